import { listOperatorActions } from '../../operators/operators-repo';
import { defineProcedure } from '../../rpc/procedure';

/** The operators' activity record (ADR 107), newest first; read only: no action changes or removes an entry. */
export const operatorActivity = defineProcedure('operator', 'activity', {
  async handler({ ctx, input }) {
    const page = await listOperatorActions(ctx.db, { ...(input.cursor === undefined ? {} : { cursor: input.cursor }), limit: input.limit ?? 50 });
    return { success: true, ...page };
  },
});
