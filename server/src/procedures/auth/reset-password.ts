import { verifyPasswordReset } from '../../auth/link-tokens';
import { passwordResetDoneEmail } from '../../auth/messages';
import { isStrongPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { findUserById } from '../../auth/users-repo';
import { AppError } from '../../errors';
import { HOUR } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

const invalidToken = () => new AppError(400, 'INVALID_TOKEN', 'Invalid reset token.', 'resetPasswordToken');
const usedToken = () => new AppError(400, 'LINK_USED', 'This reset link has already been used. Please request a new one.', 'resetPasswordToken');

/** The emailed reset link (spec §2.13): one use, one hour, only the account's newest, the five-part strength rule. Ends every session. */
export const resetPassword = defineProcedure('auth', 'resetPassword', {
  rateLimit: [{ name: 'reset:ip', limit: 30, windowMs: HOUR, message: 'Too many attempts. Please try again later.' }],
  async handler({ ctx, input }) {
    const now = ctx.now();
    const { userId, jti } = await verifyPasswordReset(ctx.keys, input.resetPasswordToken, now);
    // Checked before the token is spent, so a weak first try does not burn the link.
    if (!isStrongPassword(input.newPassword)) throw new AppError(400, 'WEAK_PASSWORD', 'Password too weak', 'newPassword');

    const reset = await ctx.db.selectFrom('password_resets').select(['user_id', 'used_at']).where('jti', '=', jti).executeTakeFirst();
    if (reset === undefined || reset.user_id !== userId) throw invalidToken();
    if (reset.used_at !== null) throw usedToken();
    const user = await findUserById(ctx.db, userId);
    if (user === undefined) throw invalidToken();

    const hash = await ctx.passwords.hash(input.newPassword);
    // Whole seconds: access tokens carry `iat` in seconds, and a sign-in right after the reset must pass.
    const cutOff = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      const spent = await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('jti', '=', jti).where('used_at', 'is', null).executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw usedToken();
      // Any other link of the account still waiting dies with this reset (sending a link already retired the older ones).
      await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx
        .updateTable('users')
        // The link reached this inbox, which proves the address as well as a verification link would.
        .set({ password_hash: hash, tokens_valid_after: cutOff, updated_at: now.toISOString(), email_verified_at: user.emailVerifiedAt ?? now.toISOString() })
        .where('id', '=', user.id)
        .execute();
      await revokeUserSessions(trx, user.id, now);
    });
    // After the commit, like the change-password email: a mail problem must not undo the new password.
    ctx.background.run('password-reset-email', () => ctx.notifier.send(passwordResetDoneEmail(user.email, user.name)));
    return { success: true, message: 'Your password has been updated successfully. You can now sign in with your new password.' };
  },
});
