// The spec's fallback call: the same rules as the dedicated actions, picked by the wanted status. Who may
// set which status follows the role (doctors accept, reject and complete; patients cancel).
import type { StatusChange } from '../../appointments/appointments-repo';
import { badInput, forbidden } from '../../errors';
import { defineProcedure, requireUser } from '../../rpc/procedure';
import { applyStatusChange } from './status-change';

const ACTION: Record<StatusChange['to'], string> = { ACCEPTED: 'accepted', REJECTED: 'rejected', CANCELLED: 'cancelled', COMPLETED: 'completed' };

export const updateAppointmentStatus = defineProcedure('appointment', 'updateAppointmentStatus', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const reason = input.reason === undefined || input.reason === '' ? undefined : input.reason;
    let change: StatusChange;
    if (input.status === 'CANCELLED') {
      if (user.userType !== 'patient') throw forbidden('Only the patient can cancel an appointment; a doctor rejects it instead.', 'status');
      if (reason === undefined) throw badInput('A reason is required.', 'reason');
      change = { to: 'CANCELLED', actorId: user.id, reason };
    } else {
      if (user.userType !== 'doctor') throw forbidden('Only the doctor can accept, reject or complete an appointment.', 'status');
      if (input.status === 'REJECTED') {
        if (reason === undefined) throw badInput('A reason is required.', 'reason');
        change = { to: 'REJECTED', actorId: user.id, reason };
      } else if (input.status === 'ACCEPTED') change = { to: 'ACCEPTED', actorId: user.id, instructions: reason ?? null };
      else change = { to: 'COMPLETED', actorId: user.id };
    }
    const results = await applyStatusChange(ctx, user, input.appointmentId, change);
    return { success: true, message: `Appointment ${ACTION[change.to]} successfully`, results };
  },
});
