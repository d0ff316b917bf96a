// What a moderation tells people (issue 47, ADR 208), sent by the job runner after the action committed: the doctor
// that they are suspended (with the operator's reason) or reinstated, or that their renewed licence is recorded (ADR 209); a reviewer that their review is hidden, and why.
// Each job reads the row afresh, so a suspension lifted before the message went out is not announced.
import { isLanguage } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import { deliverOnce, type Message, sentence } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';

const person = (u: { email: string; phone_number: string; notify_sms: number; notify_email: number; language: string }) => ({
  to: { email: u.email, phone: u.phone_number, sms: u.notify_sms === 1, mail: u.notify_email === 1 },
  t: textsIn(isLanguage(u.language) ? u.language : 'en'),
});

async function doctorMessage(db: Db, doctorId: string, event: 'suspended' | 'reinstated' | 'licence-renewed'): Promise<Message | undefined> {
  const row = await db
    .selectFrom('doctor_profiles as dp')
    .innerJoin('users as u', 'u.id', 'dp.user_id')
    .select(['dp.suspended_at', 'dp.suspension_reason', 'dp.licence_expires_on', 'dp.unlisted_reason', 'u.email', 'u.phone_number', 'u.notify_sms', 'u.notify_email', 'u.language'])
    .where('dp.user_id', '=', doctorId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { to, t } = person(row);
  if (event === 'licence-renewed') {
    const listed = row.suspended_at === null && row.unlisted_reason === null;
    return { to, subject: t.t('licenceRenewedSubject'), text: t.t('licenceRenewed', { date: row.licence_expires_on ?? '', listed: listed ? t.t('licenceRenewedListed') : '' }) };
  }
  if ((event === 'suspended') !== (row.suspended_at !== null)) return undefined;
  return event === 'suspended'
    ? { to, subject: t.t('doctorSuspendedSubject'), text: t.t('doctorSuspended', { reason: sentence(row.suspension_reason ?? t.t('notGiven')) }) }
    : { to, subject: t.t('doctorReinstatedSubject'), text: t.t('doctorReinstated') };
}

async function reviewerMessage(db: Db, reviewId: string): Promise<Message | undefined> {
  const row = await db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.patient_id')
    .innerJoin('users as d', 'd.id', 'r.doctor_id')
    .select(['r.hidden_at', 'r.hidden_reason', 'd.name as doctor', 'u.email', 'u.phone_number', 'u.notify_sms', 'u.notify_email', 'u.language'])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  if (row === undefined || row.hidden_at === null) return undefined;
  const { to, t } = person(row);
  return { to, subject: t.t('reviewHiddenSubject'), text: t.t('reviewHidden', { doctor: row.doctor, reason: sentence(row.hidden_reason ?? t.t('notGiven')) }) };
}

export function registerModerationJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier }): void {
  runner.register('moderation.notify', async (job: ClaimedJob) => {
    const event = String(job.payload.event ?? '');
    const id = String(job.payload.subjectId ?? '');
    const message = event === 'review-hidden' ? await reviewerMessage(deps.db, id) : event === 'suspended' || event === 'reinstated' || event === 'licence-renewed' ? await doctorMessage(deps.db, id, event) : undefined;
    if (message === undefined) return 'skipped';
    await deliverOnce(deps.db, deps.notifier, job, [message]);
    return 'done';
  });
}
