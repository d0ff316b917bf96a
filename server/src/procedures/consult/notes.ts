// The doctor's consultation notes, and "Complete consultation": the notes are saved, then the appointment is
// completed through the same status change as appointment/completeAppointment (ADR 200: the payout is in it).
import { saveRoomNotes } from '../../consult/consult-repo';
import { enterRoom, post } from '../../consult/consult-rooms';
import { recordClinicalAccess } from '../../privacy/access-record';
import { defineProcedure, requireUser } from '../../rpc/procedure';
import { applyStatusChange } from '../appointment/status-change';

const notesOf = (notes: string | undefined) => (notes === undefined || notes === '' ? null : notes);

export const saveNotes = defineProcedure('consult', 'saveNotes', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const entered = await enterRoom(ctx.db, user, input.appointmentId);
    await saveRoomNotes(ctx.db, input.appointmentId, notesOf(input.notes), ctx.now());
    await recordClinicalAccess(ctx.db, user, { patientId: entered.room.patient.id, action: 'write', data: 'notes', appointmentId: input.appointmentId, channel: 'web' }, ctx.now());
    return { success: true, message: 'Notes saved' };
  },
});

export const completeConsultation = defineProcedure('consult', 'completeConsultation', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const entered = await enterRoom(ctx.db, user, input.appointmentId);
    if (input.notes !== undefined) {
      await saveRoomNotes(ctx.db, input.appointmentId, notesOf(input.notes), ctx.now());
      await recordClinicalAccess(ctx.db, user, { patientId: entered.room.patient.id, action: 'write', data: 'notes', appointmentId: input.appointmentId, channel: 'web' }, ctx.now());
    }
    const results = await applyStatusChange(ctx, user, input.appointmentId, { to: 'COMPLETED', actorId: user.id });
    await post({ db: ctx.db, now: ctx.now, consult: ctx.consult, jobs: ctx.jobs }, entered, { senderId: null, kind: 'event', body: 'completed', event: 'completed', id: `completed-${input.appointmentId}` });
    ctx.consult.publish(input.appointmentId, { t: 'room' }, null);
    return { success: true, message: 'Appointment completed successfully', results };
  },
});
