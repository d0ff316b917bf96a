// USSD sessions in the database (issue 48, ADR 204), so any process answers the next screen. A session lives 180 s
// after its last screen (the gateway's own limit is shorter); the server's clock decides, so tests can move it.
import type { Db } from '../db/create-db';
import { SECOND } from '../lib/time';

const SESSION_TTL_MS = 180 * SECOND;

interface UssdSession {
  sessionId: string;
  phone: string;
  lastText: string;
  lastAnswer: string;
  state: string;
  expired: boolean;
}

export async function findSession(db: Db, sessionId: string, now: Date): Promise<UssdSession | undefined> {
  const row = await db.selectFrom('ussd_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
  if (row === undefined) return undefined;
  return { sessionId, phone: row.phone_number, lastText: row.last_text, lastAnswer: row.last_answer, state: row.state, expired: row.expires_at <= now.toISOString() };
}

/** Starts a session; false when the id is already taken (a concurrent first request won). */
export async function insertSession(db: Db, s: { sessionId: string; phone: string; text: string; answer: string; state: string }, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto('ussd_sessions')
    .values({ session_id: s.sessionId, phone_number: s.phone, last_text: s.text, last_answer: s.answer, state: s.state, expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(), created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .returning('session_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Moves a session from `fromText` to `text`; false when another request moved it first (the caller re-reads). */
export async function advanceSession(db: Db, sessionId: string, fromText: string, s: { text: string; answer: string; state: string }, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .updateTable('ussd_sessions')
    .set({ last_text: s.text, last_answer: s.answer, state: s.state, expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(), updated_at: at })
    .where('session_id', '=', sessionId)
    .where('last_text', '=', fromText)
    .where('expires_at', '>', at)
    .returning('session_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets sessions that expired before `now` (the app's periodic tick). */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('ussd_sessions').where('expires_at', '<=', now.toISOString()).execute();
}
