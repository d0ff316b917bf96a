// The USSD PIN of an account (issue 48, ADR 204): 4 digits, hashed like a password. Five wrong in a row lock USSD
// actions for 30 minutes. Every count and the lock are guarded UPDATEs, so concurrent guesses cannot slip past.
import type { Db } from '../db/create-db';
import type { PasswordHasher } from '../auth/passwords';
import { MINUTE } from '../lib/time';

const PIN_ATTEMPTS = 5;
const PIN_LOCK_MS = 30 * MINUTE;
export const PIN_PATTERN = /^\d{4}$/;

export async function setPin(db: Db, passwords: PasswordHasher, userId: string, pin: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const pinHash = await passwords.hash(pin);
  await db
    .insertInto('ussd_pins')
    .values({ user_id: userId, pin_hash: pinHash, failures: 0, locked_until: null, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash: pinHash, failures: 0, locked_until: null, updated_at: at }))
    .execute();
}

export async function hasPin(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('ussd_pins').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function isLocked(db: Db, userId: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('ussd_pins').select('locked_until').where('user_id', '=', userId).executeTakeFirst();
  return row?.locked_until !== null && row?.locked_until !== undefined && row.locked_until > now.toISOString();
}

/** `locked` is answered to the attempt that locked the account (it alone tells the owner) and to every later one. */
type PinCheck = { ok: true } | { ok: false; left: number } | { ok: false; locked: true; justLocked: boolean };

export async function checkPin(db: Db, passwords: PasswordHasher, userId: string, pin: string, now: Date): Promise<PinCheck> {
  const at = now.toISOString();
  const row = await db.selectFrom('ussd_pins').select(['pin_hash', 'locked_until']).where('user_id', '=', userId).executeTakeFirst();
  if (row === undefined) return { ok: false, left: 0 };
  if (row.locked_until !== null && row.locked_until > at) return { ok: false, locked: true, justLocked: false };
  const unlocked = (q: ReturnType<typeof base>) => q.where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]));
  const base = () => db.updateTable('ussd_pins').where('user_id', '=', userId);
  if (PIN_PATTERN.test(pin) && (await passwords.verify(row.pin_hash, pin))) {
    // Success counts only while unlocked: a lock set by a concurrent wrong guess wins.
    const reset = await unlocked(base().set({ failures: 0, locked_until: null, updated_at: at })).returning('user_id').executeTakeFirst();
    return reset === undefined ? { ok: false, locked: true, justLocked: false } : { ok: true };
  }
  const counted = await unlocked(base().set((eb) => ({ failures: eb('failures', '+', 1), updated_at: at }))).returning('failures').executeTakeFirst();
  if (counted === undefined) return { ok: false, locked: true, justLocked: false };
  if (counted.failures < PIN_ATTEMPTS) return { ok: false, left: PIN_ATTEMPTS - counted.failures };
  // Only one of several concurrent fifth guesses sets the lock (and so sends the one SMS).
  const until = new Date(now.getTime() + PIN_LOCK_MS).toISOString();
  const lockedNow = await unlocked(base().set({ failures: 0, locked_until: until, updated_at: at }).where('failures', '>=', PIN_ATTEMPTS)).returning('user_id').executeTakeFirst();
  return { ok: false, locked: true, justLocked: lockedNow !== undefined };
}
