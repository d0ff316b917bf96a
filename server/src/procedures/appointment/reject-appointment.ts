import { defineProcedure, requireUser } from '../../rpc/procedure';
import { applyStatusChange } from './status-change';

export const rejectAppointment = defineProcedure('appointment', 'rejectAppointment', {
  async handler({ ctx, input }) {
    const doctor = requireUser(ctx);
    const results = await applyStatusChange(ctx, doctor, input.appointmentId, { to: 'REJECTED', actorId: doctor.id, reason: input.rejectReason });
    return { success: true, message: 'Appointment rejected successfully', results };
  },
});
