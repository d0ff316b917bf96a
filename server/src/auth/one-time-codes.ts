// 4-digit one-time codes (spec §9) for phones (SMS) and emails. Stored as an HMAC, valid 5 minutes,
// 5 wrong tries kill a code, and a new code for the same target needs a 30-second pause.
// Only the newest code of a target counts: asking again silently retires the previous one.
import { randomInt, randomUUID } from 'node:crypto';
import { OTP_LENGTH } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { AppError } from '../errors';
import { hmacHex, type Keys, safeEqualHex } from '../lib/secrets';
import { MINUTE, SECOND } from '../lib/time';

const OTP_TTL_MS = 5 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
const OTP_RESEND_COOLDOWN_MS = 30 * SECOND;
/** How long a verified phone may wait before the account is created with it. */
const OTP_VERIFIED_VALID_MS = 30 * MINUTE;

export type CodeChannel = 'sms' | 'email';

const codeHash = (keys: Keys, target: string, code: string) => hmacHex(keys.get('one-time-code'), `${target}:${code}`);

const generateCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Throws 429 while the newest code of `target` is younger than the cooldown (checked before any allowance is counted). */
export async function checkResendPause(db: Db, target: string, channel: CodeChannel, now: Date): Promise<void> {
  const latest = await db.selectFrom('otp_codes').select('created_at').where('target', '=', target).where('channel', '=', channel).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (latest !== undefined) {
    const wait = Date.parse(latest.created_at) + OTP_RESEND_COOLDOWN_MS - now.getTime();
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new AppError(429, 'RATE_LIMITED', `Please wait ${seconds} seconds before requesting another code.`, undefined, seconds);
    }
  }
}

/** Creates a code for `target`, or throws 429 while the previous one is younger than the cooldown. */
export async function issueCode(db: Db, keys: Keys, target: string, channel: CodeChannel, now: Date): Promise<{ id: string; code: string }> {
  await checkResendPause(db, target, channel, now);
  const code = generateCode();
  const id = randomUUID();
  await db
    .insertInto('otp_codes')
    .values({
      id,
      target,
      channel,
      code_hash: codeHash(keys, target, code),
      attempts: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      verified_at: null,
      consumed_at: null,
    })
    .execute();
  return { id, code };
}

/** Removes a code that could not be delivered, so the person can ask again at once. */
export async function discardCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('otp_codes').where('id', '=', id).execute();
}

export const invalidOtp = (field: string) => new AppError(400, 'INVALID_OTP', 'Invalid OTP', field);

/** Checks `code` against the newest code of `target`; marks it verified and returns its id. */
export async function verifyCode(db: Db, keys: Keys, target: string, channel: CodeChannel, code: string, now: Date, field: string): Promise<string> {
  const row = await db.selectFrom('otp_codes').selectAll().where('target', '=', target).where('channel', '=', channel).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (row === undefined) throw invalidOtp(field);
  // A used or expired code is named as such only to whoever presents it: to anyone else it is just a wrong code,
  // so the answer does not tell that the number was sent a code (and so probably has an account).
  const presentedRight = safeEqualHex(row.code_hash, codeHash(keys, target, code));
  if (row.verified_at !== null || row.consumed_at !== null) {
    if (presentedRight) throw new AppError(400, 'INVALID_OTP', 'This code has already been used. Please request a new one.', field);
    throw invalidOtp(field);
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please request a new OTP.', field);
  if (Date.parse(row.expires_at) <= now.getTime()) throw presentedRight ? new AppError(400, 'OTP_EXPIRED', 'This code has expired. Please request a new one.', field) : invalidOtp(field);

  if (!presentedRight) {
    // Guarded so concurrent guesses cannot exceed the allowance.
    const counted = await db.updateTable('otp_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).where('attempts', '<', OTP_MAX_ATTEMPTS).executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please request a new OTP.', field);
    throw invalidOtp(field);
  }
  const marked = await db
    .updateTable('otp_codes')
    .set({ verified_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('verified_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw new AppError(400, 'INVALID_OTP', 'This code has already been used. Please request a new one.', field);
  return row.id;
}

/** The newest verified, unconsumed code of a phone verified within the last 30 minutes. */
export async function findRecentVerification(db: Db, target: string, channel: CodeChannel, now: Date): Promise<string | undefined> {
  const since = new Date(now.getTime() - OTP_VERIFIED_VALID_MS).toISOString();
  const row = await db
    .selectFrom('otp_codes')
    .select('id')
    .where('target', '=', target)
    .where('channel', '=', channel)
    .where('verified_at', '>=', since)
    .where('consumed_at', 'is', null)
    .orderBy('verified_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Spends a verification; false when someone else already did (two sign-ups racing with one code). */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const res = await db.updateTable('otp_codes').set({ consumed_at: now.toISOString() }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
