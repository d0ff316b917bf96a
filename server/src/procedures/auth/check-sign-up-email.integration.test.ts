import { describeEngines } from '../../../test/engines';
import { signUp, uniqueEmail, uniquePhone, verifyPhoneForSignUp } from '../../../test/auth-helpers';

describeEngines('sign-up: the email is checked at the contact step (issue 32)', (h) => {
  it('says an email is taken before the password step, once the phone is verified, and spends nothing', async () => {
    const existing = await signUp(h());
    const phone = uniquePhone();
    await verifyPhoneForSignUp(h(), phone);
    const taken = await h().call('auth', 'checkSignUpEmail', { phoneNumber: phone, email: existing.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'email', message: 'An account with this email already exists. Please sign in or use another email.' });
    const email = uniqueEmail();
    expect(await h().ok('auth', 'checkSignUpEmail', { phoneNumber: phone, email })).toMatchObject({ success: true });
    // The verification is still there for the account itself.
    await h().ok('auth', 'createAccountWeb', { name: 'Brian Ssemakula', date_of_birth: '1992-11-02', email, gender: 'male', phoneNumber: phone, password: 'Kampala#2026' });
  });

  it('answers nothing about an email to someone whose phone is not verified (issue 31)', async () => {
    const existing = await signUp(h());
    for (const email of [existing.email, uniqueEmail()]) {
      const res = await h().call('auth', 'checkSignUpEmail', { phoneNumber: uniquePhone(), email });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phoneNumber' });
    }
  });
});
