// Doctors' withdrawals to mobile money (issue 47, ADR 206). The order of each step is the point:
// 1. One transaction locks the doctor's wallet row, replays a known idempotency key, checks the day's allowance
//    and what can be withdrawn, DEBITS the wallet (wallet -> platform:payouts) and writes the payout (UNSENT)
//    and its PENDING debit row. Amounts above the approval limit stop here (AWAITING_APPROVAL).
// 2. After the commit (no network I/O in a transaction) the provider gets the transfer, keyed by the payout id.
//    A crash (kill -9) between 1 and 2 leaves PENDING/UNSENT with the money held: the poller sends it on
//    restart, and a provider that already has that reference treats it as the same request.
// 3. The outcome is only taken from the provider's status API. Success moves the held money out
//    (platform:payouts -> clearing); failure, expiry or an operator's decline credits it back
//    (platform:payouts -> wallet). Both happen only for the caller whose guarded UPDATE flipped the row, and
//    their posting keys (`payout:<id>:paid|returned`) are unique: the money comes back exactly once.
import { randomUUID } from 'node:crypto';
import { type Earnings, kampalaDate, type Payout, PAYOUT_LIMITS } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import { ugx } from '../appointments/appointment-errors';
import { normalizePhone, PHONE_MESSAGE } from '../auth/phone';
import type { Db } from '../db/create-db';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/with-transaction';
import { AppError, badInput, conflict, notFound } from '../errors';
import type { Clock } from '../lib/time';
import type { DisbursementFor, TransferStatus } from '../payments/disbursement-port';
import type { Provider } from '../payments/port';
import { isTopUpPhone } from '../payments/top-up-phones';
import { providerName } from '../payments/top-ups';
import { CLEARING_ACCOUNT, CURRENCY, DuplicatePostingError, PAYOUTS_ACCOUNT, post, walletAccountId, walletBalance } from '../wallet/ledger';
import { insertTransaction, settleTransaction } from '../wallet/transactions-repo';
import { enqueueJobs } from '../jobs/jobs-repo';
import { payoutNotifyJob } from './payout-notifications';
import type { Transaction } from 'kysely';
import { recordOperatorAction } from '../operators/operators-repo';
import {
  approvePayoutRow,
  checkPayoutNow,
  claimPayoutCheck,
  countLiveOn,
  findPayout,
  findPayoutByKey,
  insertPayout,
  listDuePayouts,
  listUserPayouts,
  markPayoutSent,
  type PayoutRow,
  schedulePayoutCheck,
  settlePayout,
  sumByStatus,
} from './payouts-repo';

interface WithdrawRequest {
  amount: number;
  provider: Provider;
  phone: string | undefined;
  idempotencyKey: string;
}

export interface PayoutLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface PayoutService {
  earnings(userId: string): Promise<Earnings>;
  withdraw(userId: string, request: WithdrawRequest): Promise<Payout>;
  /** The doctor's own payout, checked with the provider first when a check is due. */
  status(userId: string, payoutId: string): Promise<Payout>;
  /** The poller's tick: every pending payout whose check is due (also what resumes after a crash). */
  pollDue(): Promise<number>;
  /** An operator's "Check again": asks the provider now; answers the payout as it stands after. */
  checkAgain(payoutId: string): Promise<PayoutRow | undefined>;
  approve(payoutId: string, operatorId: string): Promise<PayoutRow>;
  decline(payoutId: string, operatorId: string, reason: string): Promise<PayoutRow>;
}

const CHECK_DELAYS_MS = [3_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000, 120_000, 300_000];
const LEASE_MS = 30_000;
const delayFor = (attempts: number): number => CHECK_DELAYS_MS[Math.min(attempts, CHECK_DELAYS_MS.length - 1)] ?? 300_000;
const methodOf = (provider: Provider) => (provider === 'MTN' ? 'MTN_MOMO' : 'AIRTEL_MONEY');

function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message));
}

const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  status: row.status,
  amount: Number(row.amount),
  currency: row.currency,
  provider: row.provider,
  phone: row.phone,
  message: row.message,
  providerReference: row.provider_transaction_id,
  createdAt: row.created_at,
});

/** What completed consultations credited to this wallet (the doctor_payout postings), and their gross fees. */
async function earned(db: Db, userId: string): Promise<{ count: number; fees: number; credited: number }> {
  const [appts, credits] = await Promise.all([
    db
      .selectFrom('appointments')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('fee'), sql<number>`0`).as('fees')])
      .where('doctor_id', '=', userId)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_postings as p', 'p.id', 'e.posting_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount'), sql<number>`0`).as('n'))
      .where('e.account_id', '=', walletAccountId(userId))
      .where('p.kind', '=', 'doctor_payout')
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(appts.n), fees: Number(appts.fees), credited: Number(credits.n) };
}

/** Withdrawable: only earnings (Terms: deposits cannot be withdrawn), and never more than the wallet holds. */
async function withdrawableOf(db: Db, userId: string): Promise<{ withdrawable: number; balance: number; credited: number; sums: Awaited<ReturnType<typeof sumByStatus>>; count: number; fees: number }> {
  const [e, sums, balance] = await Promise.all([earned(db, userId), sumByStatus(db, userId), walletBalance(db, userId)]);
  const held = sums.AWAITING_APPROVAL + sums.PENDING + sums.SUCCESS;
  return { withdrawable: Math.max(0, Math.min(Number(balance), e.credited - held)), balance: Number(balance), credited: e.credited, sums, count: e.count, fees: e.fees };
}

export function createPayoutService(deps: { db: Db; now: Clock; adapters: DisbursementFor; approvalAbove: number; log: PayoutLog; onSettled?: () => void }): PayoutService {
  const { db, now } = deps;

  const claim = async (row: PayoutRow): Promise<boolean> => {
    const at = now();
    return claimPayoutCheck(db, row, new Date(at.getTime() + LEASE_MS), at);
  };

  /** Credits the held money back (failure, expiry, decline): only when this caller's guarded update flipped the row. */
  const returnMoney = async (row: PayoutRow, from: 'PENDING' | 'AWAITING_APPROVAL', outcome: { status: 'FAILED' | 'EXPIRED' | 'DECLINED'; message: string; decidedBy?: string }): Promise<boolean> => {
    const at = now();
    const done = await withTransaction(db, async (trx) => {
      if (!(await settlePayout(trx, row.id, from, outcome, at))) return false;
      const result = await post(trx, {
        idempotencyKey: `payout:${row.id}:returned`,
        kind: 'withdrawal_returned',
        amount: Number(row.amount),
        from: PAYOUTS_ACCOUNT,
        to: walletAccountId(row.user_id),
        relatedType: 'payout',
        relatedId: row.id,
        now: at,
      });
      await settleTransaction(trx, row.transaction_id, { status: outcome.status === 'EXPIRED' ? 'EXPIRED' : 'FAILED' }, at);
      await insertTransaction(trx, {
        userId: row.user_id,
        type: 'credit',
        amount: Number(row.amount),
        currency: row.currency,
        status: 'SUCCESS',
        method: 'WALLET',
        objectType: 'payout',
        relatedId: row.id,
        description: `Withdrawal returned to your wallet: ${outcome.message}`,
        balanceBefore: result.to.before,
        balanceAfter: result.to.after,
        postingId: result.postingId,
        now: at,
      });
      // An operator's decline is recorded with the money's return, in its transaction (ADR 107).
      if (outcome.decidedBy !== undefined) await recordOperatorAction(trx, { operatorId: outcome.decidedBy, action: 'payout.decline', subjectType: 'payout', subjectId: row.id, reason: outcome.message }, at);
      await enqueueJobs(trx, [payoutNotifyJob(row.id, at)], at);
      return true;
    });
    if (done) deps.onSettled?.();
    return done;
  };

  const settleSuccess = async (row: PayoutRow, providerTransactionId: string | null): Promise<void> => {
    const at = now();
    try {
      await withTransaction(db, async (trx) => {
        if (!(await settlePayout(trx, row.id, 'PENDING', { status: 'SUCCESS', providerTransactionId }, at))) return;
        await post(trx, {
          idempotencyKey: `payout:${row.id}:paid`,
          kind: 'withdrawal_paid',
          amount: Number(row.amount),
          from: PAYOUTS_ACCOUNT,
          to: CLEARING_ACCOUNT,
          relatedType: 'payout',
          relatedId: row.id,
          now: at,
        });
        await settleTransaction(trx, row.transaction_id, { status: 'SUCCESS' }, at);
        await enqueueJobs(trx, [payoutNotifyJob(row.id, at)], at);
      });
      deps.onSettled?.();
    } catch (err) {
      if (!(err instanceof DuplicatePostingError)) throw err;
    }
  };

  const apply = async (row: PayoutRow, outcome: TransferStatus): Promise<void> => {
    if (outcome.status === 'SUCCESS') return settleSuccess(row, outcome.providerTransactionId);
    if (outcome.status === 'FAILED' || outcome.status === 'EXPIRED') {
      await returnMoney(row, 'PENDING', { status: outcome.status, message: outcome.message });
      return;
    }
    const at = now();
    await schedulePayoutCheck(db, row.id, new Date(at.getTime() + delayFor(row.attempts + 1)), at);
  };

  const retryLater = async (row: PayoutRow): Promise<void> => {
    const at = now();
    await schedulePayoutCheck(db, row.id, new Date(at.getTime() + delayFor(row.attempts + 2)), at);
  };

  /** Sends the transfer (UNSENT) or asks its status (SENT); always outside any transaction. */
  const advance = async (row: PayoutRow): Promise<void> => {
    const adapter = deps.adapters(row.provider);
    if (adapter === undefined) {
      deps.log.error({ payout: row.id, provider: row.provider }, 'no disbursement adapter for a pending payout');
      return retryLater(row);
    }
    try {
      if (row.provider_state === 'UNSENT') {
        const outcome = await adapter.requestTransfer({ referenceId: row.id, amount: Number(row.amount), phone: row.phone, note: `Musawo earnings withdrawal ${ugx(Number(row.amount))}` });
        if (outcome.kind === 'refused') {
          await returnMoney(row, 'PENDING', { status: 'FAILED', message: outcome.message });
          return;
        }
        const at = now();
        await markPayoutSent(db, row.id, new Date(at.getTime() + delayFor(0)), at);
        return;
      }
      const outcome = await adapter.checkTransfer({ referenceId: row.id, phone: row.phone, amount: Number(row.amount), requestedAt: new Date(row.requested_at ?? row.created_at) });
      await apply(row, outcome);
    } catch (err) {
      deps.log.warn({ err, payout: row.id, provider: row.provider }, 'mobile money disbursement call failed; will retry');
      await retryLater(row);
    }
  };

  const checkIfDue = async (row: PayoutRow): Promise<void> => {
    if (row.status !== 'PENDING' || Date.parse(row.next_check_at) > now().getTime()) return;
    if (await claim(row)) await advance(row);
  };

  const ownPhone = async (userId: string): Promise<string | null> => {
    const row = await db.selectFrom('users').select(['phone_number', 'phone_verified_at']).where('id', '=', userId).executeTakeFirst();
    return row === undefined || row.phone_verified_at === null ? null : row.phone_number;
  };

  const replayOf = (existing: PayoutRow, request: WithdrawRequest, phone: string): Payout => {
    if (Number(existing.amount) !== request.amount || existing.provider !== request.provider || existing.phone !== phone) {
      throw conflict('This request was already used for a different withdrawal. Start a new withdrawal.', 'idempotencyKey');
    }
    return toPayout(existing);
  };

  const lockWallet = async (trx: Transaction<Database>, userId: string, at: string): Promise<void> => {
    // A no-op write takes the wallet's row lock (PostgreSQL) before anything is read, so one doctor's withdrawals
    // are checked and debited one at a time; SQLite has one writer anyway.
    await trx.updateTable('ledger_accounts').set({ updated_at: at }).where('id', '=', walletAccountId(userId)).execute();
  };

  return {
    async earnings(userId) {
      const [w, recent, phone] = await Promise.all([withdrawableOf(db, userId), listUserPayouts(db, userId, 10), ownPhone(userId)]);
      const usedToday = await countLiveOn(db, userId, kampalaDate(now()));
      return {
        completedConsultations: w.count,
        fees: w.fees,
        platformFee: Math.max(0, w.fees - w.credited),
        earned: w.credited,
        withdrawn: w.sums.SUCCESS,
        inProgress: w.sums.PENDING + w.sums.AWAITING_APPROVAL,
        withdrawable: w.withdrawable,
        balance: w.balance,
        currency: CURRENCY,
        minimum: PAYOUT_LIMITS.min,
        perDay: PAYOUT_LIMITS.perDay,
        usedToday,
        approvalAbove: deps.approvalAbove,
        phone,
        recent: recent.map(toPayout),
      };
    },

    async withdraw(userId, request) {
      if (request.amount < PAYOUT_LIMITS.min) throw badInput(`The smallest withdrawal is ${ugx(PAYOUT_LIMITS.min)}.`, 'amount');
      const phone = request.phone === undefined ? await ownPhone(userId) : normalizePhone(request.phone);
      if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phone');
      if (phone === null) throw new AppError(400, 'PHONE_NOT_VERIFIED', 'Verify your phone number in your profile before withdrawing.', 'phone');
      if (!(await isTopUpPhone(db, userId, phone))) throw new AppError(400, 'PHONE_NOT_VERIFIED', 'Withdrawals go only to a number you have verified.', 'phone');
      if (deps.adapters(request.provider) === undefined) {
        throw new AppError(503, 'PAYMENTS_UNAVAILABLE', `Withdrawals to ${providerName(request.provider)} are not available right now. Please try the other provider.`, 'provider');
      }
      const known = await findPayoutByKey(db, userId, request.idempotencyKey);
      if (known !== undefined) return replayOf(known, request, phone);

      const at = now();
      const id = randomUUID();
      let row: PayoutRow;
      try {
        row = await withTransaction(db, async (trx) => {
          await lockWallet(trx, userId, at.toISOString());
          const again = await findPayoutByKey(trx, userId, request.idempotencyKey);
          if (again !== undefined) return again;
          const today = kampalaDate(at);
          if ((await countLiveOn(trx, userId, today)) >= PAYOUT_LIMITS.perDay) {
            throw new AppError(409, 'PAYOUT_DAILY_LIMIT', `You can withdraw at most ${PAYOUT_LIMITS.perDay} times a day. Please try again tomorrow.`, 'amount');
          }
          const { withdrawable } = await withdrawableOf(trx, userId);
          if (request.amount > withdrawable) {
            throw new AppError(402, 'INSUFFICIENT_FUNDS', `You can withdraw at most ${ugx(withdrawable)} now.`, 'amount');
          }
          const debit = await post(trx, {
            idempotencyKey: `payout:${id}:debit`,
            kind: 'withdrawal',
            amount: request.amount,
            from: walletAccountId(userId),
            to: PAYOUTS_ACCOUNT,
            relatedType: 'payout',
            relatedId: id,
            now: at,
          });
          const transactionId = await insertTransaction(trx, {
            userId,
            type: 'debit',
            amount: request.amount,
            currency: CURRENCY,
            status: 'PENDING',
            method: methodOf(request.provider),
            objectType: 'payout',
            relatedId: id,
            description: `Withdrawal to ${providerName(request.provider)} ${phone}`,
            balanceBefore: debit.from.before,
            balanceAfter: debit.from.after,
            postingId: debit.postingId,
            now: at,
          });
          const values: PayoutRow = {
            id,
            user_id: userId,
            transaction_id: transactionId,
            amount: request.amount,
            currency: CURRENCY,
            provider: request.provider,
            phone,
            status: request.amount > deps.approvalAbove ? 'AWAITING_APPROVAL' : 'PENDING',
            provider_state: 'UNSENT',
            provider_transaction_id: null,
            message: request.amount > deps.approvalAbove ? `Withdrawals above ${ugx(deps.approvalAbove)} are checked by our team before they are sent.` : null,
            idempotency_key: request.idempotencyKey,
            local_date: today,
            attempts: 0,
            next_check_at: at.toISOString(),
            requested_at: null,
            completed_at: null,
            decided_by: null,
            decided_at: null,
            decision_reason: null,
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
          };
          await insertPayout(trx, values);
          return values;
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          const replay = await findPayoutByKey(db, userId, request.idempotencyKey);
          if (replay !== undefined) return replayOf(replay, request, phone);
        }
        throw err;
      }
      if (row.id !== id) return replayOf(row, request, phone);
      // Straight to the provider; a crash or a failure here is picked up by the poller (the money is held).
      if (row.status === 'PENDING' && (await claim(row))) await advance({ ...row, next_check_at: new Date(now().getTime() + LEASE_MS).toISOString() });
      return toPayout((await findPayout(db, id)) ?? row);
    },

    async status(userId, payoutId) {
      const row = await findPayout(db, payoutId);
      if (row === undefined || row.user_id !== userId) throw notFound('We could not find that withdrawal.', 'payoutId');
      await checkIfDue(row);
      return toPayout((await findPayout(db, payoutId)) ?? row);
    },

    async pollDue() {
      const due = await listDuePayouts(db, now(), 20);
      for (const row of due) await checkIfDue(row);
      return due.length;
    },

    async checkAgain(payoutId) {
      if (await checkPayoutNow(db, payoutId, now())) {
        const row = await findPayout(db, payoutId);
        if (row !== undefined) await checkIfDue(row);
      }
      return findPayout(db, payoutId);
    },

    async approve(payoutId, operatorId) {
      const row = await findPayout(db, payoutId);
      if (row === undefined) throw notFound('We could not find that withdrawal.', 'payoutId');
      // The approval and its entry in the activity record commit together (ADR 107).
      const approvedNow = await withTransaction(db, async (trx) => {
        if (!(await approvePayoutRow(trx, payoutId, operatorId, now()))) return false;
        await recordOperatorAction(trx, { operatorId, action: 'payout.approve', subjectType: 'payout', subjectId: payoutId }, now());
        return true;
      });
      if (!approvedNow) throw conflict('This withdrawal is no longer waiting for approval.', 'payoutId');
      const approved = await findPayout(db, payoutId);
      if (approved !== undefined && (await claim(approved))) await advance({ ...approved, next_check_at: new Date(now().getTime() + LEASE_MS).toISOString() });
      return (await findPayout(db, payoutId)) ?? row;
    },

    async decline(payoutId, operatorId, reason) {
      const row = await findPayout(db, payoutId);
      if (row === undefined) throw notFound('We could not find that withdrawal.', 'payoutId');
      if (!(await returnMoney(row, 'AWAITING_APPROVAL', { status: 'DECLINED', message: reason, decidedBy: operatorId }))) {
        throw conflict('This withdrawal is no longer waiting for approval.', 'payoutId');
      }
      return (await findPayout(db, payoutId)) ?? row;
    },
  };
}
