// A doctor's earnings, withdrawals and monthly statements (issue 47, ADR 206). Doctors only (the catalogue's
// auth level); each answers only the caller's own records.
import { HOUR, MINUTE } from '../../lib/time';
import { monthStatement } from '../../payouts/statement';
import { defineProcedure, requireUser } from '../../rpc/procedure';

const PER_ADDRESS = { name: 'payout:withdraw', limit: 20, windowMs: MINUTE, message: 'Too many withdrawal requests. Please wait a minute and try again.' };
const PER_ACCOUNT = { name: 'payout:withdraw:user', limit: 30, windowMs: HOUR, message: 'Too many withdrawal requests from this account. Please try again in an hour.' };

export const earnings = defineProcedure('Payout', 'earnings', {
  async handler({ ctx }) {
    const user = requireUser(ctx);
    return { success: true, results: await ctx.payouts.earnings(user.id) };
  },
});

export const withdraw = defineProcedure('Payout', 'withdraw', {
  rateLimit: [PER_ADDRESS],
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    await ctx.limit(PER_ACCOUNT, user.id);
    const results = await ctx.payouts.withdraw(user.id, { amount: input.amount, provider: input.provider, phone: input.phone, idempotencyKey: input.idempotencyKey });
    return { success: true, results };
  },
});

export const payoutStatus = defineProcedure('Payout', 'status', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    return { success: true, results: await ctx.payouts.status(user.id, input.payoutId) };
  },
});

export const statement = defineProcedure('Payout', 'statement', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    return { success: true, results: await monthStatement(ctx.db, user.id, input.month) };
  },
});
