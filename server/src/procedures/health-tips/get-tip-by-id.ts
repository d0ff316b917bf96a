import { findTip } from '../../directory/tips-repo';
import { notFound } from '../../errors';
import { defineProcedure } from '../../rpc/procedure';

export const getTipById = defineProcedure('healthTips', 'getTipById', {
  async handler({ ctx, input }) {
    const tip = await findTip(ctx.db, input.tipId);
    if (tip === undefined) throw notFound('We could not find that health tip. It may have been removed.', 'tipId');
    return { success: true, results: tip };
  },
});
