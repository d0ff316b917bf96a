// Wallet top-ups by mobile money. The flow, and why each step is where it is:
// 1. One transaction writes the top-up (status PENDING, provider_state NEW) and its PENDING credit row.
// 2. After the commit (never inside: no network I/O in a transaction) the provider gets the request, keyed by
//    the top-up id. A crash between 1 and 2 leaves NEW; the poller sends it again, and a provider that
//    already has that id treats it as the same request.
// 3. The outcome is only ever taken from the provider's status endpoint (a callback is a hint to look now).
//    Success credits the wallet in one transaction that first flips the top-up PENDING -> SUCCESS with a
//    guarded UPDATE: whoever sees 1 row affected posts the credit; everybody else posts nothing. The posting's
//    idempotency key (`top-up:<id>:credit`) is the second lock on the same door.
import { randomUUID } from 'node:crypto';
import { type TopUp, WALLET_TOP_UP } from '@musawo/shared/contracts';
import { normalizePhone, PHONE_MESSAGE } from '../auth/phone';
import type { Db } from '../db/create-db';
import { withTransaction } from '../db/with-transaction';
import { AppError, badInput, conflict, notFound } from '../errors';
import { enqueueJobs } from '../jobs/jobs-repo';
import type { Clock } from '../lib/time';
import { ugx } from '../appointments/appointment-errors';
import { CLEARING_ACCOUNT, CURRENCY, DuplicatePostingError, ensureWallet, post, walletAccountId, walletBalance } from '../wallet/ledger';
import { insertTransaction, settleTransaction } from '../wallet/transactions-repo';
import type { AdapterFor } from './create-payments';
import type { CollectionStatus, Provider } from './port';
import {
  checkTopUpNow,
  claimTopUpCheck,
  findTopUp,
  findTopUpByIdempotencyKey,
  insertTopUp,
  listDueTopUps,
  markTopUpRequested,
  scheduleTopUpCheck,
  settleTopUp,
  type TopUpRow,
} from './top-ups-repo';

interface TopUpRequest {
  amount: number;
  phone: string;
  provider: Provider;
  idempotencyKey: string | undefined;
}

export interface TopUpLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface TopUpService {
  start(userId: string, request: TopUpRequest): Promise<TopUp>;
  /** The user's own top-up, checked with the provider first when a check is due. */
  status(userId: string, topUpId: string): Promise<TopUp>;
  /** Checks every pending top-up that is due (the poller's tick; also what resumes after a crash). */
  pollDue(): Promise<number>;
  /** A provider callback named this top-up: check it at the next tick. Answers whether it is pending here. */
  hint(topUpId: string): Promise<boolean>;
}

type Row = TopUpRow;

const PENDING_MESSAGE = 'Approve the payment on your phone: enter your Mobile Money PIN when asked.';
// Checks back off while the payer takes their time; the provider, not us, decides when a request expires.
const CHECK_DELAYS_MS = [3_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000, 120_000, 300_000];
const LEASE_MS = 30_000;

const delayFor = (attempts: number): number => CHECK_DELAYS_MS[Math.min(attempts, CHECK_DELAYS_MS.length - 1)] ?? 300_000;

const methodOf = (provider: Provider) => (provider === 'MTN' ? 'MTN_MOMO' : 'AIRTEL_MONEY');
export const providerName = (provider: Provider) => (provider === 'MTN' ? 'MTN Mobile Money' : 'Airtel Money');

function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message));
}

/** The message to the payer, written in the same transaction as the settlement (one per top-up, ever). */
const notifyJob = (topUpId: string, at: Date) => ({ kind: 'top-up.notify', payload: { topUpId }, runAt: at, dedupeKey: `notify:top-up:${topUpId}` });

export function createTopUpService(deps: { db: Db; now: Clock; adapters: AdapterFor; log: TopUpLog; onSettled?: () => void }): TopUpService {
  const { db, now } = deps;

  const find = (id: string) => findTopUp(db, id);

  const view = async (row: Row): Promise<TopUp> => {
    const base: TopUp = { id: row.id, status: row.status, amount: row.amount, currency: row.currency, provider: row.provider, phone: row.phone };
    if (row.status === 'PENDING') return { ...base, message: PENDING_MESSAGE };
    if (row.status === 'SUCCESS') return { ...base, message: `${ugx(row.amount)} was added to your wallet.`, balance: await walletBalance(db, row.user_id) };
    return { ...base, message: row.message ?? 'The payment did not go through.' };
  };

  /** Takes the top-up for one check (so two pollers, or a poller and a status call, do not both ask). */
  const claim = async (row: Row): Promise<boolean> => {
    const at = now();
    return claimTopUpCheck(db, row, new Date(at.getTime() + LEASE_MS), at);
  };

  const settleFailure = async (row: Row, status: 'FAILED' | 'EXPIRED', message: string): Promise<void> => {
    const at = now();
    await withTransaction(db, async (trx) => {
      if (!(await settleTopUp(trx, row.id, { status, message }, at))) return;
      await settleTransaction(trx, row.transaction_id, { status }, at);
      await enqueueJobs(trx, [notifyJob(row.id, at)], at);
    });
    deps.onSettled?.();
  };

  const settleSuccess = async (row: Row, providerTransactionId: string | null): Promise<void> => {
    const at = now();
    try {
      await withTransaction(db, async (trx) => {
        if (!(await settleTopUp(trx, row.id, { status: 'SUCCESS', providerTransactionId }, at))) return;
        const result = await post(trx, {
          idempotencyKey: `top-up:${row.id}:credit`,
          kind: 'top_up',
          amount: row.amount,
          from: CLEARING_ACCOUNT,
          to: walletAccountId(row.user_id),
          relatedType: 'top_up',
          relatedId: row.id,
          now: at,
        });
        await settleTransaction(trx, row.transaction_id, { status: 'SUCCESS', balanceBefore: result.to.before, balanceAfter: result.to.after, postingId: result.postingId }, at);
        await enqueueJobs(trx, [notifyJob(row.id, at)], at);
      });
      deps.onSettled?.();
    } catch (err) {
      // Already credited by another path: nothing to do (the guarded update makes this unreachable in practice).
      if (!(err instanceof DuplicatePostingError)) throw err;
    }
  };

  const apply = async (row: Row, outcome: CollectionStatus): Promise<void> => {
    if (outcome.status === 'SUCCESS') return settleSuccess(row, outcome.providerTransactionId);
    if (outcome.status === 'FAILED' || outcome.status === 'EXPIRED') return settleFailure(row, outcome.status, outcome.message);
    const at = now();
    await scheduleTopUpCheck(db, row.id, new Date(at.getTime() + delayFor(row.attempts + 1)), at);
  };

  const retryLater = async (row: Row): Promise<void> => {
    const at = now();
    await scheduleTopUpCheck(db, row.id, new Date(at.getTime() + delayFor(row.attempts + 2)), at);
  };

  /** Sends the request (state NEW) or asks for the status (REQUESTED); all network I/O is outside transactions. */
  const advance = async (row: Row): Promise<void> => {
    const adapter = deps.adapters(row.provider);
    if (adapter === undefined) {
      deps.log.error({ topUp: row.id, provider: row.provider }, 'no payments adapter for a pending top-up');
      return retryLater(row);
    }
    try {
      if (row.provider_state === 'NEW') {
        const outcome = await adapter.requestPayment({
          referenceId: row.id,
          amount: row.amount,
          currency: row.currency,
          phone: row.phone,
          payerMessage: `Musawo wallet top-up of ${ugx(row.amount)}`,
        });
        if (outcome.kind === 'refused') return settleFailure(row, 'FAILED', outcome.message);
        const at = now();
        await markTopUpRequested(db, row.id, new Date(at.getTime() + delayFor(0)), at);
        return;
      }
      const outcome = await adapter.checkStatus({ referenceId: row.id, phone: row.phone, amount: row.amount, requestedAt: new Date(row.requested_at ?? row.created_at) });
      await apply(row, outcome);
    } catch (err) {
      deps.log.warn({ err, topUp: row.id, provider: row.provider }, 'mobile money provider call failed; will retry');
      await retryLater(row);
    }
  };

  const checkIfDue = async (row: Row): Promise<void> => {
    if (row.status !== 'PENDING' || Date.parse(row.next_check_at) > now().getTime()) return;
    if (await claim(row)) await advance(row);
  };

  return {
    async start(userId, request) {
      if (request.amount < WALLET_TOP_UP.min) throw badInput(`The smallest top-up is ${ugx(WALLET_TOP_UP.min)}.`, 'amount');
      if (request.amount > WALLET_TOP_UP.max) throw badInput(`The largest top-up is ${ugx(WALLET_TOP_UP.max)}.`, 'amount');
      const phone = normalizePhone(request.phone);
      if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phone');
      if (deps.adapters(request.provider) === undefined) {
        throw new AppError(503, 'PAYMENTS_UNAVAILABLE', `Top-ups with ${providerName(request.provider)} are not available right now. Please try the other provider.`, 'provider');
      }

      const replay = async (): Promise<TopUp | undefined> => {
        if (request.idempotencyKey === undefined) return undefined;
        const existing = await findTopUpByIdempotencyKey(db, userId, request.idempotencyKey);
        if (existing === undefined) return undefined;
        if (existing.amount !== request.amount || existing.phone !== phone || existing.provider !== request.provider) {
          throw conflict('This request was already used for a different top-up. Start a new top-up.', 'idempotencyKey');
        }
        return view(existing);
      };
      const replayed = await replay();
      if (replayed !== undefined) return replayed;

      const at = now();
      await ensureWallet(db, userId, at);
      const id = randomUUID();
      let row: Row;
      try {
        row = await withTransaction(db, async (trx) => {
          const balance = await walletBalance(trx, userId);
          const transactionId = await insertTransaction(trx, {
            userId,
            type: 'credit',
            amount: request.amount,
            currency: CURRENCY,
            status: 'PENDING',
            method: methodOf(request.provider),
            objectType: 'top_up',
            relatedId: id,
            description: `Wallet top-up from ${providerName(request.provider)} ${phone}`,
            balanceBefore: balance,
            balanceAfter: balance,
            postingId: null,
            now: at,
          });
          const values: Row = {
            id,
            user_id: userId,
            transaction_id: transactionId,
            amount: request.amount,
            currency: CURRENCY,
            provider: request.provider,
            phone,
            status: 'PENDING',
            provider_state: 'NEW',
            provider_transaction_id: null,
            message: null,
            idempotency_key: request.idempotencyKey ?? null,
            attempts: 0,
            next_check_at: at.toISOString(),
            requested_at: null,
            completed_at: null,
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
          };
          await insertTopUp(trx, values);
          return values;
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          const again = await replay();
          if (again !== undefined) return again;
        }
        throw err;
      }
      // Straight to the provider so the PIN prompt reaches the phone now; a failure here is retried by the poller.
      if (await claim(row)) await advance({ ...row, next_check_at: new Date(now().getTime() + LEASE_MS).toISOString() });
      return view((await find(id)) ?? row);
    },

    async status(userId, topUpId) {
      const row = await find(topUpId);
      if (row === undefined || row.user_id !== userId) throw notFound('We could not find that top-up.', 'topUpId');
      await checkIfDue(row);
      return view((await find(topUpId)) ?? row);
    },

    async pollDue() {
      const due = await listDueTopUps(db, now(), 20);
      for (const row of due) await checkIfDue(row);
      return due.length;
    },

    async hint(topUpId) {
      return checkTopUpNow(db, topUpId, now());
    },
  };
}
