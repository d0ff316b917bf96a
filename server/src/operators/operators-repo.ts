// Operators (ADR 107): their accounts, the idle clock of their sign-ins, and the activity record of what they did.
// The activity record is append-only: this module has no update or delete of it, and nothing else writes it.
import { randomUUID } from 'node:crypto';
import type { OperatorAction } from '@musawo/shared/contracts';
import { emailField } from '@musawo/shared/rpc-inputs';
import { normalizeEmail } from '../auth/account-rules';
import type { PasswordHasher } from '../auth/passwords';
import { findUserByEmail, insertUser } from '../auth/users-repo';
import type { Db } from '../db/create-db';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { randomToken } from '../lib/secrets';
import { MINUTE } from '../lib/time';

/** An operator's sign-in ends after this long without a request. */
export const OPERATOR_IDLE_MS = 30 * MINUTE;
export const OPERATOR_IDLE_MESSAGE = 'You were signed out after 30 minutes without activity. Please sign in again.';

export type AddOperatorOutcome = { status: 'added'; id: string } | { status: 'already-operator'; id: string } | { status: 'other-account' } | { status: 'invalid-email' };

/**
 * Creates an operator account for `email` (the operator command; no sign-up can do this). Its password is random and
 * never shown: the person sets their own with "Forgot password", then signs in with it and an emailed code. An
 * email that belongs to a patient or a doctor is refused: an operator is an account of its own. Without a phone
 * number the account's phone is a unique placeholder that is not a number (operators' codes go by email).
 */
export async function addOperator(db: Db, passwords: PasswordHasher, input: { email: string; name?: string; phone?: string }, now: Date): Promise<AddOperatorOutcome> {
  if (!emailField.safeParse(input.email).success) return { status: 'invalid-email' };
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(db, email);
  if (existing !== undefined) return existing.userType === 'operator' ? { status: 'already-operator', id: existing.id } : { status: 'other-account' };
  const passwordHash = await passwords.hash(randomToken(32));
  const id = await insertUser(
    db,
    {
      userType: 'operator',
      name: input.name ?? email.slice(0, email.indexOf('@')),
      email,
      phone: input.phone ?? `operator:${randomUUID()}`,
      passwordHash,
      dateOfBirth: null,
      gender: null,
      emailVerifiedAt: now.toISOString(),
    },
    now,
  );
  return { status: 'added', id };
}

/** Starts the idle clock of a new operator sign-in. */
export async function openOperatorSession(db: Db, userId: string, familyId: string, now: Date): Promise<void> {
  await db.insertInto('operator_sessions').values({ family_id: familyId, user_id: userId, last_seen_at: now.toISOString(), created_at: now.toISOString() }).execute();
}

/**
 * Records a request of an operator's sign-in; false when the sign-in has been idle for 30 minutes or more (or has
 * no idle clock), so the caller ends it. One guarded update: the idle check and the touch cannot interleave.
 */
export async function touchOperatorSession(db: Db, familyId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - OPERATOR_IDLE_MS).toISOString();
  const touched = await db.updateTable('operator_sessions').set({ last_seen_at: now.toISOString() }).where('family_id', '=', familyId).where('last_seen_at', '>', since).executeTakeFirst();
  return Number(touched.numUpdatedRows) === 1;
}

/** Whether an operator's sign-in has been idle for 30 minutes or more (a refresh does not count as activity). */
export async function isOperatorSessionIdle(db: Db, familyId: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('operator_sessions').select('last_seen_at').where('family_id', '=', familyId).executeTakeFirst();
  return row === undefined || Date.parse(row.last_seen_at) <= now.getTime() - OPERATOR_IDLE_MS;
}

export interface NewOperatorAction {
  operatorId: string;
  action: string;
  subjectType?: string;
  subjectId?: string;
  reason?: string;
}

/** Adds one entry to the activity record. Pass the transaction that does the action, so both happen or neither. */
export async function recordOperatorAction(db: Db, entry: NewOperatorAction, now: Date): Promise<void> {
  await db
    .insertInto('operator_actions')
    .values({
      id: randomUUID(),
      operator_id: entry.operatorId,
      action: entry.action,
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId ?? null,
      reason: entry.reason ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The activity record, newest first, a page at a time (keyset on created_at, id). */
export async function listOperatorActions(db: Db, options: { cursor?: string; limit: number }): Promise<{ results: OperatorAction[]; nextCursor: string | null }> {
  let q = db
    .selectFrom('operator_actions as a')
    .innerJoin('users as u', 'u.id', 'a.operator_id')
    .select(['a.id', 'u.name', 'a.action', 'a.subject_type', 'a.subject_id', 'a.reason', 'a.created_at'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(options.limit + 1);
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  if (after !== undefined) q = q.where((eb) => eb.or([eb('a.created_at', '<', after.createdAt), eb.and([eb('a.created_at', '=', after.createdAt), eb('a.id', '<', after.id)])]));
  const rows = await q.execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    results: page.map((r) => ({ id: r.id, operatorName: r.name, action: r.action, subjectType: r.subject_type, subjectId: r.subject_id, reason: r.reason, createdAt: r.created_at })),
    nextCursor: rows.length > options.limit && last !== undefined ? encodeCursor(last.created_at, last.id) : null,
  };
}
