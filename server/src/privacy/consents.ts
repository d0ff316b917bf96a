// Consents (issue 49, ADR 111): which version of the privacy notice and terms a person accepted and when, and
// their marketing choice, kept as a history that is never updated. Reminders and service messages follow
// notify_sms / notify_email; marketing messages follow notify_marketing alone, off until the person turns it on.
import { randomUUID } from 'node:crypto';
import { type ConsentState, TERMS_VERSION } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { withTransaction } from '../db/with-transaction';

type Channel = 'sign-up' | 'sign-in' | 'settings' | 'ussd';

export async function recordTermsAccepted(db: Db, userId: string, version: string, channel: Channel, now: Date): Promise<void> {
  await db.insertInto('consents').values({ id: randomUUID(), user_id: userId, kind: 'terms', version, channel, created_at: now.toISOString() }).execute();
}

/** The version of the terms the person last accepted, or undefined. */
async function lastAccepted(db: Db, userId: string): Promise<{ version: string; at: string } | undefined> {
  const row = await db
    .selectFrom('consents')
    .select(['version', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'terms')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : { version: row.version, at: row.created_at };
}

/** The terms' version to ask this person to accept at sign-in, or undefined when they accepted the one in force. */
export async function termsToAccept(db: Db, userId: string): Promise<string | undefined> {
  const last = await lastAccepted(db, userId);
  return last?.version === TERMS_VERSION ? undefined : TERMS_VERSION;
}

export async function consentState(db: Db, userId: string): Promise<ConsentState> {
  const [last, user] = await Promise.all([lastAccepted(db, userId), db.selectFrom('users').select('notify_marketing').where('id', '=', userId).executeTakeFirst()]);
  return { acceptedVersion: last?.version ?? null, acceptedAt: last?.at ?? null, currentVersion: TERMS_VERSION, marketing: user?.notify_marketing === 1 };
}

/** Turns marketing messages on or off, and keeps the choice in the history, together. */
export async function setMarketing(db: Db, userId: string, on: boolean, now: Date): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ notify_marketing: on ? 1 : 0, updated_at: now.toISOString() }).where('id', '=', userId).execute();
    await trx.insertInto('consents').values({ id: randomUUID(), user_id: userId, kind: 'marketing', version: on ? 'on' : 'off', channel: 'settings', created_at: now.toISOString() }).execute();
  });
}
