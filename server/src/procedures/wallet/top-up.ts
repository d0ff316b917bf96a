import { consumeCode, verifyCode } from '../../auth/one-time-codes';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { AppError, badInput } from '../../errors';
import { HOUR, MINUTE } from '../../lib/time';
import { isTopUpPhone, joinTopUpPhone } from '../../payments/top-up-phones';
import { defineProcedure, requireUser } from '../../rpc/procedure';

// Each top-up pushes a PIN prompt to someone's phone: neither a script nor an account may spam one (issue 31).
const PER_ADDRESS = { name: 'wallet:top-up', limit: 10, windowMs: MINUTE, message: 'Too many top-up requests. Please wait a minute and try again.' };
const PER_ACCOUNT = { name: 'wallet:top-up:user', limit: 10, windowMs: HOUR, message: 'Too many top-up requests from this account. Please try again in an hour.' };
const PER_NUMBER = { name: 'wallet:top-up:phone', limit: 6, windowMs: HOUR, message: 'Too many payment requests were sent to this number. Please try again in an hour.' };

export const topUp = defineProcedure('Wallet', 'topUp', {
  rateLimit: [PER_ADDRESS],
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    await ctx.limit(PER_ACCOUNT, user.id);
    const phone = normalizePhone(input.phone);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phone');
    const now = ctx.now();

    // A number joins the account only with the code texted to it (auth/sendOTPRegistration); the account's own
    // verified phone needs none. Checked before the number's allowance is counted, so calls that reach nobody's
    // phone cannot use up a stranger's allowance.
    if (!(await isTopUpPhone(ctx.db, user.id, phone))) {
      if (input.verificationCode === undefined) {
        throw new AppError(400, 'PHONE_NOT_VERIFIED', 'To top up from a new number, enter the code we send to it first.', 'phone');
      }
      const codeId = await verifyCode(ctx.db, ctx.keys, phone, 'sms', input.verificationCode, now, 'verificationCode');
      await consumeCode(ctx.db, codeId, now);
      await joinTopUpPhone(ctx.db, user.id, phone, now);
    }
    await ctx.limit(PER_NUMBER, phone);

    const results = await ctx.topUps.start(user.id, {
      amount: input.amount,
      phone,
      provider: input.provider,
      idempotencyKey: input.idempotencyKey === undefined || input.idempotencyKey === '' ? undefined : input.idempotencyKey,
    });
    return { success: true, message: results.message, results };
  },
});
