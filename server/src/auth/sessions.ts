// Sign-in sessions: a short-lived access JWT plus an opaque refresh token that rotates on every use.
// Each sign-in starts a token "family"; presenting an already-spent refresh token means it was copied, so the
// whole family is revoked and both the thief and the victim must sign in again.
import { randomUUID } from 'node:crypto';
import type { Device, Tokens, UserType } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { AppError } from '../errors';
import { randomToken, sha256Hex } from '../lib/secrets';
import { DAY } from '../lib/time';
import type { AppServices } from '../rpc/procedure';
import { signAccessToken } from './access-token';

const REFRESH_TOKEN_TTL_MS = 30 * DAY;

const sessionEnded = (code = 'INVALID_REFRESH_TOKEN') => new AppError(401, code, 'Your session has ended. Please sign in again.');

interface SessionOwner {
  id: string;
  userType: UserType;
}

async function mint(services: AppServices, db: Db, owner: SessionOwner, familyId: string, device: Device | undefined): Promise<Tokens> {
  const now = services.now();
  const refresh = randomToken(32);
  const expires = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: owner.id,
      family_id: familyId,
      token_hash: sha256Hex(refresh),
      device_id: device?.deviceId.slice(0, 200) ?? null,
      device_name: device?.deviceName?.slice(0, 200) ?? null,
      device_type: device?.deviceType?.slice(0, 100) ?? null,
      device_os: device?.deviceOS?.slice(0, 100) ?? null,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      used_at: null,
      revoked_at: null,
    })
    .execute();
  const access = await signAccessToken(services.keys, { userId: owner.id, userType: owner.userType, sessionId: familyId }, now);
  return { access, refresh: { token: refresh, expires: expires.toISOString() } };
}

/** A new sign-in: a new family. */
export function startSession(services: AppServices, owner: SessionOwner, device?: Device): Promise<Tokens> {
  return mint(services, services.db, owner, randomUUID(), device);
}

/** A new sign-in, and its family's id (an operator's sign-in keeps an idle clock by it, ADR 107). */
export async function startSessionFamily(services: AppServices, owner: SessionOwner, device?: Device): Promise<{ tokens: Tokens; sessionId: string }> {
  const sessionId = randomUUID();
  return { tokens: await mint(services, services.db, owner, sessionId, device), sessionId };
}

/** Ends one sign-in (its refresh-token family). */
export async function endSessionFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await revokeFamily(db, familyId, now);
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user, or every session but one (a password change keeps the caller signed in). */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptFamily?: string): Promise<void> {
  let q = db.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptFamily !== undefined) q = q.where('family_id', '!=', exceptFamily);
  await q.execute();
}

/** Spends `refreshToken` and returns the next pair of the same family. */
export async function rotateSession(services: AppServices, refreshToken: string, lookupUser: (id: string) => Promise<SessionOwner | undefined>): Promise<{ tokens: Tokens; userId: string; sessionId: string }> {
  const { db } = services;
  const now = services.now();
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256Hex(refreshToken)).executeTakeFirst();
  if (row === undefined || row.revoked_at !== null) throw sessionEnded();
  if (row.used_at !== null) {
    await revokeFamily(db, row.family_id, now);
    throw sessionEnded('REFRESH_TOKEN_REUSED');
  }
  if (Date.parse(row.expires_at) <= now.getTime()) throw sessionEnded();
  const owner = await lookupUser(row.user_id);
  if (owner === undefined) throw sessionEnded();

  const device: Device | undefined =
    row.device_id === null
      ? undefined
      : { deviceId: row.device_id, ...(row.device_name === null ? {} : { deviceName: row.device_name }), ...(row.device_type === null ? {} : { deviceType: row.device_type }), ...(row.device_os === null ? {} : { deviceOS: row.device_os }) };

  const tokens = await db.transaction().execute(async (trx) => {
    // Guarded: of two concurrent uses of one token, exactly one wins; the other is treated as reuse.
    const spent = await trx.updateTable('refresh_tokens').set({ used_at: now.toISOString() }).where('id', '=', row.id).where('used_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return undefined;
    return mint(services, trx, owner, row.family_id, device);
  });
  if (tokens === undefined) {
    await revokeFamily(db, row.family_id, now);
    throw sessionEnded('REFRESH_TOKEN_REUSED');
  }
  return { tokens, userId: owner.id, sessionId: row.family_id };
}

/** Logout: ends the family the token belongs to. Unknown tokens are ignored (logging out twice is fine). */
export async function endSession(db: Db, refreshToken: string, now: Date): Promise<void> {
  if (refreshToken === '') return;
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', sha256Hex(refreshToken)).executeTakeFirst();
  if (row !== undefined) await revokeFamily(db, row.family_id, now);
}

/** The account's role, whether the sign-in session (a refresh-token family) is still open, and the token cut-off: one round trip. */
export async function findSessionState(db: Db, userId: string, sessionId: string): Promise<{ userType: UserType; live: boolean; tokensValidAfter: string | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['user_type', 'tokens_valid_after'])
    .select((eb) => eb.exists(eb.selectFrom('refresh_tokens').select('id').where('family_id', '=', sessionId).where('user_id', '=', userId).where('revoked_at', 'is', null)).as('live'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { userType: row.user_type, live: Boolean(row.live), tokensValidAfter: row.tokens_valid_after };
}
