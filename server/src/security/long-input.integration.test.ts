// Issue 31 (1): one request with a long hostile email must not hold the server, and refused input still counts
// against the action's per-address limit (validation is not a free way around it).
import { describeEngines } from '../../test/engines';

const hostileEmail = `a@${'.'.repeat(99_000)}@`;

describeEngines('a long hostile email', (h) => {
  it.each([
    ['sendPasswordResetEmail', { email: hostileEmail }],
    ['createAccountWeb', { name: 'A', date_of_birth: '1990-01-01', email: hostileEmail, gender: 'female', phoneNumber: '+256700000001', password: 'Kampala#2026' }],
    ['verifyEmail', { email: hostileEmail, otp: '1234' }],
  ])('auth/%s answers 400 on its length alone', async (action, fields) => {
    const res = await h().call('auth', action, fields);
    // Refused by the length check before the address pattern runs on 99 KB (the quadratic check this guards
    // against took tens of seconds); how long the answer takes is measured by `npm run bench` (hostile input).
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_INPUT', field: 'email', message: 'Email is too long (at most 254 characters).' });
  });

  it("counts refused input against the action's per-address limit", async () => {
    const ip = '10.200.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await h().call('auth', 'sendPasswordResetEmail', { email: 'not-an-email' }, { ip })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });
}, { env: { RATE_LIMIT_ADDRESS_CEILING: '20' } }); // the reset email's per-address ceiling, low enough to reach
