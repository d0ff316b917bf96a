// Issue 31 (8): logout and a revoked token family end access at once, not when the access token expires.
import { describeEngines } from '../../test/engines';
import { signUp } from '../../test/auth-helpers';

describeEngines('ending a session', (h) => {
  it('logout ends the access token of that session at once, and no other', async () => {
    const account = await signUp(h());
    const other = await h().ok('auth', 'login', { emailOrPhone: account.email, password: account.password });
    await h().ok('auth', 'logout', { refreshToken: account.tokens.refresh.token });
    const res = await h().call('auth', 'getUserProfile', {}, { token: account.tokens.access.token });
    expect(res.status).toBe(401);
    expect((await h().call('auth', 'getUserProfile', {}, { token: other.tokens?.access.token ?? '' })).status).toBe(200);
  });

  it('a reused refresh token revokes the family and its access tokens at once', async () => {
    const account = await signUp(h());
    const next = await h().ok('auth', 'refreshTokens', { refreshToken: account.tokens.refresh.token });
    expect((await h().call('auth', 'refreshTokens', { refreshToken: account.tokens.refresh.token })).status).toBe(401);
    expect((await h().call('Wallet', 'viewWalletBalance', {}, { token: next.tokens.access.token })).status).toBe(401);
  });
});
