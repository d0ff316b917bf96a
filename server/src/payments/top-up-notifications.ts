// What the payer is told once a top-up settles: the money arrived, or it did not and why. Written as a job in
// the settling transaction (one per top-up), sent by the job runner on the person's own channels.
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import { ugx } from '../appointments/appointment-errors';
import { deliverOnce, type Message, sentence } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';
import { isLanguage } from '@musawo/shared/contracts';
import { providerName } from './top-ups';

export function registerTopUpJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier }): void {
  runner.register('top-up.notify', async (job: ClaimedJob) => {
    const row = await deps.db
      .selectFrom('top_ups as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('transactions as x', 'x.id', 't.transaction_id')
      .select(['t.status', 't.amount', 't.provider', 't.message', 'u.email', 'u.phone_number', 'u.notify_sms', 'u.notify_email', 'u.language', 'x.balance_after'])
      .where('t.id', '=', String(job.payload.topUpId ?? ''))
      .executeTakeFirst();
    if (row === undefined || row.status === 'PENDING') return 'skipped';
    const to = { email: row.email, phone: row.phone_number, sms: row.notify_sms === 1, mail: row.notify_email === 1 };
    const provider = providerName(row.provider);
    // In the payer's language (ADR 016); the provider's own reason for a failure comes as the provider wrote it.
    const lang = isLanguage(row.language) ? row.language : 'en';
    const t = textsIn(lang);
    const amount = ugx(row.amount, lang);
    const message: Message =
      row.status === 'SUCCESS'
        ? {
            to,
            subject: t.t('topUpDoneSubject'),
            text: t.t('topUpDone', { amount, provider, balance: row.balance_after === null ? 'none' : ugx(row.balance_after, lang) }),
          }
        : {
            to,
            subject: t.t('topUpFailedSubject'),
            text: t.t('topUpFailed', { amount, provider, reason: sentence(row.message ?? t.t('topUpNotApproved')) }),
          };
    await deliverOnce(deps.db, deps.notifier, job, [message]);
    return 'done';
  });
}
