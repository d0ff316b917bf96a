// What the doctor is told once a withdrawal settles (issue 47, ADR 206): sent, or not sent and back in the wallet
// with the reason (the provider's, or the operator's when declined). Written as a job in the settling transaction
// (one per payout), sent by the job runner on the doctor's own channels, in their language.
import { isLanguage } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import { ugx } from '../appointments/appointment-errors';
import { deliverOnce, type Message, sentence } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';
import { providerName } from '../payments/top-ups';

export const payoutNotifyJob = (payoutId: string, at: Date) => ({ kind: 'payout.notify', payload: { payoutId }, runAt: at, dedupeKey: `notify:payout:${payoutId}` });

export function registerPayoutJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier }): void {
  runner.register('payout.notify', async (job: ClaimedJob) => {
    const row = await deps.db
      .selectFrom('payouts as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.status', 'p.amount', 'p.provider', 'p.phone', 'p.message', 'u.email', 'u.phone_number', 'u.notify_sms', 'u.notify_email', 'u.language'])
      .where('p.id', '=', String(job.payload.payoutId ?? ''))
      .executeTakeFirst();
    if (row === undefined || row.status === 'PENDING' || row.status === 'AWAITING_APPROVAL') return 'skipped';
    const to = { email: row.email, phone: row.phone_number, sms: row.notify_sms === 1, mail: row.notify_email === 1 };
    const lang = isLanguage(row.language) ? row.language : 'en';
    const t = textsIn(lang);
    const values = { amount: ugx(Number(row.amount), lang), provider: providerName(row.provider), phone: row.phone };
    const message: Message =
      row.status === 'SUCCESS'
        ? { to, subject: t.t('payoutPaidSubject'), text: t.t('payoutPaid', values) }
        : { to, subject: t.t('payoutReturnedSubject'), text: t.t('payoutReturned', { ...values, reason: sentence(row.message ?? '') }) };
    await deliverOnce(deps.db, deps.notifier, job, [message]);
    return 'done';
  });
}
