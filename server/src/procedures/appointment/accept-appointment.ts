import { defineProcedure, requireUser } from '../../rpc/procedure';
import { applyStatusChange } from './status-change';

export const acceptAppointment = defineProcedure('appointment', 'acceptAppointment', {
  async handler({ ctx, input }) {
    const doctor = requireUser(ctx);
    const instructions = input.acceptInstructions === undefined || input.acceptInstructions === '' ? null : input.acceptInstructions;
    const results = await applyStatusChange(ctx, doctor, input.appointmentId, { to: 'ACCEPTED', actorId: doctor.id, instructions });
    return { success: true, message: 'Appointment accepted successfully', results };
  },
});
