import { catalogue, type RpcDef } from '@musawo/shared/contracts';
import { createDoctor, latestCode, PASSWORD, signUp, uniqueEmail, uniquePhone, verifyPhoneForSignUp } from '../../../test/auth-helpers';
import { describeEngines } from '../../../test/engines';
import { createOperator, signInOperator } from '../../../test/operator-helpers';
import { addOperator, OPERATOR_IDLE_MS } from '../../operators/operators-repo';

/** Every action of the catalogue that only operators may call (payouts' operator actions included). */
const operatorActions = (): Array<[string, string]> =>
  Object.entries(catalogue as unknown as Record<string, Record<string, RpcDef>>).flatMap(([service, actions]) =>
    Object.entries(actions)
      .filter(([, def]) => def.auth === 'operator')
      .map(([action]): [string, string] => [service, action]),
  );

describeEngines('operators: the role, its sign-in and its guard', (h) => {
  it('refuses every operator action to a patient and to a doctor with 403, before reading the input', async () => {
    const actions = operatorActions();
    expect(actions.length).toBeGreaterThan(0);
    const patient = await signUp(h());
    const doctor = await createDoctor(h());
    const doctorTokens = await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: doctor.password });
    for (const token of [patient.tokens.access.token, doctorTokens.tokens?.access.token ?? '']) {
      for (const [service, action] of actions) {
        const res = await h().call(service, action, {}, { token });
        expect({ service, action, status: res.status, code: res.body.code }).toEqual({ service, action, status: 403, code: 'FORBIDDEN' });
      }
    }
  });

  it('signs an operator in with the password and then the emailed code, every time; the code comes in the operator’s email', async () => {
    const operator = await createOperator(h());
    const first = await h().ok('operator', 'signIn', { email: operator.email, password: operator.password });
    expect(first).toMatchObject({ success: true, codeSent: true });
    expect(first.tokens).toBeUndefined();
    const [mail] = await h().outbox(operator.email);
    expect(mail?.subject).toBe('Your Musawo operator sign-in code');

    const sent = await latestCode(h(), operator.email);
    const wrong = await h().call('operator', 'signIn', { email: operator.email, password: operator.password, code: sent === '0000' ? '1111' : '0000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'INVALID_OTP', field: 'code' } });
    // The right code with a wrong password signs nobody in.
    const noPassword = await h().call('operator', 'signIn', { email: operator.email, password: 'Wrong#2026', code: sent });
    expect(noPassword).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    h().clock.advance(31_000);

    const tokens = await signInOperator(h(), operator);
    const activity = await h().ok('operator', 'activity', {}, { token: tokens.access.token });
    expect(activity.results[0]).toMatchObject({ operatorName: 'Sarah Operator', action: 'sign-in', reason: null });

    // A used code does not sign in again: the next sign-in needs a new one.
    const code = await latestCode(h(), operator.email);
    const again = await h().call('operator', 'signIn', { email: operator.email, password: operator.password, code });
    expect(again).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } });
  });

  it('answers a wrong password, an unknown email, and a patient’s or a doctor’s right password alike: 401 Invalid credentials', async () => {
    const operator = await createOperator(h());
    const patient = await signUp(h());
    const doctor = await createDoctor(h());
    for (const input of [
      { email: operator.email, password: 'Wrong#2026' },
      { email: 'nobody@example.ug', password: PASSWORD },
      { email: patient.email, password: PASSWORD },
      { email: doctor.email, password: PASSWORD },
    ]) {
      const res = await h().call('operator', 'signIn', input);
      expect(res).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    }
    expect(await h().outbox(patient.email)).toEqual(expect.not.arrayContaining([expect.objectContaining({ subject: 'Your Musawo operator sign-in code' })]));
  });

  it('refuses an operator on the ordinary sign-in (no sign-in without a code)', async () => {
    const operator = await createOperator(h());
    const res = await h().call('auth', 'login', { emailOrPhone: operator.email, password: operator.password });
    expect(res).toMatchObject({ status: 403, body: { code: 'OPERATOR_SIGN_IN' } });
    expect(await h().db.selectFrom('refresh_tokens').select('id').where('user_id', '=', operator.id).execute()).toEqual([]);
  });

  it('ends an operator’s sign-in after 30 minutes without a request; each request restarts the clock; a refresh cannot reopen it', async () => {
    const operator = await createOperator(h());
    const tokens = await signInOperator(h(), operator);
    h().clock.advance(OPERATOR_IDLE_MS - 60_000);
    const refreshed = await h().ok('auth', 'refreshTokens', { refreshToken: tokens.refresh.token });
    await h().ok('operator', 'activity', {}, { token: refreshed.tokens.access.token });
    h().clock.advance(OPERATOR_IDLE_MS - 60_000);
    const refreshedAgain = await h().ok('auth', 'refreshTokens', { refreshToken: refreshed.tokens.refresh.token });
    await h().ok('operator', 'activity', {}, { token: refreshedAgain.tokens.access.token });

    h().clock.advance(OPERATOR_IDLE_MS);
    const late = await h().call('auth', 'refreshTokens', { refreshToken: refreshedAgain.tokens.refresh.token });
    expect(late).toMatchObject({ status: 401, body: { message: 'You were signed out after 30 minutes without activity. Please sign in again.' } });
    const fresh = await h().call('auth', 'refreshTokens', { refreshToken: refreshedAgain.tokens.refresh.token });
    expect(fresh.status).toBe(401);
  });

  it('answers 401 to an idle operator’s still-valid access token and ends the sign-in', async () => {
    const operator = await createOperator(h());
    const tokens = await signInOperator(h(), operator);
    // Access tokens live 15 minutes, less than the idle limit: the sign-in's last request is put back 30 minutes so
    // the check is seen to hold on a token that has not expired.
    await h().db.updateTable('operator_sessions').set({ last_seen_at: new Date(h().clock().getTime() - OPERATOR_IDLE_MS - 1).toISOString() }).where('user_id', '=', operator.id).execute();
    const res = await h().call('operator', 'activity', {}, { token: tokens.access.token });
    expect(res).toMatchObject({ status: 401, body: { message: 'You were signed out after 30 minutes without activity. Please sign in again.' } });
    const open = await h().db.selectFrom('refresh_tokens').select('id').where('user_id', '=', operator.id).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);
  });

  it('lets no sign-up make an operator: a userType in the sign-up is ignored', async () => {
    const phone = uniquePhone();
    const email = uniqueEmail();
    await verifyPhoneForSignUp(h(), phone);
    const res = await h().ok('auth', 'createAccountWeb', { name: 'Eve Mallory', date_of_birth: '1990-05-20', email, gender: 'female', phoneNumber: phone, password: PASSWORD, userType: 'operator', user_type: 'operator' } as never);
    expect(res.results?.userType).toBe('patient');
    const row = await h().db.selectFrom('users').select('user_type').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.user_type).toBe('patient');
  });

  it('adds an operator once (the operator command), and refuses a patient’s email and a malformed one', async () => {
    const email = uniqueEmail('ops');
    const services = h().app.services;
    const added = await addOperator(h().db, services.passwords, { email: email.toUpperCase(), name: 'Okot Operator' }, h().clock());
    expect(added.status).toBe('added');
    expect(await addOperator(h().db, services.passwords, { email }, h().clock())).toEqual({ status: 'already-operator', id: added.status === 'added' ? added.id : '' });
    const patient = await signUp(h());
    expect(await addOperator(h().db, services.passwords, { email: patient.email }, h().clock())).toEqual({ status: 'other-account' });
    expect(await addOperator(h().db, services.passwords, { email: 'not-an-email' }, h().clock())).toEqual({ status: 'invalid-email' });
    const row = await h().db.selectFrom('users').select(['user_type', 'email']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 'operator', email });
  });

  it('keeps the activity record newest first, a page at a time', async () => {
    const operator = await createOperator(h());
    let tokens = await signInOperator(h(), operator);
    for (let i = 0; i < 2; i++) tokens = await signInOperator(h(), operator);
    const first = await h().ok('operator', 'activity', { limit: 2 }, { token: tokens.access.token });
    expect(first.results).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await h().ok('operator', 'activity', { limit: 100, cursor: first.nextCursor ?? '' }, { token: tokens.access.token });
    const all = [...first.results, ...rest.results];
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    const times = all.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
