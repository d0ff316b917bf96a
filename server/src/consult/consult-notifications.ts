// "New message from Dr. {name} on Musawo": one SMS, or an email when the person turned SMS off, for a message
// that arrived while they were away from the room (at most one per conversation per 15 minutes, consult-rooms.ts).
// The message itself is never in it: the person reads it in Musawo, signed in.
import { languagePath } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import { deliverOnce } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';
import { findContact } from './consult-repo';

/** "Dr. Sarah Atim" stays as it is; a doctor named without the title gets it. */
export const doctorTitle = (name: string): string => (/^dr\.?\s/i.test(name) ? name : `Dr. ${name}`);

export function registerConsultJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier; publicUrl: string }): void {
  runner.register('consult.notify', async (job: ClaimedJob) => {
    const recipient = await findContact(deps.db, String(job.payload.recipientId ?? ''));
    const sender = await findContact(deps.db, String(job.payload.senderId ?? ''));
    if (recipient === undefined || sender === undefined) return 'skipped';
    const from = sender.userType === 'doctor' ? doctorTitle(sender.name) : sender.name;
    // The room at the recipient's language's own address (ADR 336).
    const link = `${deps.publicUrl}${languagePath(recipient.language, `/consult/${String(job.payload.appointmentId ?? '')}`)}`;
    // In the recipient's language (ADR 016).
    const t = textsIn(recipient.language);
    // One message, on one channel: SMS when the person takes SMS, else email when they take email.
    const to = { email: recipient.email, phone: recipient.phone, sms: recipient.sms, mail: !recipient.sms && recipient.mail };
    await deliverOnce(deps.db, deps.notifier, job, [{ to, subject: t.t('consultMessageSubject', { from }), text: t.t('consultMessage', { from, link }) }]);
    return 'done';
  });
}
