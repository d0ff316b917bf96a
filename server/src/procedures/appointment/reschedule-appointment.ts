import { appointmentNotFound } from '../../appointments/appointment-errors';
import { findAppointmentView } from '../../appointments/appointment-views';
import { checkBookableWith, parseBookingTime } from '../../appointments/booking-rules';
import { checkReschedulable, findAppointmentRecord, rescheduleAppointment as moveAppointment } from '../../appointments/appointments-repo';
import { MINUTE } from '../../lib/time';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/**
 * The patient moves their own PENDING or ACCEPTED appointment to another time with the same doctor (issue 32
 * item 10). The new time passes the same checks as a new booking; the fee carries over; the doctor accepts again.
 */
export const rescheduleAppointment = defineProcedure('appointment', 'rescheduleAppointment', {
  rateLimit: [{ name: 'appointment:reschedule', limit: 30, windowMs: MINUTE, message: 'Too many attempts. Please wait a minute and try again.' }],
  async handler({ ctx, input }) {
    const patient = requireUser(ctx);
    const time = parseBookingTime(input.appointment_date, input.appointment_time);
    const current = await findAppointmentRecord(ctx.db, input.appointmentId);
    // Someone else's appointment answers like an unknown one (ADR 200).
    if (current === undefined || current.patientId !== patient.id) throw appointmentNotFound();
    const now = ctx.now();
    // The 24-hour rule first: it is the answer whatever the new time is.
    checkReschedulable(current, now);
    await checkBookableWith(ctx.db, current.doctorId, time, now);
    await moveAppointment(ctx.db, { appointmentId: current.id, patientId: patient.id, time, now });
    ctx.jobs.kick();
    const results = await findAppointmentView(ctx.db, patient, current.id);
    if (results === undefined) throw appointmentNotFound();
    return { success: true, message: 'Appointment rescheduled successfully', results };
  },
});
