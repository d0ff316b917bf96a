// Issue 31: a newer password-reset link retires every older one of the account, whether or not it was used.
import { describeEngines } from '../../test/engines';
import { latestLink, signUp } from '../../test/auth-helpers';

const STRONG = 'NewPass#2027';

describeEngines('password-reset links', (h) => {
  const requestLink = async (email: string): Promise<string> => {
    await h().ok('auth', 'sendPasswordResetEmail', { email });
    const token = (await latestLink(h(), email, '/reset-password')).searchParams.get('token') ?? '';
    // Outbox rows sort by time: keep each link's email apart from the next.
    h().clock.advance(1_000);
    return token;
  };

  it('an older link stops working once a newer one was used', async () => {
    const { email } = await signUp(h());
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect(newer).not.toBe(older);
    await h().ok('auth', 'resetPassword', { resetPasswordToken: newer, newPassword: STRONG });
    const res = await h().call('auth', 'resetPassword', { resetPasswordToken: older, newPassword: 'Other#Pass2028' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_TOKEN', field: 'resetPasswordToken' });
    expect((await h().call('auth', 'login', { emailOrPhone: email, password: 'Other#Pass2028' })).status).toBe(401);
  });

  it('an older link stops working as soon as a newer one is sent, and the newer one still works', async () => {
    const { email } = await signUp(h());
    const older = await requestLink(email);
    const newer = await requestLink(email);
    const res = await h().call('auth', 'resetPassword', { resetPasswordToken: older, newPassword: 'Other#Pass2028' });
    expect(res.body).toMatchObject({ code: 'INVALID_TOKEN', field: 'resetPasswordToken' });
    await h().ok('auth', 'resetPassword', { resetPasswordToken: newer, newPassword: STRONG });
    expect((await h().call('auth', 'login', { emailOrPhone: email, password: STRONG })).status).toBe(200);
  });
});
