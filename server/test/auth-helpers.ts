// Builders for auth tests: unique identities and the full sign-up dance through the public API.
import type { Tokens, UserProfile } from '@musawo/shared/contracts';
import type { Harness } from './engines';

let counter = 0;
const runTag = Math.floor(Math.random() * 900 + 100);

/** A valid, unused Ugandan mobile number (+25670 followed by 7 digits). */
export function uniquePhone(): string {
  counter += 1;
  return `+25670${String(runTag).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${runTag}.${counter}@example.ug`;
}

export const PASSWORD = 'Kampala#2026';

/** The newest 4-digit code sent to `to`. */
export async function latestCode(h: Harness, to: string): Promise<string> {
  await h.app.services.background.idle();
  const [message] = await h.outbox(to);
  const code = /\bcode\b\D*(\d{4})\b/.exec(message?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** The newest link to `path` (e.g. /reset-password) mailed to `to`. */
export async function latestLink(h: Harness, to: string, path: string): Promise<URL> {
  await h.app.services.background.idle();
  for (const message of await h.outbox(to)) {
    const match = new RegExp(`(https?://\\S+${path}\\?token=[^\\s]+)`).exec(message.body);
    if (match?.[1] !== undefined) return new URL(match[1]);
  }
  throw new Error(`no ${path} link was mailed to ${to}`);
}

export async function verifyPhoneForSignUp(h: Harness, phone: string): Promise<void> {
  await h.ok('auth', 'sendOTPRegistration', { phone_number: phone });
  await h.ok('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: await latestCode(h, phone) });
  // The next code for this phone must not hit the resend pause.
  h.clock.advance(31_000);
}

export interface SignedUp {
  user: UserProfile;
  tokens: Tokens;
  phone: string;
  email: string;
  password: string;
}

export async function signUp(h: Harness, overrides: { name?: string; date_of_birth?: string } = {}): Promise<SignedUp> {
  const phone = uniquePhone();
  const email = uniqueEmail();
  await verifyPhoneForSignUp(h, phone);
  const res = await h.ok('auth', 'createAccountWeb', {
    name: overrides.name ?? 'Aisha Nakato',
    date_of_birth: overrides.date_of_birth ?? '1990-05-20',
    email,
    gender: 'female',
    phoneNumber: phone,
    password: PASSWORD,
  });
  if (res.results === undefined || res.tokens === undefined) throw new Error('createAccountWeb answered without a user or tokens');
  await h.app.services.background.idle();
  return { user: res.results, tokens: res.tokens, phone, email, password: PASSWORD };
}

/** A doctor account straight in the database (doctors do not sign up through the web form). */
export async function createDoctor(h: Harness): Promise<{ id: string; email: string; phone: string; password: string }> {
  const { insertUser } = await import('../src/auth/users-repo');
  const email = uniqueEmail('doctor');
  const phone = uniquePhone();
  const id = await insertUser(
    h.db,
    { userType: 'doctor', name: 'Dr. Peter Mugisha', email, phone, passwordHash: await h.app.services.passwords.hash(PASSWORD), dateOfBirth: '1980-01-01', gender: 'male' },
    h.clock(),
  );
  return { id, email, phone, password: PASSWORD };
}
