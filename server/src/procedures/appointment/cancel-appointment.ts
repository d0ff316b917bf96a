import { defineProcedure, requireUser } from '../../rpc/procedure';
import { applyStatusChange } from './status-change';

export const cancelAppointment = defineProcedure('appointment', 'cancelAppointment', {
  async handler({ ctx, input }) {
    const patient = requireUser(ctx);
    const results = await applyStatusChange(ctx, patient, input.appointmentId, { to: 'CANCELLED', actorId: patient.id, reason: input.cancellationReason });
    return { success: true, message: 'Appointment cancelled successfully', results };
  },
});
