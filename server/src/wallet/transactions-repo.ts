// The spec's Transaction rows (§3): what a user sees of the ledger, one row per movement of their wallet.
// The ledger is the truth for balances; a row here is written in the same transaction as its posting.
import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';

// No 0/O or 1/I: a reference is read out over the phone to support.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** MSW- and 8 characters (32^8 ≈ 10^12 values; the column is unique as a last guard). */
function newReferenceNumber(): string {
  let out = 'MSW-';
  for (let i = 0; i < 8; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

export type PaymentMethod = 'WALLET' | 'MTN_MOMO' | 'AIRTEL_MONEY';
export type TransactionStatus = 'SUCCESS' | 'PENDING' | 'FAILED' | 'EXPIRED';

export interface NewTransaction {
  id?: string;
  userId: string;
  type: 'credit' | 'debit';
  amount: number;
  currency: string;
  status: TransactionStatus;
  method: PaymentMethod;
  objectType: 'appointment' | 'top_up' | 'payout' | null;
  relatedId: string | null;
  description: string;
  balanceBefore: number;
  balanceAfter: number;
  postingId: string | null;
  now: Date;
}

export async function insertTransaction(db: Db, t: NewTransaction): Promise<string> {
  const id = t.id ?? randomUUID();
  const at = t.now.toISOString();
  await db
    .insertInto('transactions')
    .values({
      id,
      reference_number: newReferenceNumber(),
      user_id: t.userId,
      transaction_type: t.type,
      amount: t.amount,
      currency: t.currency,
      status: t.status,
      payment_method: t.method,
      object_type: t.objectType,
      related_object_id: t.relatedId,
      description: t.description,
      balance_before: t.balanceBefore,
      balance_after: t.balanceAfter,
      posting_id: t.postingId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** Settles a PENDING row (a top-up) once: answers false when it was already settled. */
export async function settleTransaction(
  db: Db,
  id: string,
  change: { status: TransactionStatus; balanceBefore?: number; balanceAfter?: number; postingId?: string; description?: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set({
      status: change.status,
      updated_at: now.toISOString(),
      ...(change.balanceBefore === undefined ? {} : { balance_before: change.balanceBefore }),
      ...(change.balanceAfter === undefined ? {} : { balance_after: change.balanceAfter }),
      ...(change.postingId === undefined ? {} : { posting_id: change.postingId }),
      ...(change.description === undefined ? {} : { description: change.description }),
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function baseQuery(db: Db) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.reference_number',
      't.transaction_type',
      't.amount',
      't.currency',
      't.status',
      't.payment_method',
      't.created_at',
      't.balance_before',
      't.balance_after',
      't.object_type',
      't.related_object_id',
      't.description',
      'u.name',
      'u.email',
      'u.image_url',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toTransaction(r: Row): Transaction {
  return {
    id: r.id,
    referenceNumber: r.reference_number,
    transactionType: r.transaction_type,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    paymentMethod: r.payment_method,
    transactionDate: r.created_at,
    balanceBefore: r.balance_before,
    balanceAfter: r.balance_after,
    transactionObjectType: r.object_type,
    relatedObjectId: r.related_object_id,
    description: r.description,
    user: { name: r.name, email: r.email, imageUrl: r.image_url },
  };
}

/** Every transaction of the user, newest first (the client pages them, spec §2.10). */
export async function listTransactions(db: Db, userId: string, limit = 1_000): Promise<Transaction[]> {
  const rows = await baseQuery(db).where('t.user_id', '=', userId).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
  return rows.map(toTransaction);
}

/** Only the owner's: another user's id answers undefined, like an unknown one. */
export async function findTransaction(db: Db, userId: string, id: string): Promise<Transaction | undefined> {
  const row = await baseQuery(db).where('t.id', '=', id).where('t.user_id', '=', userId).executeTakeFirst();
  return row === undefined ? undefined : toTransaction(row);
}

export interface ActivityTransaction {
  type: 'credit' | 'debit';
  status: string;
  amount: number;
  description: string | null;
  date: string;
  /** 'appointment', 'top_up' or null (a deposit). */
  objectType: string | null;
  method: string;
  /** For an appointment's money: the other person (the doctor for the patient, the patient for the doctor). */
  otherName: string | null;
  /** The appointment was with this user as its doctor (a credit is then the payout, not a refund). */
  asDoctor: boolean;
}

export async function recentTransactions(db: Db, userId: string, limit: number): Promise<ActivityTransaction[]> {
  const rows = await db
    .selectFrom('transactions as t')
    .leftJoin('appointments as a', (j) => j.onRef('a.id', '=', 't.related_object_id').on('t.object_type', '=', 'appointment'))
    .leftJoin('users as d', 'd.id', 'a.doctor_id')
    .leftJoin('users as p', 'p.id', 'a.patient_id')
    .select(['t.transaction_type', 't.status', 't.amount', 't.description', 't.created_at', 't.object_type', 't.payment_method', 'a.doctor_id', 'd.name as doctor_name', 'p.name as patient_name'])
    .where('t.user_id', '=', userId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    type: r.transaction_type,
    status: r.status,
    amount: r.amount,
    description: r.description,
    date: r.created_at,
    objectType: r.object_type,
    method: r.payment_method,
    otherName: r.doctor_id === null ? null : r.doctor_id === userId ? r.patient_name : r.doctor_name,
    asDoctor: r.doctor_id === userId,
  }));
}
