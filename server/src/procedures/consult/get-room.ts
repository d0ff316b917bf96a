import { markRead } from '../../consult/consult-repo';
import { enterRoom, roomView } from '../../consult/consult-rooms';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/** The room as the caller sees it; reading it marks its messages read. */
export const getRoom = defineProcedure('consult', 'getRoom', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const entered = await enterRoom(ctx.db, user, input.appointmentId);
    const now = ctx.now();
    await markRead(ctx.db, input.appointmentId, user.id, now);
    return { success: true, results: await roomView(ctx.db, ctx.config.consult, entered, user.id, now) };
  },
});
