import { consumeCode, verifyCode } from '../../auth/one-time-codes';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { findUserByPhone, markPhoneVerified } from '../../auth/users-repo';
import { AppError, badInput, conflict } from '../../errors';
import { addressCeiling } from '../../lib/rate-limit-rules';
import { defineProcedure } from '../../rpc/procedure';

/**
 * Checks the texted code. Sign-up: the phone is then "verified" for 30 minutes, which createAccountWeb
 * requires. Sign-in (isLogin): the phone must belong to an account; the client then asks for the password.
 */
export const verifyPhoneNumberWeb = defineProcedure('auth', 'verifyPhoneNumberWeb', {
  rateLimit: addressCeiling('otp-verify'),
  async handler({ ctx, input }) {
    const phone = normalizePhone(input.phone_number);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phone_number');
    const now = ctx.now();
    // The code first: whether the number has an account is said only to whoever holds the number (issue 31.6).
    const codeId = await verifyCode(ctx.db, ctx.keys, phone, 'sms', input.verificationCode, now, 'verificationCode');
    const user = await findUserByPhone(ctx.db, phone);

    if (input.isLogin === true) {
      if (user === undefined) throw new AppError(404, 'NOT_FOUND', 'No account uses this phone number. Please sign up first.', 'phone_number');
      await consumeCode(ctx.db, codeId, now);
      await markPhoneVerified(ctx.db, user.id, now);
      return { success: true, message: 'Phone number verified. Please enter your password to login.', results: { id: user.id } };
    }

    if (user !== undefined) {
      await consumeCode(ctx.db, codeId, now);
      throw conflict('An account with this phone number already exists. Please sign in.', 'phone_number');
    }
    return { success: true, message: 'Phone number verified', results: { id: codeId } };
  },
});
