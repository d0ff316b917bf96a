import { defineProcedure, requireUser } from '../../rpc/procedure';
import { applyStatusChange } from './status-change';

export const completeAppointment = defineProcedure('appointment', 'completeAppointment', {
  async handler({ ctx, input }) {
    const doctor = requireUser(ctx);
    const results = await applyStatusChange(ctx, doctor, input.appointmentId, { to: 'COMPLETED', actorId: doctor.id });
    return { success: true, message: 'Appointment completed successfully', results };
  },
});
