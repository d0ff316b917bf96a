// Money that arrived from outside without a top-up request behind it (the demo wallet's opening balance):
// still a real posting from the mobile-money clearing account, so the ledger sums to zero like any other.
import { withTransaction } from '../db/with-transaction';
import type { Db } from '../db/create-db';
import { CLEARING_ACCOUNT, CURRENCY, ensureWallet, post, walletAccountId } from './ledger';
import { insertTransaction, type PaymentMethod } from './transactions-repo';

export interface Deposit {
  userId: string;
  amount: number;
  method: PaymentMethod;
  description: string;
  /** Unique forever, like every posting key. */
  idempotencyKey: string;
  now: Date;
}

export async function recordDeposit(db: Db, deposit: Deposit): Promise<void> {
  await ensureWallet(db, deposit.userId, deposit.now);
  await withTransaction(db, async (trx) => {
    const result = await post(trx, {
      idempotencyKey: deposit.idempotencyKey,
      kind: 'opening_balance',
      amount: deposit.amount,
      from: CLEARING_ACCOUNT,
      to: walletAccountId(deposit.userId),
      relatedType: null,
      relatedId: null,
      now: deposit.now,
    });
    await insertTransaction(trx, {
      userId: deposit.userId,
      type: 'credit',
      amount: deposit.amount,
      currency: CURRENCY,
      status: 'SUCCESS',
      method: deposit.method,
      objectType: null,
      relatedId: null,
      description: deposit.description,
      balanceBefore: result.to.before,
      balanceAfter: result.to.after,
      postingId: result.postingId,
      now: deposit.now,
    });
  });
}
