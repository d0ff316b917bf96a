import { listAccessFor } from '../../privacy/access-record';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/** "Who saw my record" (issue 49, ADR 109): the caller's own entries, newest first. Reading it records nothing. */
export const myAccessRecord = defineProcedure('myData', 'accessRecord', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const page = await listAccessFor(ctx.db, user.id, { ...(input.cursor === undefined ? {} : { before: Number(input.cursor) }), limit: input.limit ?? 50 });
    return { success: true, ...page };
  },
});
