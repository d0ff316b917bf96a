// Sending the messages of one job so that a retry never repeats what already went out. Each (message,
// channel) delivery is recorded in the job's payload as soon as it succeeds; when another delivery of the same
// job fails and the job runs again, only the deliveries not yet recorded are sent. (A crash between a send
// and its record can still repeat that one send: ADR 201's at-least-once.)
import type { Db } from '../db/create-db';
import { saveJobPayload } from '../jobs/jobs-repo';
import type { ClaimedJob } from '../jobs/jobs-repo';
import type { Notifier } from './port';

export interface Recipient {
  email: string;
  phone: string;
  /** The person's own choices (notify_sms / notify_email), read when sending. */
  sms: boolean;
  mail: boolean;
}

export interface Message {
  to: Recipient;
  subject: string;
  text: string;
  /** Added to the SMS copy only: a reply hint ("Reply C to confirm...") means nothing in an e-mail. */
  smsOnly?: string;
}

/** Ends a sentence once: "Feeling better." stays, "Feeling better" gets its full stop (never ".."). */
export function sentence(text: string): string {
  const t = text.trim().replace(/\.{2,}$/, '.');
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

export async function deliverOnce(db: Db, notifier: Notifier, job: ClaimedJob, messages: readonly Message[]): Promise<void> {
  const recorded = Array.isArray(job.payload.sent) ? job.payload.sent.filter((k): k is string => typeof k === 'string') : [];
  const sent = new Set(recorded);
  let failure: unknown;
  for (const [i, m] of messages.entries()) {
    const deliveries = [
      ...(m.to.sms ? [{ key: `${i}:sms`, send: () => notifier.send({ channel: 'sms', to: m.to.phone, text: m.smsOnly === undefined ? m.text : `${m.text} ${m.smsOnly}` }) }] : []),
      ...(m.to.mail ? [{ key: `${i}:email`, send: () => notifier.send({ channel: 'email', to: m.to.email, subject: m.subject, text: m.text }) }] : []),
    ];
    for (const d of deliveries) {
      if (sent.has(d.key)) continue;
      try {
        await d.send();
      } catch (err) {
        failure ??= err;
        continue;
      }
      sent.add(d.key);
      job.payload.sent = [...sent];
      await saveJobPayload(db, job.id, job.payload);
    }
  }
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
}
