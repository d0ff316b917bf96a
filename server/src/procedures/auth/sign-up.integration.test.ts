import { describeEngines } from '../../../test/engines';
import { latestCode, PASSWORD, signUp, uniqueEmail, uniquePhone, verifyPhoneForSignUp } from '../../../test/auth-helpers';
import { OTP_MAX_ATTEMPTS } from '../../auth/one-time-codes';

const account = (phone: string, email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Brian Ssemakula',
  date_of_birth: '1992-11-02',
  email,
  gender: 'male' as const,
  phoneNumber: phone,
  password: PASSWORD,
  ...extra,
});

describeEngines('sign-up: phone OTP then account', (h) => {
  it('texts a 4-digit code to a local or international number, stored only as a hash', async () => {
    const phone = uniquePhone();
    const res = await h().ok('auth', 'sendOTPRegistration', { phone_number: `0${phone.slice(4)}` });
    expect(res).toMatchObject({ success: true, message: 'OTP Sent' });
    expect(res.requestId).toEqual(expect.any(String));
    const [sms] = await h().outbox(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const stored = await h().db.selectFrom('otp_codes').select('code_hash').where('target', '=', phone).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toHaveLength(64);
  });

  it('refuses a number that is not a mobile number', async () => {
    for (const phone_number of ['+256 41 4 123456', '12345678']) {
      const res = await h().call('auth', 'sendOTPRegistration', { phone_number });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'phone_number', message: 'Please enter a valid mobile phone number' });
    }
    // Too short for the shared schema: the same words, prefixed with the field.
    const short = await h().call('auth', 'sendOTPRegistration', { phone_number: '+2567' });
    expect(short.body).toMatchObject({ field: 'phone_number', message: 'Please enter a valid phone number' });
  });

  it('makes the person wait 30 seconds before another code, then retires the old one', async () => {
    const phone = uniquePhone();
    await h().ok('auth', 'sendOTPRegistration', { phone_number: phone });
    const first = await latestCode(h(), phone);
    const again = await h().call('auth', 'sendOTPRegistration', { phone_number: phone });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    expect(again.headers['retry-after']).toBeDefined();
    h().clock.advance(31_000);
    await h().ok('auth', 'sendOTPRegistration', { phone_number: phone });
    const second = await latestCode(h(), phone);
    if (first !== second) {
      const old = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: first });
      expect(old.body.message).toBe('Invalid OTP');
    }
    await h().ok('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: second });
  });

  it('limits codes per phone to 5 an hour', async () => {
    const phone = uniquePhone();
    const ip = '41.210.9.9';
    for (let i = 0; i < 5; i++) {
      await h().ok('auth', 'sendOTPRegistration', { phone_number: phone }, { ip });
      h().clock.advance(31_000);
    }
    const sixth = await h().call('auth', 'sendOTPRegistration', { phone_number: phone }, { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^This number has been sent several codes already\. Please wait \d+ minutes and try again\.$/) });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(55 * 60);
  });
  // The per-address ceiling (and loopback counted like any address): security/shared-address.integration.test.ts.

  it('answers "Invalid OTP" to a wrong code and locks the code after 5 wrong tries', async () => {
    const phone = uniquePhone();
    await h().ok('auth', 'sendOTPRegistration', { phone_number: phone });
    const right = await latestCode(h(), phone);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'verificationCode' });
    }
    const locked = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: right });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong codes. Please request a new OTP.' });
  });

  it('refuses an expired code and a used one', async () => {
    const phone = uniquePhone();
    await h().ok('auth', 'sendOTPRegistration', { phone_number: phone });
    const code = await latestCode(h(), phone);
    h().clock.advance(5 * 60_000 + 1);
    const expired = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: code });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'OTP_EXPIRED', message: 'This code has expired. Please request a new one.' });

    await h().ok('auth', 'sendOTPRegistration', { phone_number: phone });
    const fresh = await latestCode(h(), phone);
    const ok = await h().ok('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: fresh });
    expect(ok).toMatchObject({ success: true, message: 'Phone number verified', results: { id: expect.any(String) as unknown } });
    const reused = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: fresh });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This code has already been used. Please request a new one.');
  });

  it('answers "Invalid OTP" when no code was ever sent', async () => {
    const res = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: uniquePhone(), verificationCode: '1234' });
    expect(res.body).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP' });
  });

  it('creates a patient account after the phone is verified, signed in and with the email unverified', async () => {
    const { user, tokens, phone, email } = await signUp(h(), { name: 'Aisha Nakato' });
    expect(user).toMatchObject({ name: 'Aisha Nakato', email, phone_number: phone, userType: 'patient', isEmailVerified: false, gender: 'female', date_of_birth: '1990-05-20', currency: 'UGX' });
    expect(tokens.access.token.split('.')).toHaveLength(3);
    expect(tokens.refresh.token.length).toBeGreaterThan(30);
    const profile = await h().ok('auth', 'getUserProfile', {}, { token: tokens.access.token });
    expect(profile.result.id).toBe(user.id);
    const row = await h().db.selectFrom('users').select(['password_hash', 'phone_verified_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.phone_verified_at).not.toBeNull();
    // A verification email with a link and a code went out.
    const [mail] = await h().outbox(email);
    expect(mail?.subject).toBe('Verify your email address');
  });

  it('refuses to create an account for a phone that was not verified', async () => {
    const res = await h().call('auth', 'createAccountWeb', account(uniquePhone(), uniqueEmail()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phoneNumber' });
  });

  it('refuses a verification older than 30 minutes, and one verification cannot make two accounts', async () => {
    const phone = uniquePhone();
    await verifyPhoneForSignUp(h(), phone);
    h().clock.advance(31 * 60_000);
    expect((await h().call('auth', 'createAccountWeb', account(phone, uniqueEmail()))).body.code).toBe('PHONE_NOT_VERIFIED');

    const phone2 = uniquePhone();
    await verifyPhoneForSignUp(h(), phone2);
    await h().ok('auth', 'createAccountWeb', account(phone2, uniqueEmail()));
    const second = await h().call('auth', 'createAccountWeb', account(phone2, uniqueEmail()));
    expect(second.body.code).toBe('PHONE_NOT_VERIFIED');
  });

  it('answers 409 for a phone or an email that already has an account', async () => {
    const existing = await signUp(h());
    const phone = uniquePhone();
    await verifyPhoneForSignUp(h(), phone);
    const dupEmail = await h().call('auth', 'createAccountWeb', account(phone, existing.email.toUpperCase()));
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toMatchObject({ code: 'CONFLICT', field: 'email', message: 'An account with this email already exists. Please sign in or use another email.' });

    // A taken phone never gets a verification to sign up with (the verify step answers 409 and spends the code).
    const dupPhone = await h().call('auth', 'createAccountWeb', account(existing.phone, uniqueEmail()));
    expect(dupPhone.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phoneNumber' });
    // The verify step tells a sign-up that the number is taken, once the code proved the number is theirs.
    await h().ok('auth', 'sendOTPRegistration', { phone_number: existing.phone, isLogin: false });
    const verify = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: existing.phone, verificationCode: await latestCode(h(), existing.phone) });
    expect(verify.status).toBe(409);
  });

  it('refuses people under 18 and impossible dates of birth', async () => {
    const phone = uniquePhone();
    await verifyPhoneForSignUp(h(), phone);
    const today = h().clock();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const young = await h().call('auth', 'createAccountWeb', account(phone, uniqueEmail(), { date_of_birth: seventeen }));
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({ code: 'UNDER_AGE', field: 'date_of_birth', message: 'You must be at least 18 years old to use Musawo.' });
    for (const date_of_birth of ['1990-02-30', '1850-01-01', '2999-01-01', '20-01-1990']) {
      const res = await h().call('auth', 'createAccountWeb', account(phone, uniqueEmail(), { date_of_birth }));
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('date_of_birth');
    }
  });

  it('refuses a password shorter than 8 characters with the spec wording', async () => {
    const phone = uniquePhone();
    await verifyPhoneForSignUp(h(), phone);
    const res = await h().call('auth', 'createAccountWeb', account(phone, uniqueEmail(), { password: 'abc123' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'password', message: 'Password must be at least 8 characters long' });
  });

  it('in the phone sign-in flow, the number must belong to an account', async () => {
    const unknown = uniquePhone();
    // Said only once the code proved the number is the caller's (issue 31.6).
    await h().ok('auth', 'sendOTPRegistration', { phone_number: unknown, isLogin: true });
    const verify = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: unknown, verificationCode: await latestCode(h(), unknown), isLogin: true });
    expect(verify.status).toBe(404);

    const { user, phone } = await signUp(h());
    await h().ok('auth', 'sendOTPRegistration', { phone_number: phone, isLogin: true });
    const ok = await h().ok('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: await latestCode(h(), phone), isLogin: true, device: { deviceId: 'd-1' } });
    expect(ok).toMatchObject({ success: true, message: 'Phone number verified. Please enter your password to login.', results: { id: user.id } });
  });
});

describeEngines(
  'sign-up when the SMS gateway is down',
  (h) => {
    it('answers 502 "Failed to send OTP" and lets the person retry at once', async () => {
      const phone = uniquePhone();
      const res = await h().call('auth', 'sendOTPRegistration', { phone_number: phone });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'UPSTREAM_FAILED', message: 'Failed to send OTP. Please try again.' });
      const again = await h().call('auth', 'sendOTPRegistration', { phone_number: phone });
      expect(again.status).toBe(502);
    });
  },
  {
    env: { NOTIFY_TRANSPORT: 'sms', AT_USERNAME: 'sandbox', AT_API_KEY: 'test-key' },
    app: { fetch: () => Promise.resolve({ ok: false, status: 503, text: () => Promise.resolve('down') }) },
  },
);
