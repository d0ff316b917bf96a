// What an applicant is told (issue 47, ADR 209), by SMS and email in the language they applied in: "Application
// received"; approved, with a link to set their password (the reset-password link of the new account); rejected,
// with the operator's reason. Each is a job enqueued in the transaction of its change (ADR 201).
import { randomUUID } from 'node:crypto';
import { isLanguage } from '@musawo/shared/contracts';
import { PASSWORD_RESET_TTL_MS, signPasswordReset } from '../auth/link-tokens';
import { insertPasswordReset, retireOpenPasswordResets } from '../auth/password-resets';
import type { Db } from '../db/create-db';
import { enqueueJobs } from '../jobs/jobs-repo';
import type { JobRunner } from '../jobs/job-runner';
import type { Keys } from '../lib/secrets';
import { deliverOnce, type Message, sentence } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';

export type ApplicationEvent = 'received' | 'approved' | 'rejected';

export async function enqueueApplicationNotice(db: Db, applicationId: string, event: ApplicationEvent, now: Date): Promise<void> {
  await enqueueJobs(db, [{ kind: 'application.notify', payload: { applicationId, event }, runAt: now, dedupeKey: `application:${applicationId}:${event}` }], now);
}

/** A one-time link for the new doctor to set their password: the reset-password link, the newest one only. */
async function setPasswordLink(deps: { db: Db; keys: Keys; publicUrl: string }, userId: string, now: Date): Promise<string> {
  const jti = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await retireOpenPasswordResets(trx, userId);
    await insertPasswordReset(trx, { jti, userId, now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
  });
  const token = await signPasswordReset(deps.keys, userId, jti, now);
  return `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function registerApplicationJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier; keys: Keys; now: () => Date; publicUrl: string }): void {
  runner.register('application.notify', async (job) => {
    const row = await deps.db
      .selectFrom('doctor_applications')
      .select(['status', 'name', 'email', 'phone_number', 'umdpc_number', 'language', 'reject_reason', 'doctor_id'])
      .where('id', '=', String(job.payload.applicationId ?? ''))
      .executeTakeFirst();
    if (row === undefined) return 'skipped';
    const t = textsIn(isLanguage(row.language) ? row.language : 'en');
    const both = { email: row.email, phone: row.phone_number, sms: true, mail: true };
    let messages: Message[];
    switch (job.payload.event) {
      case 'received':
        messages = [{ to: both, subject: t.t('applicationReceivedSubject'), text: t.t('applicationReceived', { name: row.name, umdpc: row.umdpc_number }) }];
        break;
      case 'approved': {
        if (row.status !== 'approved' || row.doctor_id === null) return 'skipped';
        // A retry after the SMS failed must not retire the link already emailed.
        const emailed = Array.isArray(job.payload.sent) && job.payload.sent.includes('0:email');
        const link = emailed ? '' : await setPasswordLink(deps, row.doctor_id, deps.now());
        messages = [
          { to: { ...both, sms: false }, subject: t.t('applicationApprovedSubject'), text: t.t('applicationApproved', { link }) },
          { to: { ...both, mail: false }, subject: t.t('applicationApprovedSubject'), text: t.t('applicationApprovedSms') },
        ];
        break;
      }
      case 'rejected':
        if (row.status !== 'rejected') return 'skipped';
        messages = [{ to: both, subject: t.t('applicationRejectedSubject'), text: t.t('applicationRejected', { reason: sentence(row.reject_reason ?? '') }) }];
        break;
      default:
        return 'skipped';
    }
    await deliverOnce(deps.db, deps.notifier, job, messages);
    return 'done';
  });
}
