// What the payer is told once a top-up settles: the money arrived, or it did not and why. Written as a job in
// the settling transaction (one per top-up), sent by the job runner on the person's own channels.
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import { ugx } from '../appointments/appointment-errors';
import { deliverOnce, type Message, sentence } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { providerName } from './top-ups';

export function registerTopUpJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier }): void {
  runner.register('top-up.notify', async (job: ClaimedJob) => {
    const row = await deps.db
      .selectFrom('top_ups as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('transactions as x', 'x.id', 't.transaction_id')
      .select(['t.status', 't.amount', 't.provider', 't.message', 'u.email', 'u.phone_number', 'u.notify_sms', 'u.notify_email', 'x.balance_after'])
      .where('t.id', '=', String(job.payload.topUpId ?? ''))
      .executeTakeFirst();
    if (row === undefined || row.status === 'PENDING') return 'skipped';
    const to = { email: row.email, phone: row.phone_number, sms: row.notify_sms === 1, mail: row.notify_email === 1 };
    const from = providerName(row.provider);
    const message: Message =
      row.status === 'SUCCESS'
        ? {
            to,
            subject: 'Money added to your wallet',
            text: `Musawo: ${ugx(row.amount)} from ${from} was added to your wallet.${row.balance_after === null ? '' : ` Your balance is now ${ugx(row.balance_after)}.`}`,
          }
        : {
            to,
            subject: 'Your top-up did not go through',
            text: `Musawo: your wallet top-up of ${ugx(row.amount)} from ${from} did not go through. ${sentence(row.message ?? 'The payment was not approved')} Nothing was added to your wallet; you can try again.`,
          };
    await deliverOnce(deps.db, deps.notifier, job, [message]);
    return 'done';
  });
}
