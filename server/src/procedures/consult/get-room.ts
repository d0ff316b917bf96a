import { markRead } from '../../consult/consult-repo';
import { enterRoom, roomView } from '../../consult/consult-rooms';
import { recordClinicalAccess } from '../../privacy/access-record';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/** The room as the caller sees it; reading it marks its messages read. */
export const getRoom = defineProcedure('consult', 'getRoom', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const entered = await enterRoom(ctx.db, user, input.appointmentId);
    const now = ctx.now();
    await markRead(ctx.db, input.appointmentId, user.id, now);
    const results = await roomView(ctx.db, ctx.config.consult, entered, user.id, now);
    await recordClinicalAccess(ctx.db, user, { patientId: entered.room.patient.id, action: 'read', data: 'consultation', appointmentId: input.appointmentId, channel: 'web' }, now);
    return { success: true, results };
  },
});
