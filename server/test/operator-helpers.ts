// Operators in tests (ADR 107): one made the way the operator command makes it, with a known password, signed in
// with the password and the emailed code.
import type { Tokens } from '@musawo/shared/contracts';
import { setPasswordHash } from '../src/auth/users-repo';
import { addOperator } from '../src/operators/operators-repo';
import { latestCode, PASSWORD, uniqueEmail } from './auth-helpers';
import type { Harness } from './engines';

export async function createOperator(h: Harness): Promise<{ id: string; email: string; password: string }> {
  const email = uniqueEmail('operator');
  const added = await addOperator(h.db, h.app.services.passwords, { email, name: 'Sarah Operator' }, h.clock());
  if (added.status !== 'added') throw new Error(`operator not added: ${added.status}`);
  await setPasswordHash(h.db, added.id, await h.app.services.passwords.hash(PASSWORD), h.clock());
  return { id: added.id, email, password: PASSWORD };
}

export async function signInOperator(h: Harness, operator: { email: string; password: string }): Promise<Tokens> {
  await h.ok('operator', 'signIn', { email: operator.email, password: operator.password });
  const res = await h.ok('operator', 'signIn', { email: operator.email, password: operator.password, code: await latestCode(h, operator.email) });
  // The next code for this operator must not hit the resend pause.
  h.clock.advance(31_000);
  if (res.tokens === undefined) throw new Error('operator/signIn answered no tokens');
  return res.tokens;
}

/** A new operator, signed in: their account and an access token. */
export async function signedInOperator(h: Harness): Promise<{ id: string; email: string; password: string; token: string }> {
  const op = await createOperator(h);
  const tokens = await signInOperator(h, op);
  return { ...op, token: tokens.access.token };
}
