import { findUserById } from '../../auth/users-repo';
import { bookAppointment } from '../../appointments/appointments-repo';
import { findAppointmentView } from '../../appointments/appointment-views';
import { checkBookableWith, parseBookingTime } from '../../appointments/booking-rules';
import { notFound } from '../../errors';
import { MINUTE } from '../../lib/time';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const create = defineProcedure('appointment', 'create', {
  rateLimit: [{ name: 'appointment:create', limit: 30, windowMs: MINUTE, message: 'Too many booking attempts. Please wait a minute and try again.' }],
  async handler({ ctx, input }) {
    const patient = requireUser(ctx);
    const time = parseBookingTime(input.appointment_date, input.appointment_time);
    const doctor = await findUserById(ctx.db, input.doctorId);
    if (doctor === undefined || doctor.userType !== 'doctor') throw notFound('We could not find that doctor.', 'doctorId');
    const now = ctx.now();
    await checkBookableWith(ctx.db, doctor.id, time, now);
    const outcome = await bookAppointment(ctx.db, {
      patientId: patient.id,
      doctorId: doctor.id,
      doctorName: doctor.name,
      time,
      note: input.appointment_note,
      visitMode: input.visitMode,
      idempotencyKey: input.idempotencyKey === undefined || input.idempotencyKey === '' ? undefined : input.idempotencyKey,
      now,
    });
    if (!outcome.replayed) ctx.jobs.kick();
    const results = await findAppointmentView(ctx.db, patient, outcome.appointment.id);
    return { success: true, message: 'Appointment booked successfully', ...(results === undefined ? {} : { results }) };
  },
});
