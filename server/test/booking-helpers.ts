// Builders for appointment and wallet tests: doctors with a fee and a week, funded patients, future dates.
import { randomUUID } from 'node:crypto';
import { kampalaDate, WEEK_DAYS } from '@musawo/shared/contracts';
import { insertUser } from '../src/auth/users-repo';
import { checkLedger } from '../src/wallet/ledger';
import { recordDeposit } from '../src/wallet/deposits';
import { joinTopUpPhone } from '../src/payments/top-up-phones';
import { PASSWORD, uniqueEmail, uniquePhone } from './auth-helpers';
import type { Harness } from './engines';

export interface Actor {
  id: string;
  token: string;
  email: string;
  phone: string;
  name: string;
}

async function login(h: Harness, email: string): Promise<string> {
  const res = await h.ok('auth', 'login', { emailOrPhone: email, password: PASSWORD });
  const token = res.tokens?.access.token;
  if (token === undefined) throw new Error(`could not sign in ${email}`);
  return token;
}

let hash: string | undefined;
async function passwordHash(h: Harness): Promise<string> {
  hash ??= await h.app.services.passwords.hash(PASSWORD);
  return hash;
}

/** A doctor with a profile, a fee and the same slots every day of the week (default 08:00-20:00). */
export async function createBookableDoctor(h: Harness, options: { fee?: number; slots?: { start: string; end: string }[]; name?: string } = {}): Promise<Actor> {
  const email = uniqueEmail('doctor');
  const phone = uniquePhone();
  const name = options.name ?? 'Dr. Sarah Atim';
  const now = h.clock();
  const at = now.toISOString();
  const id = await insertUser(h.db, { userType: 'doctor', name, email, phone, passwordHash: await passwordHash(h), dateOfBirth: '1980-01-01', gender: 'female', emailVerifiedAt: at, phoneVerifiedAt: at }, now);
  await h.db.insertInto('doctor_profiles').values({ user_id: id, specialty_name: 'General Practice', city: 'Kampala', consultation_fee: options.fee ?? 50_000, experience_years: 5, languages: '["English"]', created_at: at, updated_at: at }).execute();
  const slots = (options.slots ?? [{ start: '08:00', end: '20:00' }]).map((s) => ({ id: randomUUID(), ...s }));
  await h.db
    .insertInto('doctor_availability')
    .values(WEEK_DAYS.map((day) => ({ id: randomUUID(), doctor_id: id, day, slots: JSON.stringify(slots), created_at: at, updated_at: at })))
    .execute();
  return { id, token: await login(h, email), email, phone, name };
}

/** A signed-in patient whose wallet holds `balance` UGX (a real deposit posting). */
export async function createPatient(h: Harness, balance = 0, options: { name?: string } = {}): Promise<Actor> {
  const email = uniqueEmail('patient');
  const phone = uniquePhone();
  const name = options.name ?? 'Aisha Nakato';
  const now = h.clock();
  const at = now.toISOString();
  const id = await insertUser(h.db, { userType: 'patient', name, email, phone, passwordHash: await passwordHash(h), dateOfBirth: '1990-05-20', gender: 'female', emailVerifiedAt: at, phoneVerifiedAt: at }, now);
  if (balance > 0) await recordDeposit(h.db, { userId: id, amount: balance, method: 'MTN_MOMO', description: 'Test deposit', idempotencyKey: `test:${id}:deposit`, now });
  // Later rows sort after the deposit (newest-first lists break ties by id, which is random).
  h.clock.advance(1);
  return { id, token: await login(h, email), email, phone, name };
}

/** A Kampala date `days` ahead of the harness clock (yyyy-MM-dd). */
export const dateAhead = (h: Harness, days: number): string => kampalaDate(h.clock().getTime() + days * 24 * 60 * 60_000);

export async function expectLedgerBalanced(h: Harness): Promise<void> {
  const check = await checkLedger(h.db);
  expect(check).toEqual({ balances: 0, entries: 0, drifted: [] });
}

export async function balanceOf(h: Harness, who: Actor): Promise<number> {
  const res = await h.ok('Wallet', 'viewWalletBalance', {}, { token: who.token });
  return res.results.balance;
}

export const as = (who: Actor) => ({ token: who.token });

/** Lets `who` top up from `phones` as if the code texted to each had been entered (for tests about the top-up itself). */
export async function joinTopUpNumbers(h: Harness, who: Pick<Actor, 'id'>, ...phones: string[]): Promise<void> {
  for (const phone of phones) await joinTopUpPhone(h.db, who.id, phone, h.clock());
}
