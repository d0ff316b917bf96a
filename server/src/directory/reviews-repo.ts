// Reviews of doctors and the rating they add up to. Rows stay here; callers get the spec's Review objects.
import type { Review } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';

export interface ReviewPage {
  offset: number;
  limit: number;
  newestFirst: boolean;
}

export async function doctorIsListed(db: Db, doctorId: string): Promise<boolean> {
  const row = await db.selectFrom('doctor_profiles').select('user_id').where('user_id', '=', doctorId).where('specialty_id', 'is not', null).where('suspended_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

export async function listReviews(db: Db, doctorId: string, page: ReviewPage): Promise<{ reviews: Review[]; total: number }> {
  const direction = page.newestFirst ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom('reviews as r')
      .leftJoin('users as u', 'u.id', 'r.patient_id')
      .select(['r.id', 'r.rating', 'r.review_text', 'r.created_at', 'r.reviewer_name', 'u.name as patient_name', 'u.image_url as patient_image'])
      .where('r.doctor_id', '=', doctorId)
      .where('r.hidden_at', 'is', null)
      .orderBy('r.created_at', direction)
      .orderBy('r.id', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('doctor_id', '=', doctorId).where('hidden_at', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    reviews: rows.map((r) => {
      const name = r.patient_name ?? r.reviewer_name;
      return {
        id: r.id,
        rating: r.rating,
        reviewText: r.review_text,
        createdAt: r.created_at,
        patientId: name === null ? null : { name, imageUrl: r.patient_image ?? null },
      };
    }),
  };
}

export interface NewReview {
  id: string;
  doctorId: string;
  patientId: string | null;
  appointmentId: string | null;
  reviewerName: string | null;
  rating: number;
  text: string;
  createdAt: string;
}

/**
 * Stores a review and folds it into the doctor's rating in the same transaction. The rating update is one
 * relative UPDATE (sum and count from the row itself), so concurrent reviews cannot lose each other.
 */
export async function addReview(db: Db, review: NewReview): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reviews')
      .values({
        id: review.id,
        doctor_id: review.doctorId,
        patient_id: review.patientId,
        appointment_id: review.appointmentId,
        reviewer_name: review.reviewerName,
        rating: review.rating,
        review_text: review.text,
        created_at: review.createdAt,
      })
      .execute();
    await trx
      .updateTable('doctor_profiles')
      .set({
        rating_sum: sql`rating_sum + ${review.rating}`,
        review_count: sql`review_count + 1`,
        rating: sql`(rating_sum + ${review.rating}) * 1.0 / (review_count + 1)`,
      })
      .where('user_id', '=', review.doctorId)
      .execute();
  });
}

/** Bulk load (seeds): inserts reviews, then sets every touched doctor's rating from its reviews. */
export async function insertReviewsAndRecompute(db: Db, reviews: readonly NewReview[]): Promise<void> {
  if (reviews.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < reviews.length; i += 200) {
      await trx
        .insertInto('reviews')
        .values(
          reviews.slice(i, i + 200).map((r) => ({
            id: r.id,
            doctor_id: r.doctorId,
            patient_id: r.patientId,
            appointment_id: r.appointmentId,
            reviewer_name: r.reviewerName,
            rating: r.rating,
            review_text: r.text,
            created_at: r.createdAt,
          })),
        )
        .execute();
    }
    const totals = new Map<string, { sum: number; count: number }>();
    for (const r of reviews) {
      const t = totals.get(r.doctorId) ?? { sum: 0, count: 0 };
      t.sum += r.rating;
      t.count += 1;
      totals.set(r.doctorId, t);
    }
    for (const [doctorId, t] of totals) {
      await trx
        .updateTable('doctor_profiles')
        .set({ rating_sum: sql`rating_sum + ${t.sum}`, review_count: sql`review_count + ${t.count}`, rating: sql`(rating_sum + ${t.sum}) * 1.0 / (review_count + ${t.count})` })
        .where('user_id', '=', doctorId)
        .execute();
    }
  });
}
