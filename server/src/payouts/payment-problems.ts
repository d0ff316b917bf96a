// The operators' Payments view (issue 47): top-ups and payouts that did not simply succeed — failed, expired,
// still pending or waiting for approval — with the provider's reference (our id, which the provider holds as its
// X-Reference-Id / transaction id, and the provider's own transaction id when it gave one).
import type { PaymentProblem } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';

const LIMIT = 200;

export async function listPaymentProblems(db: Db): Promise<PaymentProblem[]> {
  const [topUps, payouts] = await Promise.all([
    db
      .selectFrom('top_ups as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.status', 't.amount', 't.currency', 't.provider', 't.phone', 't.provider_transaction_id', 't.message', 't.created_at', 't.updated_at', 'u.name'])
      .where('t.status', 'in', ['PENDING', 'FAILED', 'EXPIRED'])
      .orderBy('t.created_at', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('payouts as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.status', 'p.amount', 'p.currency', 'p.provider', 'p.phone', 'p.provider_transaction_id', 'p.message', 'p.created_at', 'p.updated_at', 'u.name'])
      .where('p.status', 'in', ['PENDING', 'AWAITING_APPROVAL', 'FAILED', 'EXPIRED', 'DECLINED'])
      .orderBy('p.created_at', 'desc')
      .limit(LIMIT)
      .execute(),
  ]);
  const rows: PaymentProblem[] = [
    ...topUps.map((r) => ({ kind: 'top_up' as const, ...common(r) })),
    ...payouts.map((r) => ({ kind: 'payout' as const, ...common(r) })),
  ];
  rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return rows.slice(0, LIMIT);
}

export async function findPaymentProblem(db: Db, kind: PaymentProblem['kind'], id: string): Promise<PaymentProblem | undefined> {
  const cols = ['x.id', 'x.status', 'x.amount', 'x.currency', 'x.provider', 'x.phone', 'x.provider_transaction_id', 'x.message', 'x.created_at', 'x.updated_at', 'u.name'] as const;
  const row =
    kind === 'top_up'
      ? await db.selectFrom('top_ups as x').innerJoin('users as u', 'u.id', 'x.user_id').select(cols).where('x.id', '=', id).executeTakeFirst()
      : await db.selectFrom('payouts as x').innerJoin('users as u', 'u.id', 'x.user_id').select(cols).where('x.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : { kind, ...common(row) };
}

function common(r: { id: string; status: string; amount: number; currency: string; provider: 'MTN' | 'AIRTEL'; phone: string; provider_transaction_id: string | null; message: string | null; created_at: string; updated_at: string; name: string }) {
  return {
    id: r.id,
    status: r.status,
    amount: Number(r.amount),
    currency: r.currency,
    provider: r.provider,
    phone: r.phone,
    userName: r.name,
    reference: r.id,
    providerReference: r.provider_transaction_id,
    message: r.message,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
