import { discardCode, issueCode } from '../../auth/one-time-codes';
import { otpSms } from '../../auth/messages';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { findUserByPhone } from '../../auth/users-repo';
import { AppError, badInput, conflict } from '../../errors';
import { HOUR } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

/**
 * Texts a 4-digit code to a phone, for sign-up or for the phone sign-in flow (isLogin: true, the number must
 * belong to an account). Without isLogin it serves either flow; the verify step decides.
 */
export const sendOTPRegistration = defineProcedure('auth', 'sendOTPRegistration', {
  // Generous per address: Ugandan mobile networks put many subscribers behind one carrier NAT address.
  rateLimit: [{ name: 'otp-send:ip', limit: 30, windowMs: HOUR, message: 'Too many codes requested from this network. Please try again later.' }],
  async handler({ ctx, input }) {
    const phone = normalizePhone(input.phone_number);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phone_number');
    await ctx.limit({ name: 'otp-send:phone', limit: 5, windowMs: HOUR, message: 'Too many codes sent to this number. Please try again in an hour.' }, phone);

    const existing = await findUserByPhone(ctx.db, phone);
    if (input.isLogin === true && existing === undefined) throw new AppError(404, 'NOT_FOUND', 'No account uses this phone number. Please sign up first.', 'phone_number');
    if (input.isLogin === false && existing !== undefined) throw conflict('An account with this phone number already exists. Please sign in.', 'phone_number');

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
