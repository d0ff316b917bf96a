import { appointmentNotFound } from '../../appointments/appointment-errors';
import { findAppointmentView } from '../../appointments/appointment-views';
import { appointmentReads, recordClinicalAccesses } from '../../privacy/access-record';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const getAppointment = defineProcedure('appointment', 'getAppointment', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    // Someone else's appointment answers exactly like an unknown id (ADR 200).
    const results = await findAppointmentView(ctx.db, user, input.appointmentId, ctx.now());
    if (results === undefined) throw appointmentNotFound();
    // The reason for the visit (and the notes) reach the doctor: the access record says so (ADR 109).
    await recordClinicalAccesses(ctx.db, user, appointmentReads([results]), ctx.now());
    return { success: true, results };
  },
});
