import { normalizeEmail } from '../../auth/account-rules';
import { normalizePhone } from '../../auth/phone';
import { startSession } from '../../auth/sessions';
import { findUserByEmail, findUserByPhone, recordLogin, toProfile, type UserRecord } from '../../auth/users-repo';
import { AppError } from '../../errors';
import { addressCeiling, SIGN_IN_FAILURES_PER_ACCOUNT as ACCOUNT_FAILURES } from '../../lib/rate-limit-rules';
import { isDoctorSuspended } from '../../operators/moderation-repo';
import { defineProcedure } from '../../rpc/procedure';

// Not TOKEN_EXPIRED: the client must show this, not start a token refresh (ADR 103).
const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');

// Per account, failed attempts only (ACCOUNT_FAILURES): a person (or an e2e suite) signing in often is not an attack.

/** Sign in with an email or a phone number (spec §2.8) and a password. */
export const login = defineProcedure('auth', 'login', {
  rateLimit: addressCeiling('login'),
  async handler({ ctx, input }) {
    const identifier = input.emailOrPhone.includes('@') ? normalizeEmail(input.emailOrPhone) : normalizePhone(input.emailOrPhone);
    let user: UserRecord | undefined;
    if (identifier !== undefined) user = identifier.includes('@') ? await findUserByEmail(ctx.db, identifier) : await findUserByPhone(ctx.db, identifier);
    // Per account, whatever the address or the identifier (email and phone share one allowance): guessing one
    // person's password from many IPs is still limited. The attempt is reserved before the password is checked
    // (an atomic count), so a burst of concurrent guesses gets at most the allowance evaluated; a right password
    // gives its reservation back.
    const accountKey = user === undefined ? `id:${identifier ?? input.emailOrPhone.trim().toLowerCase()}` : `user:${user.id}`;
    await ctx.limit(ACCOUNT_FAILURES, accountKey);

    if (user === undefined) {
      await ctx.passwords.verifyNothing(input.password);
      throw invalidCredentials();
    }
    if (!(await ctx.passwords.verify(user.passwordHash, input.password))) throw invalidCredentials();
    await ctx.limiter.release(ACCOUNT_FAILURES, accountKey);
    // Operators sign in with a code every time (ADR 107), through operator/signIn only.
    if (user.userType === 'operator') throw new AppError(403, 'OPERATOR_SIGN_IN', 'Operators sign in on the operators’ page, with a code we email you.');
    // A suspended doctor (ADR 208): told why no session starts, since the right password was given.
    if (user.userType === 'doctor' && (await isDoctorSuspended(ctx.db, user.id))) {
      throw new AppError(403, 'ACCOUNT_SUSPENDED', 'Your doctor account is suspended, so you cannot sign in. We emailed you the reason; contact Musawo support to talk about it.');
    }

    const tokens = await startSession(ctx, user, input.device);
    await recordLogin(ctx.db, user.id, ctx.now());
    return { success: true, message: 'Signed in successfully', user: await toProfile(ctx.db, user), tokens };
  },
});
