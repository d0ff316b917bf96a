import { isStrongPassword } from '@musawo/shared/rpc-inputs';
import { verifyPasswordReset } from '../../auth/link-tokens';
import { passwordResetDoneEmail } from '../../auth/messages';
import { findPasswordReset, retireOpenPasswordResets, spendPasswordReset } from '../../auth/password-resets';
import { revokeUserSessions } from '../../auth/sessions';
import { findUserById, setPasswordHash } from '../../auth/users-repo';
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

    const reset = await findPasswordReset(ctx.db, jti);
    if (reset === undefined || reset.userId !== userId) throw invalidToken();
    if (reset.usedAt !== null) throw usedToken();
    const user = await findUserById(ctx.db, userId);
    if (user === undefined) throw invalidToken();

    const hash = await ctx.passwords.hash(input.newPassword);
    // Whole seconds: access tokens carry `iat` in seconds, and a sign-in right after the reset must pass.
    const cutOff = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await spendPasswordReset(trx, jti, now))) throw usedToken();
      // Any other link of the account still waiting dies with this reset (sending a link already retired the older ones).
      await retireOpenPasswordResets(trx, user.id);
      // The link reached this inbox, which proves the address as well as a verification link would.
      await setPasswordHash(trx, user.id, hash, now, { tokensValidAfter: cutOff, emailVerifiedAt: user.emailVerifiedAt ?? now.toISOString() });
      await revokeUserSessions(trx, user.id, now);
    });
    // After the commit, like the change-password email: a mail problem must not undo the new password.
    ctx.background.run('password-reset-email', () => ctx.notifier.send(passwordResetDoneEmail(user.email, user.name, user.language)));
    return { success: true, message: 'Your password has been updated successfully. You can now sign in with your new password.' };
  },
});
