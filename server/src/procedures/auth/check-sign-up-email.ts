import { normalizeEmail } from '../../auth/account-rules';
import { findRecentVerification } from '../../auth/one-time-codes';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { findUserByEmail } from '../../auth/users-repo';
import { badInput } from '../../errors';
import { addressCeiling } from '../../lib/rate-limit-rules';
import { defineProcedure } from '../../rpc/procedure';
import { emailTaken, notVerified } from './create-account-web';

/**
 * Sign-up's contact step asks whether the email is free before the password step, instead of hearing it only when
 * the account is created (issue 32). Like createAccountWeb, it answers only someone whose phone code was verified a
 * moment ago (issue 31: no finding accounts without a code), and spends nothing.
 */
export const checkSignUpEmail = defineProcedure('auth', 'checkSignUpEmail', {
  rateLimit: addressCeiling('signup-email'),
  async handler({ ctx, input }) {
    const phone = normalizePhone(input.phoneNumber);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phoneNumber');
    if ((await findRecentVerification(ctx.db, phone, 'sms', ctx.now())) === undefined) throw notVerified();
    if (await findUserByEmail(ctx.db, normalizeEmail(input.email))) throw emailTaken();
    return { success: true, message: 'This email can be used.' };
  },
});
