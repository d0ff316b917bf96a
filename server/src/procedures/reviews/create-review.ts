import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../auth/users-repo';
import { findUserById } from '../../auth/users-repo';
import { appointmentNotFound } from '../../appointments/appointment-errors';
import { findReviewableAppointment } from '../../appointments/appointment-views';
import { addReview } from '../../directory/reviews-repo';
import { AppError, conflict } from '../../errors';
import { defineProcedure, requireUser } from '../../rpc/procedure';

const alreadyReviewed = () => conflict('You have already reviewed this appointment.', 'appointmentId');

export const createReview = defineProcedure('Reviews', 'createReview', {
  async handler({ ctx, input }) {
    const patient = requireUser(ctx);
    const appointment = await findReviewableAppointment(ctx.db, patient.id, input.appointmentId);
    if (appointment === undefined) throw appointmentNotFound();
    if (appointment.status !== 'COMPLETED') throw new AppError(409, 'NOT_COMPLETED', 'You can review an appointment once it is completed.', 'appointmentId');
    const id = randomUUID();
    const createdAt = ctx.now().toISOString();
    try {
      // One transaction: the review and the doctor's rating and count (directory's reviews repo).
      await addReview(ctx.db, { id, doctorId: appointment.doctorId, patientId: patient.id, appointmentId: input.appointmentId, reviewerName: null, rating: input.rating, text: input.reviewText, createdAt });
    } catch (err) {
      // The unique index on reviews.appointment_id: a second review (or a double click) of the same visit.
      if (isUniqueViolation(err)) throw alreadyReviewed();
      throw err;
    }
    const me = await findUserById(ctx.db, patient.id);
    return {
      success: true,
      message: 'Thank you for your review.',
      results: { id, rating: input.rating, reviewText: input.reviewText, createdAt, patientId: me === undefined ? null : { name: me.name, imageUrl: me.imageUrl } },
    };
  },
});
