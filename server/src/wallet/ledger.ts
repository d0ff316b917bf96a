// The double-entry ledger. Every movement of money is one posting of exactly two entries (a debit and a
// credit of the same amount), so the balances of all accounts add up to zero at every commit. Callers pass a
// transaction: a posting is always part of something bigger (a booking, a refund, a confirmed top-up).
//
// Lock order (PostgreSQL takes a row lock at each UPDATE): a user's wallet before any platform account. The
// escrow and clearing accounts are therefore always the last lock a transaction takes and cannot be part of
// a deadlock cycle; callers take their own row (the appointment, the doctor, the top-up) before posting.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';
import { CLEARING_ACCOUNT, ESCROW_ACCOUNT } from '../db/migrations/004-appointments-wallet';
import { PAYOUTS_ACCOUNT } from '../db/migrations/013-payouts';

export { CLEARING_ACCOUNT, ESCROW_ACCOUNT, PAYOUTS_ACCOUNT };
export const CURRENCY = 'UGX';

export const walletAccountId = (userId: string): string => `wallet:${userId}`;

/** Creates the user's wallet when it does not exist yet (idempotent; safe to race). */
export async function ensureWallet(db: Db, userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('ledger_accounts')
    .values({ id: walletAccountId(userId), kind: 'user_wallet', user_id: userId, currency: CURRENCY, balance: 0, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function walletBalance(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', walletAccountId(userId)).executeTakeFirst();
  return row?.balance ?? 0;
}

/** The debit side did not have the money; nothing of the posting was written (the caller rolls back). */
export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError';
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super(`balance ${balance} is below ${required}`);
  }
}

/** The idempotency key was posted before: the movement already happened. */
export class DuplicatePostingError extends Error {
  override readonly name = 'DuplicatePostingError';
}

export interface PostingInput {
  /** Unique forever: `appointment:<id>:charge`, `top-up:<id>:credit`, ... */
  idempotencyKey: string;
  kind: 'appointment_charge' | 'appointment_refund' | 'doctor_payout' | 'top_up' | 'opening_balance' | 'withdrawal' | 'withdrawal_paid' | 'withdrawal_returned';
  amount: number;
  /** Debited account. */
  from: string;
  /** Credited account. */
  to: string;
  relatedType: string | null;
  relatedId: string | null;
  now: Date;
}

export interface PostingResult {
  postingId: string;
  from: { before: number; after: number };
  to: { before: number; after: number };
}

const isSystemAccount = (id: string) => id === ESCROW_ACCOUNT || id === CLEARING_ACCOUNT || id === PAYOUTS_ACCOUNT;

function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message));
}

async function debit(trx: Db, account: string, amount: number, at: string): Promise<number> {
  // Only the clearing account (the outside world) may go below zero; everyone else is guarded here, in the
  // same statement that moves the money, so two concurrent debits cannot both pass a stale check.
  let q = trx.updateTable('ledger_accounts').set({ balance: sql`balance - ${amount}`, updated_at: at }).where('id', '=', account);
  if (account !== CLEARING_ACCOUNT) q = q.where('balance', '>=', amount);
  const row = await q.returning('balance').executeTakeFirst();
  if (row === undefined) {
    const current = await trx.selectFrom('ledger_accounts').select('balance').where('id', '=', account).executeTakeFirst();
    if (current === undefined) throw new Error(`ledger account ${account} does not exist`);
    throw new InsufficientFundsError(current.balance, amount);
  }
  return row.balance;
}

async function credit(trx: Db, account: string, amount: number, at: string): Promise<number> {
  const row = await trx.updateTable('ledger_accounts').set({ balance: sql`balance + ${amount}`, updated_at: at }).where('id', '=', account).returning('balance').executeTakeFirst();
  if (row === undefined) throw new Error(`ledger account ${account} does not exist`);
  return row.balance;
}

/** Moves `amount` from one account to another inside the caller's transaction. */
export async function post(trx: Db, input: PostingInput): Promise<PostingResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`a posting needs a positive whole amount, got ${input.amount}`);
  if (input.from === input.to) throw new RangeError('a posting needs two different accounts');
  const at = input.now.toISOString();
  const postingId = randomUUID();
  try {
    await trx
      .insertInto('ledger_postings')
      .values({ id: postingId, idempotency_key: input.idempotencyKey, kind: input.kind, amount: input.amount, related_type: input.relatedType, related_id: input.relatedId, created_at: at })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicatePostingError(input.idempotencyKey);
    throw err;
  }
  // User wallets first, platform accounts last (see the lock order above).
  const fromFirst = !isSystemAccount(input.from) || isSystemAccount(input.to);
  let fromAfter: number;
  let toAfter: number;
  if (fromFirst) {
    fromAfter = await debit(trx, input.from, input.amount, at);
    toAfter = await credit(trx, input.to, input.amount, at);
  } else {
    toAfter = await credit(trx, input.to, input.amount, at);
    fromAfter = await debit(trx, input.from, input.amount, at);
  }
  const result: PostingResult = {
    postingId,
    from: { before: fromAfter + input.amount, after: fromAfter },
    to: { before: toAfter - input.amount, after: toAfter },
  };
  await trx
    .insertInto('ledger_entries')
    .values([
      { id: randomUUID(), posting_id: postingId, account_id: input.from, amount: -input.amount, balance_before: result.from.before, balance_after: result.from.after, created_at: at },
      { id: randomUUID(), posting_id: postingId, account_id: input.to, amount: input.amount, balance_before: result.to.before, balance_after: result.to.after, created_at: at },
    ])
    .execute();
  return result;
}

export interface LedgerCheck {
  /** Sum of every account balance: 0 in a sound ledger. */
  balances: number;
  /** Sum of every entry: 0 in a sound ledger. */
  entries: number;
  /** Accounts whose balance differs from the sum of their entries. */
  drifted: string[];
}

/** Audits the whole ledger (tests, operations). */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const [balances, entries, perAccount] = await Promise.all([
    db.selectFrom('ledger_accounts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), sql<number>`0`).as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('ledger_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_accounts as a')
      .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
      .select(['a.id', 'a.balance', (eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount'), sql<number>`0`).as('total')])
      .groupBy(['a.id', 'a.balance'])
      .execute(),
  ]);
  return {
    balances: Number(balances.n),
    entries: Number(entries.n),
    drifted: perAccount.filter((r) => Number(r.total) !== Number(r.balance)).map((r) => r.id),
  };
}
