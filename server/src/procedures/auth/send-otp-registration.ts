import { discardCode, issueCode } from '../../auth/one-time-codes';
import { otpSms } from '../../auth/messages';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { AppError, badInput } from '../../errors';
import { HOUR } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

/**
 * Texts a 4-digit code to a phone, for sign-up or for the phone sign-in flow. The answer is the same whether or
 * not the number has an account: only the verify step, once the code proved the number is the caller's, says
 * "sign up first" or "already has an account" (issue 31.6: no discovering accounts without a code).
 */
export const sendOTPRegistration = defineProcedure('auth', 'sendOTPRegistration', {
  // Generous per address: Ugandan mobile networks put many subscribers behind one carrier NAT address.
  rateLimit: [{ name: 'otp-send:ip', limit: 30, windowMs: HOUR, message: 'Too many codes requested from this network. Please try again later.' }],
  async handler({ ctx, input }) {
    const phone = normalizePhone(input.phone_number);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phone_number');
    await ctx.limit({ name: 'otp-send:phone', limit: 5, windowMs: HOUR, message: 'Too many codes sent to this number. Please try again in an hour.' }, phone);

    const { id, code } = await issueCode(ctx.db, ctx.keys, phone, 'sms', ctx.now());
    try {
      await ctx.notifier.send(otpSms(phone, code));
    } catch (err) {
      ctx.log.error({ err }, 'OTP SMS could not be sent');
      await discardCode(ctx.db, id);
      throw new AppError(502, 'UPSTREAM_FAILED', 'Failed to send OTP. Please try again.', 'phone_number');
    }
    return { success: true, message: 'OTP Sent', requestId: id };
  },
});
