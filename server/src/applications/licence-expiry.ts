// Practising licences that end (issue 47, ADR 209): a doctor is warned 30 and 7 days before their licence's last
// day, each warning once, and hidden from patients the day after it. Runs on the job runner's tick, at most once
// every 10 minutes per process; what it changes is guarded (a warning recorded on the profile, a job with a key of
// its own), so two processes running it at once send each message once.
import { isLanguage, kampalaDate, SUPPORT_EMAIL } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { enqueueJobs } from '../jobs/jobs-repo';
import type { JobRunner } from '../jobs/job-runner';
import { DAY, MINUTE } from '../lib/time';
import { deliverOnce } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';

const WARNINGS = [30, 7] as const;
const EVERY_MS = 10 * MINUTE;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** Warns and hides as of `now`; answers what it did (for the tests and the log). */
export async function runLicenceExpiry(db: Db, now: Date): Promise<{ warned: number; hidden: number }> {
  const today = kampalaDate(now);
  const jobs: { doctorId: string; expiresOn: string; event: string }[] = [];

  // Hidden: the licence's last day is past. Not listed again until the licence is renewed.
  const expired = await db.selectFrom('doctor_profiles').select(['user_id', 'licence_expires_on']).where('licence_expires_on', '<', today).where((eb) => eb.or([eb('unlisted_reason', 'is', null), eb('unlisted_reason', '<>', 'licence-expired')])).execute();
  for (const d of expired) {
    const res = await db.updateTable('doctor_profiles').set({ unlisted_reason: 'licence-expired', updated_at: now.toISOString() }).where('user_id', '=', d.user_id).where('licence_expires_on', '=', d.licence_expires_on).where((eb) => eb.or([eb('unlisted_reason', 'is', null), eb('unlisted_reason', '<>', 'licence-expired')])).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1 && d.licence_expires_on !== null) jobs.push({ doctorId: d.user_id, expiresOn: d.licence_expires_on, event: 'expired' });
  }

  // Warned: the nearest warning due and not yet sent (a doctor first seen 5 days before gets only the 7-day one).
  let warned = 0;
  for (const days of WARNINGS) {
    const last = kampalaDate(now.getTime() + days * DAY);
    const due = await db.selectFrom('doctor_profiles').select(['user_id', 'licence_expires_on']).where('licence_expires_on', '>=', today).where('licence_expires_on', '<=', last).where((eb) => eb.or([eb('licence_warned_days', 'is', null), eb('licence_warned_days', '>', days)])).execute();
    for (const d of due) {
      if (d.licence_expires_on === null) continue;
      // Guarded by the date read: a licence renewed meanwhile is not warned about its old date.
      // Only the smallest warning that applies: the 30-day pass leaves a doctor 7 days away to the 7-day one.
      if (days === 30 && d.licence_expires_on <= kampalaDate(now.getTime() + 7 * DAY)) continue;
      const res = await db.updateTable('doctor_profiles').set({ licence_warned_days: days }).where('user_id', '=', d.user_id).where('licence_expires_on', '=', d.licence_expires_on).where((eb) => eb.or([eb('licence_warned_days', 'is', null), eb('licence_warned_days', '>', days)])).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) continue;
      warned += 1;
      jobs.push({ doctorId: d.user_id, expiresOn: d.licence_expires_on, event: `warn-${days}` });
    }
  }
  await enqueueJobs(db, jobs.map((j) => ({ kind: 'licence.notify', payload: { doctorId: j.doctorId, event: j.event, expiresOn: j.expiresOn }, runAt: now, dedupeKey: `licence:${j.doctorId}:${j.expiresOn}:${j.event}` })), now);
  return { warned, hidden: expired.length };
}

export function registerLicenceExpiry(runner: JobRunner, deps: { db: Db; notifier: Notifier; now: () => Date }): void {
  let lastRun = 0;
  runner.onTick('licence-expiry', async () => {
    const now = deps.now();
    if (now.getTime() - lastRun < EVERY_MS) return;
    lastRun = now.getTime();
    await runLicenceExpiry(deps.db, now);
  });
  runner.register('licence.notify', async (job) => {
    const row = await deps.db.selectFrom('users').select(['email', 'phone_number', 'notify_sms', 'notify_email', 'language']).where('id', '=', String(job.payload.doctorId ?? '')).executeTakeFirst();
    if (row === undefined) return 'skipped';
    const t = textsIn(isLanguage(row.language) ? row.language : 'en');
    const to = { email: row.email, phone: row.phone_number, sms: row.notify_sms === 1, mail: row.notify_email === 1 };
    const date = String(job.payload.expiresOn ?? '');
    const message =
      job.payload.event === 'expired'
        ? { to, subject: t.t('licenceExpiredSubject'), text: t.t('licenceExpired', { date, email: SUPPORT_EMAIL }) }
        : (() => {
            const days = daysBetween(kampalaDate(deps.now()), date);
            return { to, subject: t.t('licenceWarningSubject', { days }), text: t.t('licenceWarning', { date, days, email: SUPPORT_EMAIL }) };
          })();
    await deliverOnce(deps.db, deps.notifier, job, [message]);
    return 'done';
  });
}
