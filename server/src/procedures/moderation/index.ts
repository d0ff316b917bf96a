// Operators suspend and reinstate doctors, record renewed licences (ADR 209), hide and restore reviews (issue 47, ADR 208). Operators only (the
// catalogue's 'operator' level, ADR 107); each action and its record in the activity list are one transaction.
import { reinstateDoctor, renewLicence, searchDoctorsForOperators, searchReviewsForOperators, setReviewHidden, suspendDoctor } from '../../operators/moderation-repo';
import { type AnyProcedure, defineProcedure, requireUser } from '../../rpc/procedure';

const searchDoctors = defineProcedure('Moderation', 'searchDoctors', {
  async handler({ ctx, input }) {
    return { success: true, ...(await searchDoctorsForOperators(ctx.db, input)) };
  },
});

const renew = defineProcedure('Moderation', 'renewLicence', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    const results = await renewLicence(ctx.db, { operatorId: operator.id, doctorId: input.doctorId, licenceExpiresOn: input.licenceExpiresOn, reason: input.reason, now: ctx.now() });
    ctx.jobs.kick();
    return { success: true, message: 'The renewed licence is recorded.', results };
  },
});

const suspend = defineProcedure('Moderation', 'suspendDoctor', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    const outcome = await suspendDoctor(ctx.db, { operatorId: operator.id, doctorId: input.doctorId, reason: input.reason, now: ctx.now() });
    // The patients' refunds and both sides' messages were queued with the suspension: send them now.
    ctx.jobs.kick();
    return { success: true, message: 'The doctor is suspended.', results: outcome.doctor, cancelledAppointments: outcome.cancelledAppointments, refunded: outcome.refunded };
  },
});

const reinstate = defineProcedure('Moderation', 'reinstateDoctor', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    const results = await reinstateDoctor(ctx.db, { operatorId: operator.id, doctorId: input.doctorId, reason: input.reason, now: ctx.now() });
    ctx.jobs.kick();
    return { success: true, message: 'The doctor is reinstated.', results };
  },
});

const searchReviews = defineProcedure('Moderation', 'searchReviews', {
  async handler({ ctx, input }) {
    return { success: true, results: await searchReviewsForOperators(ctx.db, input) };
  },
});

const hideReview = defineProcedure('Moderation', 'hideReview', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    const results = await setReviewHidden(ctx.db, { operatorId: operator.id, reviewId: input.reviewId, hidden: true, reason: input.reason, now: ctx.now() });
    ctx.jobs.kick();
    return { success: true, message: 'The review is hidden.', results };
  },
});

const restoreReview = defineProcedure('Moderation', 'restoreReview', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    const results = await setReviewHidden(ctx.db, { operatorId: operator.id, reviewId: input.reviewId, hidden: false, reason: input.reason, now: ctx.now() });
    return { success: true, message: 'The review is shown again.', results };
  },
});

export const moderationProcedures: readonly AnyProcedure[] = [searchDoctors, renew, suspend, reinstate, searchReviews, hideReview, restoreReview];
