// Development adapter: messages land in a table that GET /api/dev/outbox reads, so a person (or an e2e test)
// can sign up without a phone or a mail server. The table is the only place a code exists in clear.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/create-db';
import type { NotifyAdapter, OutgoingMessage } from './port';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export function createOutboxAdapter(db: Db, now: () => Date): NotifyAdapter {
  return {
    name: 'outbox',
    async send(message: OutgoingMessage) {
      await db
        .insertInto('outbox_messages')
        .values({
          id: randomUUID(),
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? null,
          body: message.text,
          created_at: now().toISOString(),
        })
        .execute();
    },
  };
}

/** Newest first. `to` is matched exactly (E.164 phone or lower-case email). */
export async function readOutbox(db: Db, to: string | undefined, limit = 50): Promise<OutboxEntry[]> {
  let q = db.selectFrom('outbox_messages').select(['channel', 'recipient', 'subject', 'body', 'created_at']);
  if (to !== undefined) q = q.where('recipient', '=', to);
  // ISO-8601 UTC text sorts chronologically on both engines.
  const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((r) => ({ channel: r.channel, to: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at }));
}
