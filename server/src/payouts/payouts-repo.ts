// The payouts rows (ADR 206). Every change of state is a guarded UPDATE that says whether it won: only the
// caller whose update changed the row posts the money that goes with it.
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/create-db';
import type { PayoutsTable } from '../db/schema';

export type PayoutRow = Selectable<PayoutsTable>;
export type PayoutStatus = PayoutsTable['status'];

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

export function findPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPayoutByKey(db: Db, userId: string, key: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertPayout(db: Db, row: PayoutRow): Promise<void> {
  await db.insertInto('payouts').values(row).execute();
}

/** Payouts that still hold (or have paid out) the money: they count against the day's allowance and the earnings. */
const LIVE_STATUSES: PayoutStatus[] = ['AWAITING_APPROVAL', 'PENDING', 'SUCCESS'];

export async function countLiveOn(db: Db, userId: string, localDate: string): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('local_date', '=', localDate)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function sumByStatus(db: Db, userId: string): Promise<Record<PayoutStatus, number>> {
  const rows = await db
    .selectFrom('payouts')
    .select(['status', (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const out: Record<PayoutStatus, number> = { AWAITING_APPROVAL: 0, PENDING: 0, SUCCESS: 0, FAILED: 0, EXPIRED: 0, DECLINED: 0 };
  for (const r of rows) out[r.status] = Number(r.total);
  return out;
}

export function listUserPayouts(db: Db, userId: string, limit: number): Promise<PayoutRow[]> {
  return db.selectFrom('payouts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function listDuePayouts(db: Db, now: Date, limit: number): Promise<PayoutRow[]> {
  return db.selectFrom('payouts').selectAll().where('status', '=', 'PENDING').where('next_check_at', '<=', now.toISOString()).orderBy('next_check_at').limit(limit).execute();
}

export async function claimPayoutCheck(db: Db, row: Pick<PayoutRow, 'id' | 'next_check_at'>, leaseUntil: Date, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('payouts')
    .set({ next_check_at: leaseUntil.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'PENDING')
    .where('next_check_at', '=', row.next_check_at)
    .executeTakeFirst();
  return changed(result);
}

/** Moves a payout from `from` to its end; false when someone else settled it first. */
export async function settlePayout(
  db: Db,
  id: string,
  from: 'PENDING' | 'AWAITING_APPROVAL',
  outcome: { status: 'SUCCESS'; providerTransactionId: string | null } | { status: 'FAILED' | 'EXPIRED' | 'DECLINED'; message: string; decidedBy?: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('payouts')
    .set(
      outcome.status === 'SUCCESS'
        ? { status: 'SUCCESS', provider_transaction_id: outcome.providerTransactionId, message: null, completed_at: at, updated_at: at }
        : {
            status: outcome.status,
            message: outcome.message,
            completed_at: at,
            updated_at: at,
            ...(outcome.decidedBy === undefined ? {} : { decided_by: outcome.decidedBy, decided_at: at, decision_reason: outcome.message }),
          },
    )
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return changed(result);
}

/** An operator approved a payout above the limit: it goes to the provider now. */
export async function approvePayoutRow(db: Db, id: string, operatorId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('payouts')
    .set({ status: 'PENDING', decided_by: operatorId, decided_at: at, next_check_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'AWAITING_APPROVAL')
    .executeTakeFirst();
  return changed(result);
}

export async function schedulePayoutCheck(db: Db, id: string, nextCheckAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('payouts')
    .set({ attempts: sql`attempts + 1`, next_check_at: nextCheckAt.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

export async function markPayoutSent(db: Db, id: string, nextCheckAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('payouts')
    .set({ provider_state: 'SENT', requested_at: now.toISOString(), next_check_at: nextCheckAt.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('provider_state', '=', 'UNSENT')
    .execute();
}

/** Makes a pending payout due now (an operator's "Check again"); false when it is not pending. */
export async function checkPayoutNow(db: Db, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db.updateTable('payouts').set({ next_check_at: at, updated_at: at }).where('id', '=', id).where('status', '=', 'PENDING').executeTakeFirst();
  return changed(result);
}
