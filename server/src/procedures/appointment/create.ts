import { bookFor } from '../../appointments/book';
import { findAppointmentView } from '../../appointments/appointment-views';
import { MINUTE } from '../../lib/time';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const create = defineProcedure('appointment', 'create', {
  rateLimit: [{ name: 'appointment:create', limit: 30, windowMs: MINUTE, message: 'Too many booking attempts. Please wait a minute and try again.' }],
  async handler({ ctx, input }) {
    const patient = requireUser(ctx);
    const outcome = await bookFor(
      ctx.db,
      {
        patientId: patient.id,
        doctorId: input.doctorId,
        date: input.appointment_date,
        time: input.appointment_time,
        note: input.appointment_note,
        visitMode: input.visitMode,
        idempotencyKey: input.idempotencyKey === undefined || input.idempotencyKey === '' ? undefined : input.idempotencyKey,
      },
      ctx.now(),
    );
    if (!outcome.replayed) ctx.jobs.kick();
    const results = await findAppointmentView(ctx.db, patient, outcome.appointment.id);
    return { success: true, message: 'Appointment booked successfully', ...(results === undefined ? {} : { results }) };
  },
});
