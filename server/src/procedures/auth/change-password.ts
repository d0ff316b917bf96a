import { passwordChangedEmail } from '../../auth/messages';
import { revokeUserSessions } from '../../auth/sessions';
import { findUserById, setPasswordHash } from '../../auth/users-repo';
import { AppError, badInput, forbidden } from '../../errors';
import { HOUR } from '../../lib/time';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/** The Security tab (spec §2.10). Keeps this session, ends the others. */
export const changePassword = defineProcedure('auth', 'changePassword', {
  async handler({ ctx, input }) {
    const caller = requireUser(ctx);
    if (input.userId !== undefined && input.userId !== '' && input.userId !== caller.id) throw forbidden('You can only change your own password.', 'userId');
    await ctx.limit({ name: 'change-password:user', limit: 10, windowMs: HOUR, message: 'Too many attempts. Please try again in an hour.' }, caller.id);

    const user = await findUserById(ctx.db, caller.id);
    if (user === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    // 400, not 401: a 401 would make the client refresh its token and retry (ADR 103).
    if (!(await ctx.passwords.verify(user.passwordHash, input.currentPassword))) throw new AppError(400, 'WRONG_PASSWORD', 'Current password is incorrect', 'currentPassword');
    if (input.newPassword === input.currentPassword) throw badInput('Your new password must be different from the current one.', 'newPassword');

    const hash = await ctx.passwords.hash(input.newPassword);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, user.id, hash, now);
      await revokeUserSessions(trx, user.id, now, caller.sessionId);
    });
    ctx.background.run('password-changed-email', () => ctx.notifier.send(passwordChangedEmail(user.email, user.name, user.language)));
    return { success: true, message: 'Password updated successfully' };
  },
});
