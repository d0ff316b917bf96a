import { MINUTE } from '../../lib/time';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const topUp = defineProcedure('Wallet', 'topUp', {
  // Each top-up pushes a PIN prompt to someone's phone: a script must not be able to spam one.
  rateLimit: [{ name: 'wallet:top-up', limit: 10, windowMs: MINUTE, message: 'Too many top-up requests. Please wait a minute and try again.' }],
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const results = await ctx.topUps.start(user.id, {
      amount: input.amount,
      phone: input.phone,
      provider: input.provider,
      idempotencyKey: input.idempotencyKey === undefined || input.idempotencyKey === '' ? undefined : input.idempotencyKey,
    });
    return { success: true, message: results.message, results };
  },
});
