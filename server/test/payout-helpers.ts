// Builders for payout tests: a doctor whose wallet holds earnings from completed consultations, written through
// the same ledger postings as a real booking and completion (patient -> escrow -> doctor), so the ledger sums
// to zero and Earnings reads them like any others.
import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/create-db';
import { withTransaction } from '../src/db/with-transaction';
import { ESCROW_ACCOUNT, ensureWallet, post, walletAccountId } from '../src/wallet/ledger';
import { recordDeposit } from '../src/wallet/deposits';
import { insertTransaction } from '../src/wallet/transactions-repo';

/** `count` completed consultations of `fee` each, paid to the doctor's wallet. */
export async function giveEarnings(db: Db, doctorId: string, patientId: string, fee: number, count: number, now: Date): Promise<void> {
  await recordDeposit(db, { userId: patientId, amount: fee * count, method: 'MTN_MOMO', description: 'Test deposit', idempotencyKey: `test:${randomUUID()}`, now });
  await ensureWallet(db, doctorId, now);
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const startsAt = new Date(now.getTime() - (i + 1) * 86_400_000);
    const at = now.toISOString();
    await withTransaction(db, async (trx) => {
      await trx
        .insertInto('appointments')
        .values({
          id, patient_id: patientId, doctor_id: doctorId, status: 'COMPLETED', local_date: startsAt.toISOString().slice(0, 10), local_time: '09:00',
          starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 30 * 60_000).toISOString(), note: 'Check-up', fee, currency: 'UGX',
          accept_instructions: null, reject_reason: null, cancellation_reason: null, idempotency_key: null, created_at: at, updated_at: at,
        })
        .execute();
      await post(trx, { idempotencyKey: `appointment:${id}:charge`, kind: 'appointment_charge', amount: fee, from: walletAccountId(patientId), to: ESCROW_ACCOUNT, relatedType: 'appointment', relatedId: id, now });
      const paid = await post(trx, { idempotencyKey: `appointment:${id}:payout`, kind: 'doctor_payout', amount: fee, from: ESCROW_ACCOUNT, to: walletAccountId(doctorId), relatedType: 'appointment', relatedId: id, now });
      await insertTransaction(trx, {
        userId: doctorId, type: 'credit', amount: fee, currency: 'UGX', status: 'SUCCESS', method: 'WALLET', objectType: 'appointment', relatedId: id,
        description: 'Consultation fee', balanceBefore: paid.to.before, balanceAfter: paid.to.after, postingId: paid.postingId, now,
      });
    });
  }
}
