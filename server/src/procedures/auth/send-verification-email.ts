import { languagePath } from '@musawo/shared/contracts';
import { normalizeEmail } from '../../auth/account-rules';
import { signEmailVerification } from '../../auth/link-tokens';
import { verificationEmail } from '../../auth/messages';
import { discardCode, issueCode } from '../../auth/one-time-codes';
import { findUserById } from '../../auth/users-repo';
import { AppError, badInput } from '../../errors';
import { MINUTE } from '../../lib/time';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/** The profile's 'Send Verification Email' button (spec §2.10). */
export const sendVerificationEmail = defineProcedure('auth', 'sendVerificationEmail', {
  async handler({ ctx, input }) {
    const caller = requireUser(ctx);
    const user = await findUserById(ctx.db, caller.id);
    if (user === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    if (input.email !== undefined && normalizeEmail(input.email) !== user.email) throw badInput('This is not the email address on your account.', 'email');
    if (user.emailVerifiedAt !== null) throw new AppError(409, 'ALREADY_VERIFIED', 'Your email address is already verified.', 'email');
    await ctx.limit({ name: 'verify-email-send:user', limit: 5, windowMs: 10 * MINUTE, message: 'Too many verification emails. Please check your inbox or try again in 10 minutes.' }, user.id);

    const now = ctx.now();
    const { id, code } = await issueCode(ctx.db, ctx.keys, user.email, 'email', now);
    const token = await signEmailVerification(ctx.keys, user.id, user.email, now);
    try {
      await ctx.notifier.send(verificationEmail(user.email, user.name, `${ctx.config.publicUrl}${languagePath(user.language, '/verify-email')}?token=${encodeURIComponent(token)}`, code, user.language));
    } catch (err) {
      ctx.log.error({ err }, 'verification email could not be sent');
      await discardCode(ctx.db, id);
      throw new AppError(502, 'UPSTREAM_FAILED', 'Failed to send verification email. Please try again.');
    }
    return { success: true, message: 'Verification Email Sent' };
  },
});
