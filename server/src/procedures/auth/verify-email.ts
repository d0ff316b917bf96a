import { normalizeEmail } from '../../auth/account-rules';
import { verifyEmailVerification } from '../../auth/link-tokens';
import { consumeCode, invalidOtp, verifyCode } from '../../auth/one-time-codes';
import { findUserByEmail, findUserById, markEmailVerified } from '../../auth/users-repo';
import { AppError } from '../../errors';
import { MINUTE } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

/**
 * Two forms (spec §7): the link from the verification email ({token, actionType:'verify-email'}), or the
 * 4-digit code from the same email ({email, otp, ...}); the other sign-up fields of that form are ignored.
 * Verifying twice is not an error: the page may be reloaded.
 */
export const verifyEmail = defineProcedure('auth', 'verifyEmail', {
  rateLimit: [{ name: 'verify-email:ip', limit: 60, windowMs: 10 * MINUTE, message: 'Too many attempts. Please wait a few minutes.' }],
  async handler({ ctx, input }) {
    const now = ctx.now();
    let userId: string;
    if ('token' in input) {
      const claims = await verifyEmailVerification(ctx.keys, input.token, now);
      const user = await findUserById(ctx.db, claims.userId);
      // The address changed (or the account is gone) since the mail was sent: the link proves nothing now.
      if (user === undefined || user.email !== claims.email) throw new AppError(400, 'INVALID_TOKEN', 'This verification link is no longer valid. Please request a new one from your profile.', 'token');
      userId = user.id;
    } else {
      const email = normalizeEmail(input.email);
      const user = await findUserByEmail(ctx.db, email);
      if (user === undefined) throw invalidOtp('otp');
      const codeId = await verifyCode(ctx.db, ctx.keys, email, 'email', input.otp, now, 'otp');
      await consumeCode(ctx.db, codeId, now);
      userId = user.id;
    }
    await markEmailVerified(ctx.db, userId, now);
    return { success: true, message: 'Email verified successfully' };
  },
});
