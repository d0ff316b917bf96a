import { markRead as markRoomRead } from '../../consult/consult-repo';
import { enterRoom } from '../../consult/consult-rooms';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const markRead = defineProcedure('consult', 'markRead', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    await enterRoom(ctx.db, user, input.appointmentId);
    await markRoomRead(ctx.db, input.appointmentId, user.id, ctx.now());
    return { success: true };
  },
});
