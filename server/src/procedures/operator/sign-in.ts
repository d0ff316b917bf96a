import { normalizeEmail } from '../../auth/account-rules';
import { discardCode, issueCode, verifyCode } from '../../auth/one-time-codes';
import { startSessionFamily } from '../../auth/sessions';
import { findUserByEmail, recordLogin, toProfile } from '../../auth/users-repo';
import { AppError } from '../../errors';
import { addressCeiling, SIGN_IN_FAILURES_PER_ACCOUNT as ACCOUNT_FAILURES } from '../../lib/rate-limit-rules';
import { operatorCodeEmail } from '../../operators/operator-messages';
import { openOperatorSession, recordOperatorAction } from '../../operators/operators-repo';
import { defineProcedure } from '../../rpc/procedure';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');

/**
 * Operators sign in with their password and an emailed code, every time (ADR 107). The first call checks the
 * password and emails a code; the second, with the code, checks both again and starts a sign-in whose idle clock
 * ends it after 30 minutes without a request. A patient's or a doctor's right password gets the same answer as a
 * wrong one: this door is for operators only and says nothing about other accounts.
 */
export const operatorSignIn = defineProcedure('operator', 'signIn', {
  rateLimit: addressCeiling('operator-sign-in'),
  async handler({ ctx, input }) {
    const email = normalizeEmail(input.email);
    const found = await findUserByEmail(ctx.db, email);
    const user = found?.userType === 'operator' ? found : undefined;
    const accountKey = user === undefined ? `id:${email}` : `user:${user.id}`;
    await ctx.limit(ACCOUNT_FAILURES, accountKey);
    if (user === undefined) {
      await ctx.passwords.verifyNothing(input.password);
      throw invalidCredentials();
    }
    if (!(await ctx.passwords.verify(user.passwordHash, input.password))) throw invalidCredentials();

    if (input.code === undefined) {
      await ctx.limiter.release(ACCOUNT_FAILURES, accountKey);
      const { id, code } = await issueCode(ctx.db, ctx.keys, user.email, 'email', ctx.now());
      try {
        await ctx.notifier.send(operatorCodeEmail(user.email, code, user.language));
      } catch (err) {
        ctx.log.error({ err }, 'operator sign-in code could not be sent');
        await discardCode(ctx.db, id);
        throw new AppError(502, 'UPSTREAM_FAILED', 'We could not send your code. Please try again.', 'code');
      }
      return { success: true, message: 'We emailed you a 4-digit code.', codeSent: true };
    }

    // A wrong code counts against the code's own 5 tries (verifyCode) and the account's sign-in failures.
    await verifyCode(ctx.db, ctx.keys, user.email, 'email', input.code, ctx.now(), 'code');
    await ctx.limiter.release(ACCOUNT_FAILURES, accountKey);
    const now = ctx.now();
    const tokens = await startSessionFamily(ctx, user, input.device);
    await openOperatorSession(ctx.db, user.id, tokens.sessionId, now);
    await recordOperatorAction(ctx.db, { operatorId: user.id, action: 'sign-in' }, now);
    await recordLogin(ctx.db, user.id, now);
    return { success: true, message: 'Signed in successfully', user: await toProfile(ctx.db, user), tokens: tokens.tokens };
  },
});
