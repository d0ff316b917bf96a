// The top_ups rows of the mobile-money flow (see top-ups.ts for the flow). Every change of state is a guarded
// UPDATE that says whether it won: the caller acts only on a change it made itself.
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/create-db';
import type { TopUpsTable } from '../db/schema';

export type TopUpRow = Selectable<TopUpsTable>;

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

export function findTopUp(db: Db, id: string): Promise<TopUpRow | undefined> {
  return db.selectFrom('top_ups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTopUpByIdempotencyKey(db: Db, userId: string, idempotencyKey: string): Promise<TopUpRow | undefined> {
  return db.selectFrom('top_ups').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function insertTopUp(db: Db, row: TopUpRow): Promise<void> {
  await db.insertInto('top_ups').values(row).execute();
}

/** Pending top-ups whose next check is due, the most overdue first. */
export function listDueTopUps(db: Db, now: Date, limit: number): Promise<TopUpRow[]> {
  return db.selectFrom('top_ups').selectAll().where('status', '=', 'PENDING').where('next_check_at', '<=', now.toISOString()).orderBy('next_check_at').limit(limit).execute();
}

/** Moves a pending top-up's next check from `expectedNextCheckAt` to `leaseUntil`; false when someone else moved it first. */
export async function claimTopUpCheck(db: Db, row: Pick<TopUpRow, 'id' | 'next_check_at'>, leaseUntil: Date, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('top_ups')
    .set({ next_check_at: leaseUntil.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'PENDING')
    .where('next_check_at', '=', row.next_check_at)
    .executeTakeFirst();
  return changed(result);
}

export type TopUpOutcome = { status: 'SUCCESS'; providerTransactionId: string | null } | { status: 'FAILED' | 'EXPIRED'; message: string };

/** Flips a pending top-up to its outcome; false when it was no longer pending (settled by another path). */
export async function settleTopUp(db: Db, id: string, outcome: TopUpOutcome, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('top_ups')
    .set(
      outcome.status === 'SUCCESS'
        ? { status: 'SUCCESS', provider_transaction_id: outcome.providerTransactionId, message: null, completed_at: at, updated_at: at }
        : { status: outcome.status, message: outcome.message, completed_at: at, updated_at: at },
    )
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return changed(result);
}

/** One more check done (or failed) without an outcome: counts it and sets when to look again. */
export async function scheduleTopUpCheck(db: Db, id: string, nextCheckAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('top_ups')
    .set({ attempts: sql`attempts + 1`, next_check_at: nextCheckAt.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/** The provider has the request: from now on its status is asked for, first at `nextCheckAt`. */
export async function markTopUpRequested(db: Db, id: string, nextCheckAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('top_ups')
    .set({ provider_state: 'REQUESTED', requested_at: now.toISOString(), next_check_at: nextCheckAt.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('provider_state', '=', 'NEW')
    .execute();
}

/** Makes a pending top-up due now; false when it is not pending. */
export async function checkTopUpNow(db: Db, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db.updateTable('top_ups').set({ next_check_at: at, updated_at: at }).where('id', '=', id).where('status', '=', 'PENDING').executeTakeFirst();
  return changed(result);
}
