import { defineProcedure, requireUser } from '../../rpc/procedure';

export const topUpStatus = defineProcedure('Wallet', 'topUpStatus', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const results = await ctx.topUps.status(user.id, input.topUpId);
    return { success: true, results };
  },
});
