import { checkResendPause, discardCode, issueCode } from '../../auth/one-time-codes';
import { otpSms } from '../../auth/messages';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { AppError, badInput } from '../../errors';
import { addressCeiling, CODES_PER_DEVICE, CODES_PER_NUMBER, CODES_PER_NUMBER_AND_ADDRESS } from '../../lib/rate-limit-rules';
import { defineProcedure } from '../../rpc/procedure';

/**
 * Texts a 4-digit code to a phone, for sign-up or for the phone sign-in flow. The answer is the same whether or
 * not the number has an account: only the verify step, once the code proved the number is the caller's, says
 * "sign up first" or "already has an account" (issue 31.6: no discovering accounts without a code).
 */
export const sendOTPRegistration = defineProcedure('auth', 'sendOTPRegistration', {
  // Per address only a flood ceiling: Ugandan mobile networks put many subscribers behind one carrier NAT address.
  rateLimit: addressCeiling('otp-send'),
  async handler({ ctx, input }) {
    const phone = normalizePhone(input.phone_number);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phone_number');
    // Issue 31.5: a stranger must not be able to use up a number's codes. Calls refused by the 30 s pause count
    // against nothing; the hourly allowance is per number and requesting address, and the number's own ceiling
    // (SMS cost) needs several addresses and most of an hour to reach. Per device (issue 50): one browser asking
    // codes for many numbers.
    await checkResendPause(ctx.db, phone, 'sms', ctx.now());
    await ctx.limit(CODES_PER_DEVICE, ctx.deviceId());
    await ctx.limit(CODES_PER_NUMBER_AND_ADDRESS, `${phone}|${ctx.ip}`);
    await ctx.limit(CODES_PER_NUMBER, phone);

    const { id, code } = await issueCode(ctx.db, ctx.keys, phone, 'sms', ctx.now());
    try {
      await ctx.notifier.send(otpSms(phone, code, ctx.language));
    } catch (err) {
      ctx.log.error({ err }, 'OTP SMS could not be sent');
      await discardCode(ctx.db, id);
      throw new AppError(502, 'UPSTREAM_FAILED', 'Failed to send OTP. Please try again.', 'phone_number');
    }
    return { success: true, message: 'OTP Sent', requestId: id };
  },
});
