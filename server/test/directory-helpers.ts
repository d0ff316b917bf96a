// Seeds the demo directory into a test database and signs in its demo accounts.
import type { Harness } from './engines';
import { DEMO_DOCTOR, DEMO_PATIENT, seedDemoDataIfEmpty } from '../src/seed/demo-data';

export async function seedDirectoryForTest(h: Harness): Promise<void> {
  await seedDemoDataIfEmpty({ db: h.db, now: h.clock, passwords: h.app.services.passwords, log: { info: () => undefined } });
}

export async function signIn(h: Harness, emailOrPhone: string, password: string): Promise<{ token: string; id: string }> {
  const res = await h.ok('auth', 'login', { emailOrPhone, password });
  if (res.tokens === undefined || res.user === undefined) throw new Error(`could not sign in ${emailOrPhone}`);
  return { token: res.tokens.access.token, id: res.user.id };
}

export const signInDemoDoctor = (h: Harness) => signIn(h, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
export const signInDemoPatient = (h: Harness) => signIn(h, DEMO_PATIENT.email, DEMO_PATIENT.password);
