// Issue 31 (2): the per-account sign-in limit is reserved before the password is checked, so a burst of
// concurrent guesses evaluates at most the allowance, and the email and the phone share one allowance.
import { describeEngines, type Harness } from '../../test/engines';
import { signUp } from '../../test/auth-helpers';

const ALLOWANCE = 10;

function suite(h: () => Harness) {
  it(`evaluates at most ${ALLOWANCE} of 60 concurrent wrong passwords, and a right one in the burst is refused`, async () => {
    const account = await signUp(h());
    const verify = jest.spyOn(h().app.services.passwords, 'verify');
    const burst = Array.from({ length: 60 }, (_, i) =>
      h().call('auth', 'login', { emailOrPhone: i % 2 === 0 ? account.email : account.phone, password: i === 40 ? account.password : `wrong-${i}` }),
    );
    const answers = await Promise.all(burst);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(ALLOWANCE);
    verify.mockRestore();
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(ALLOWANCE);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(60 - ALLOWANCE);
  });

  it('counts the email and the phone of one account together; a right password does not use the allowance', async () => {
    const account = await signUp(h());
    for (let i = 0; i < 20; i++) expect((await h().call('auth', 'login', { emailOrPhone: account.email, password: account.password })).status).toBe(200);
    for (let i = 0; i < ALLOWANCE / 2; i++) expect((await h().call('auth', 'login', { emailOrPhone: account.email, password: 'wrong-one' })).status).toBe(401);
    for (let i = 0; i < ALLOWANCE / 2; i++) expect((await h().call('auth', 'login', { emailOrPhone: account.phone, password: 'wrong-one' })).status).toBe(401);
    expect((await h().call('auth', 'login', { emailOrPhone: account.phone, password: account.password })).status).toBe(429);
    expect((await h().call('auth', 'login', { emailOrPhone: account.email, password: account.password })).status).toBe(429);
  });
}

describeEngines('the sign-in lock under a burst', suite);
if (process.env.TEST_REDIS_URL !== undefined) describeEngines('the sign-in lock under a burst, counted in Redis', suite, { env: { REDIS_URL: process.env.TEST_REDIS_URL } });
