// Operators' moderation (issue 47, ADR 208): suspending and reinstating doctors, hiding and restoring reviews. Each
// action is one transaction with its consequences and its entry in the activity record, so either all of it
// happened or none did; the messages it calls for are jobs written in the same transaction, sent after it commits.
import { licenceDateProblem, type ModeratedReview, type OperatorDoctor } from '@musawo/shared/contracts';
import { sql, type Transaction } from 'kysely';
import { cancelForSuspension } from '../appointments/appointments-repo';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/create-db';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/with-transaction';
import { AppError, badInput, notFound } from '../errors';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { enqueueJobs } from '../jobs/jobs-repo';
import { recordOperatorAction } from './operators-repo';

const LIST_LIMIT = 50;
/** The Doctors page's page: 20 doctors, then "More" (the cursor of the last one shown). */
const DOCTORS_PAGE = 20;

/** The message job of one moderation event (moderation-notifications.ts). */
const moderationNotifyJob = (event: 'suspended' | 'reinstated' | 'review-hidden' | 'licence-renewed', subjectId: string, now: Date) => ({
  kind: 'moderation.notify',
  payload: { event, subjectId },
  runAt: now,
  dedupeKey: `notify:${event}:${subjectId}@${now.toISOString()}`,
});

/** Whether a doctor's account is suspended (a suspended doctor cannot sign in). */
export async function isDoctorSuspended(db: Db, doctorId: string): Promise<boolean> {
  const row = await db.selectFrom('doctor_profiles').select('suspended_at').where('user_id', '=', doctorId).executeTakeFirst();
  return row?.suspended_at != null;
}

const likePattern = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function doctorsQuery(db: Db) {
  return db
    .selectFrom('doctor_profiles as dp')
    .innerJoin('users as u', 'u.id', 'dp.user_id')
    .leftJoin('specialties as s', 's.id', 'dp.specialty_id')
    .select(['u.id', 'u.name', 'u.email', 'u.phone_number', 's.name as specialty', 'dp.specialty_name', 'dp.city', 'dp.suspended_at', 'dp.suspension_reason', 'dp.umdpc_number', 'dp.licence_expires_on', 'dp.unlisted_reason'])
    .where('u.user_type', '=', 'doctor');
}

type DoctorRow = Awaited<ReturnType<ReturnType<typeof doctorsQuery>['executeTakeFirstOrThrow']>>;
const toOperatorDoctor = (r: DoctorRow): OperatorDoctor => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone_number,
  speciality: r.specialty ?? r.specialty_name,
  city: r.city,
  suspendedAt: r.suspended_at,
  suspensionReason: r.suspension_reason,
  umdpcNumber: r.umdpc_number,
  licenceExpiresOn: r.licence_expires_on,
  unlistedReason: r.unlisted_reason,
});

/**
 * Doctors by name, email or phone (any part of it), suspended ones too, by name: 20 at a time, `cursor` being the
 * `nextCursor` of the page before (the name and id of its last doctor; null when there are no more).
 */
export async function searchDoctorsForOperators(db: Db, filter: { query?: string | undefined; suspended?: boolean | undefined; cursor?: string | undefined }): Promise<{ results: OperatorDoctor[]; nextCursor: string | null }> {
  let q = doctorsQuery(db);
  const text = filter.query?.trim() ?? '';
  if (text !== '') {
    const like = likePattern(text);
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['u.name']), 'like', sql<string>`${like} escape '\\'`), eb('u.email', 'like', sql<string>`${like} escape '\\'`), eb('u.phone_number', 'like', sql<string>`${like} escape '\\'`)]));
  }
  if (filter.suspended !== undefined) q = q.where('dp.suspended_at', filter.suspended ? 'is not' : 'is', null);
  const after = filter.cursor === undefined ? undefined : decodeCursor(filter.cursor);
  if (filter.cursor !== undefined && after === undefined) throw badInput('That page of doctors is no longer valid: search again.', 'cursor');
  if (after !== undefined) q = q.where((eb) => eb.or([eb('u.name', '>', after.createdAt), eb.and([eb('u.name', '=', after.createdAt), eb('u.id', '>', after.id)])]));
  const rows = await q.orderBy('u.name').orderBy('u.id').limit(DOCTORS_PAGE + 1).execute();
  const page = rows.slice(0, DOCTORS_PAGE);
  const last = page.at(-1);
  return { results: page.map(toOperatorDoctor), nextCursor: rows.length > DOCTORS_PAGE && last !== undefined ? encodeCursor(last.name, last.id) : null };
}

async function findOperatorDoctor(db: Db, doctorId: string): Promise<OperatorDoctor | undefined> {
  const row = await doctorsQuery(db).where('u.id', '=', doctorId).executeTakeFirst();
  return row === undefined ? undefined : toOperatorDoctor(row);
}

const doctorNotFound = () => notFound('We could not find that doctor.', 'doctorId');

export interface Suspension {
  doctor: OperatorDoctor;
  cancelledAppointments: number;
  /** UGX given back to patients, in total. */
  refunded: number;
}

/**
 * Suspends a doctor, in one transaction: the guarded update of their profile row (the row every booking of theirs
 * locks first, so a booking either committed before and is cancelled here, or waits and then finds them suspended),
 * every PENDING and ACCEPTED appointment cancelled with a full refund, every sign-in ended, the messages to the
 * doctor and each patient queued, and the operator's action recorded.
 */
export async function suspendDoctor(db: Db, input: { operatorId: string; doctorId: string; reason: string; now: Date }): Promise<Suspension> {
  const at = input.now.toISOString();
  const outcome = await withTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('doctor_profiles')
      .set({ suspended_at: at, suspension_reason: input.reason, updated_at: at })
      .where('user_id', '=', input.doctorId)
      .where('suspended_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (updated === undefined) {
      const current = await trx.selectFrom('doctor_profiles').select('suspended_at').where('user_id', '=', input.doctorId).executeTakeFirst();
      if (current === undefined) throw doctorNotFound();
      throw new AppError(409, 'ALREADY_SUSPENDED', 'This doctor is already suspended.', 'doctorId');
    }
    const cancelled = await cancelForSuspension(trx, input.doctorId, input.now);
    await revokeUserSessions(trx, input.doctorId, input.now);
    await enqueueJobs(trx, [moderationNotifyJob('suspended', input.doctorId, input.now)], input.now);
    await recordOperatorAction(trx, { operatorId: input.operatorId, action: 'doctor.suspend', subjectType: 'doctor', subjectId: input.doctorId, reason: input.reason }, input.now);
    return { cancelledAppointments: cancelled.length, refunded: cancelled.reduce((sum, a) => sum + a.fee, 0) };
  });
  const doctor = await findOperatorDoctor(db, input.doctorId);
  if (doctor === undefined) throw doctorNotFound();
  return { doctor, ...outcome };
}

/** Lists and lets the doctor sign in again (their cancelled appointments stay cancelled); recorded with the reason. */
export async function reinstateDoctor(db: Db, input: { operatorId: string; doctorId: string; reason: string; now: Date }): Promise<OperatorDoctor> {
  const at = input.now.toISOString();
  await withTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('doctor_profiles')
      .set({ suspended_at: null, suspension_reason: null, updated_at: at })
      .where('user_id', '=', input.doctorId)
      .where('suspended_at', 'is not', null)
      .returning('user_id')
      .executeTakeFirst();
    if (updated === undefined) {
      const current = await trx.selectFrom('doctor_profiles').select('user_id').where('user_id', '=', input.doctorId).executeTakeFirst();
      if (current === undefined) throw doctorNotFound();
      throw new AppError(409, 'NOT_SUSPENDED', 'This doctor is not suspended.', 'doctorId');
    }
    await enqueueJobs(trx, [moderationNotifyJob('reinstated', input.doctorId, input.now)], input.now);
    await recordOperatorAction(trx, { operatorId: input.operatorId, action: 'doctor.reinstate', subjectType: 'doctor', subjectId: input.doctorId, reason: input.reason }, input.now);
  });
  const doctor = await findOperatorDoctor(db, input.doctorId);
  if (doctor === undefined) throw doctorNotFound();
  return doctor;
}

/**
 * Records a doctor's renewed practising licence (ADR 209), in one transaction: the new last day, the warnings
 * cleared (the 30- and 7-day ones are sent again before the new date), the doctor listed again when the licence was
 * what hid them (a doctor awaiting their first hours stays hidden for that; a suspension is a column of its own and
 * stays), the doctor's message queued and the operator's action recorded. Two renewals at once both apply, in turn
 * (the row is the last one's date; both are recorded). The licence-expiry job hides only by a guarded update naming
 * the date it read, so it never hides a doctor whose date was renewed meanwhile.
 */
export async function renewLicence(db: Db, input: { operatorId: string; doctorId: string; licenceExpiresOn: string; reason: string; now: Date }): Promise<OperatorDoctor> {
  const problem = licenceDateProblem(input.licenceExpiresOn, input.now);
  if (problem === 'past') throw badInput('Enter a date after today: the renewed licence must still be valid.', 'licenceExpiresOn');
  if (problem === 'far') throw badInput('Enter a date at most two years ahead, as printed on the licence.', 'licenceExpiresOn');
  const at = input.now.toISOString();
  await withTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('doctor_profiles')
      .set((eb) => ({
        licence_expires_on: input.licenceExpiresOn,
        licence_warned_days: null,
        unlisted_reason: eb.case().when('unlisted_reason', '=', 'licence-expired').then(sql<null>`null`).else(eb.ref('unlisted_reason')).end(),
        updated_at: at,
      }))
      .where('user_id', '=', input.doctorId)
      .returning('user_id')
      .executeTakeFirst();
    if (updated === undefined) throw doctorNotFound();
    await enqueueJobs(trx, [moderationNotifyJob('licence-renewed', input.doctorId, input.now)], input.now);
    await recordOperatorAction(trx, { operatorId: input.operatorId, action: 'doctor.licence-renew', subjectType: 'doctor', subjectId: input.doctorId, reason: `${input.licenceExpiresOn}: ${input.reason}` }, input.now);
  });
  const doctor = await findOperatorDoctor(db, input.doctorId);
  if (doctor === undefined) throw doctorNotFound();
  return doctor;
}

function reviewsQuery(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as d', 'd.id', 'r.doctor_id')
    .leftJoin('users as p', 'p.id', 'r.patient_id')
    .select(['r.id', 'r.doctor_id', 'd.name as doctor_name', 'p.name as patient_name', 'r.reviewer_name', 'r.rating', 'r.review_text', 'r.created_at', 'r.hidden_at', 'r.hidden_reason']);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['executeTakeFirstOrThrow']>>;
const toModeratedReview = (r: ReviewRow): ModeratedReview => ({
  id: r.id,
  doctorId: r.doctor_id,
  doctorName: r.doctor_name,
  reviewerName: r.patient_name ?? r.reviewer_name,
  rating: r.rating,
  reviewText: r.review_text,
  createdAt: r.created_at,
  hiddenAt: r.hidden_at,
  hiddenReason: r.hidden_reason,
});

/** Reviews whose text or doctor's name has `query` in it, newest first; at most 50. */
export async function searchReviewsForOperators(db: Db, filter: { query?: string | undefined; hidden?: boolean | undefined }): Promise<ModeratedReview[]> {
  let q = reviewsQuery(db);
  const text = filter.query?.trim() ?? '';
  if (text !== '') {
    const like = likePattern(text);
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['r.review_text']), 'like', sql<string>`${like} escape '\\'`), eb(eb.fn('lower', ['d.name']), 'like', sql<string>`${like} escape '\\'`)]));
  }
  if (filter.hidden !== undefined) q = q.where('r.hidden_at', filter.hidden ? 'is not' : 'is', null);
  const rows = await q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LIST_LIMIT).execute();
  return rows.map(toModeratedReview);
}

/** The doctor's rating from their shown reviews, worked out again from the rows (not adjusted by a difference). */
async function recomputeRating(trx: Transaction<Database>, doctorId: string): Promise<void> {
  const totals = await trx
    .selectFrom('reviews')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('rating'), sql<number>`0`).as('sum'), eb.fn.countAll<number>().as('count')])
    .where('doctor_id', '=', doctorId)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  const sum = Number(totals.sum);
  const count = Number(totals.count);
  await trx
    .updateTable('doctor_profiles')
    .set({ rating_sum: sum, review_count: count, rating: count === 0 ? 0 : sum / count })
    .where('user_id', '=', doctorId)
    .execute();
}

const reviewNotFound = () => notFound('We could not find that review.', 'reviewId');

/**
 * Hides (or restores) a review, in one transaction: the guarded update of the review, the doctor's rating worked
 * out again from the reviews still shown, the reviewer's message (when hidden) and the operator's action.
 */
export async function setReviewHidden(db: Db, input: { operatorId: string; reviewId: string; hidden: boolean; reason: string; now: Date }): Promise<ModeratedReview> {
  const at = input.now.toISOString();
  await withTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('reviews')
      .set(input.hidden ? { hidden_at: at, hidden_reason: input.reason } : { hidden_at: null, hidden_reason: null })
      .where('id', '=', input.reviewId)
      .where('hidden_at', input.hidden ? 'is' : 'is not', null)
      .returning(['doctor_id', 'patient_id'])
      .executeTakeFirst();
    if (updated === undefined) {
      const current = await trx.selectFrom('reviews').select('id').where('id', '=', input.reviewId).executeTakeFirst();
      if (current === undefined) throw reviewNotFound();
      throw input.hidden ? new AppError(409, 'ALREADY_HIDDEN', 'This review is already hidden.', 'reviewId') : new AppError(409, 'NOT_HIDDEN', 'This review is not hidden.', 'reviewId');
    }
    await recomputeRating(trx, updated.doctor_id);
    if (input.hidden && updated.patient_id !== null) await enqueueJobs(trx, [moderationNotifyJob('review-hidden', input.reviewId, input.now)], input.now);
    await recordOperatorAction(trx, { operatorId: input.operatorId, action: input.hidden ? 'review.hide' : 'review.restore', subjectType: 'review', subjectId: input.reviewId, reason: input.reason }, input.now);
  });
  const row = await reviewsQuery(db).where('r.id', '=', input.reviewId).executeTakeFirst();
  if (row === undefined) throw reviewNotFound();
  return toModeratedReview(row);
}
