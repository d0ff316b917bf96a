// Issue 31 (6): without a code sent to the phone, no answer says whether a phone or an email has an account.
import { describeEngines } from '../../test/engines';
import { signUp, uniqueEmail, uniquePhone } from '../../test/auth-helpers';

describeEngines('account discovery without a code', (h) => {
  const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });

  it('sendOTPRegistration answers the same for a known and an unknown number, in both flows', async () => {
    const known = await signUp(h());
    for (const isLogin of [true, false]) {
      h().clock.advance(31_000);
      const a = await h().call('auth', 'sendOTPRegistration', { phone_number: known.phone, isLogin });
      const b = await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone(), isLogin });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(strip({ ...a.body, requestId: undefined })).toEqual(strip({ ...b.body, requestId: undefined }));
    }
  });

  it('verifyPhoneNumberWeb with a wrong code answers the same for a known and an unknown number', async () => {
    const known = await signUp(h());
    const unknown = uniquePhone();
    for (const isLogin of [true, false]) {
      const a = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: known.phone, verificationCode: '0000', isLogin });
      const b = await h().call('auth', 'verifyPhoneNumberWeb', { phone_number: unknown, verificationCode: '0000', isLogin });
      expect(a.status).toBe(400);
      expect(strip(a.body)).toEqual(strip(b.body));
    }
  });

  it('createAccountWeb asks for the phone code before it says an email is taken', async () => {
    const known = await signUp(h());
    const res = await h().call('auth', 'createAccountWeb', { name: 'Eve', date_of_birth: '1990-01-01', email: known.email, gender: 'female', phoneNumber: uniquePhone(), password: 'Kampala#2026' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PHONE_NOT_VERIFIED');
    const fresh = await h().call('auth', 'createAccountWeb', { name: 'Eve', date_of_birth: '1990-01-01', email: uniqueEmail(), gender: 'female', phoneNumber: known.phone, password: 'Kampala#2026' });
    expect(fresh.body.code).toBe('PHONE_NOT_VERIFIED');
  });
});
