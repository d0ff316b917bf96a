// Issue 31 (8): answers that may carry tokens or personal data are never stored by a cache, and an unknown
// action's message does not echo an unbounded SERVICE.
import { describeEngines } from '../../test/engines';
import { signUp } from '../../test/auth-helpers';

describeEngines('what answers carry', (h) => {
  it('every POST answer says Cache-Control: no-store, errors included', async () => {
    const account = await signUp(h());
    const login = await h().call('auth', 'login', { emailOrPhone: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await h().call('auth', 'getUserProfile', {}, { token: account.tokens.access.token })).headers['cache-control']).toBe('no-store');
    expect((await h().call('auth', 'login', { emailOrPhone: account.email, password: 'nope' })).headers['cache-control']).toBe('no-store');
  });

  it('caps the SERVICE echoed in "Unknown action"', async () => {
    const res = await h().call('x'.repeat(50_000), 'y');
    expect(res.status).toBe(404);
    expect(String(res.body.message).length).toBeLessThan(250);
  });
});
