// Issue 50 item 4: carrier NAT puts whole towns behind one address. Per address there is only a flood ceiling;
// a number, an account and a device are protected by their own counts, and every refusal says how long to wait.
import { describeEngines, type Harness } from '../../test/engines';
import { latestCode, PASSWORD, uniqueEmail, uniquePhone } from '../../test/auth-helpers';

/** A carrier's public address of our own per suite (counts in Redis outlive a run). */
const publicIp = () => `41.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** One new person behind the shared address: a code, the code back, an account. */
async function signUpBehind(h: Harness, ip: string): Promise<number[]> {
  const phone = uniquePhone();
  const sent = await h.call('auth', 'sendOTPRegistration', { phone_number: phone, isLogin: false }, { ip });
  if (sent.status !== 200) return [sent.status];
  const verified = await h.call('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: await latestCode(h, phone), isLogin: false }, { ip });
  const email = uniqueEmail('nat');
  const checked = await h.call('auth', 'checkSignUpEmail', { phoneNumber: phone, email }, { ip });
  const created = await h.call('auth', 'createAccountWeb', { name: 'Aisha Nakato', date_of_birth: '1990-05-20', email, gender: 'female', phoneNumber: phone, password: PASSWORD }, { ip });
  return [sent.status, verified.status, checked.status, created.status];
}

function behindOneAddress(h: () => Harness) {
  const NAT = publicIp();
  it('lets 200 different new numbers sign up from one address within the hour', async () => {
    const refused: string[] = [];
    for (let i = 0; i < 200; i++) {
      const statuses = await signUpBehind(h(), NAT);
      if (statuses.some((s) => s !== 200)) refused.push(`${i}: ${statuses.join(',')}`);
    }
    expect(refused).toEqual([]);
    // ...and each of them can sign in from there.
    const login = await h().call('auth', 'login', { emailOrPhone: (await h().db.selectFrom('users').select('email').where('email', 'like', 'nat%').executeTakeFirstOrThrow()).email, password: PASSWORD }, { ip: NAT });
    expect(login.status).toBe(200);
  }, 120_000);

  it('still cannot flood one number: 5 codes an hour from one address, with how long to wait', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await h().call('auth', 'sendOTPRegistration', { phone_number: phone }, { ip: NAT })).status).toBe(200);
      h().clock.advance(31_000);
    }
    const refused = await h().call('auth', 'sendOTPRegistration', { phone_number: phone }, { ip: NAT });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: Number(refused.headers['retry-after']) });
    expect(refused.body.message).toMatch(/^This number has been sent several codes already\. Please wait \d+ minutes and try again\.$/);
    // Another number from the same address is not affected.
    expect((await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone() }, { ip: NAT })).status).toBe(200);
  });

  it('keeps the sign-in race closed behind one address: at most 10 of 60 concurrent guesses are evaluated', async () => {
    const phone = uniquePhone();
    await signUpBehindPhone(h(), phone, NAT);
    const verify = jest.spyOn(h().app.services.passwords, 'verify');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => h().call('auth', 'login', { emailOrPhone: phone, password: i === 30 ? PASSWORD : `wrong-${i}` }, { ip: NAT })));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    verify.mockRestore();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.message).toMatch(/^For your account's safety, sign-in is paused after several wrong passwords\. Please wait \d+ minutes and try again\.$/);
  });

  it('counts codes per device: one browser asking for many numbers is paused, another browser on the address is not', async () => {
    const first = await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone() }, { ip: NAT });
    const cookie = /^device=([0-9a-f-]{36});.*HttpOnly/.exec(String(first.headers['set-cookie']))?.[0].split(';')[0];
    expect(cookie).toBeDefined();
    const device = { ip: NAT, headers: { cookie: `lang=lg; ${cookie ?? ''}` } };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone() }, device)).status);
    // The first request (which set the cookie) counted too: 19 more are allowed, then the device waits.
    expect(statuses.slice(0, 19)).toEqual(Array(19).fill(200));
    expect(statuses[19]).toBe(429);
    const refused = await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone() }, device);
    expect(refused.body.message).toMatch(/^This device has asked for many codes in the last hour\. Please wait \d+ minutes and try again\.$/);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone() }, { ip: NAT })).status).toBe(200);
  });

  it('lets 60 people behind the address ask for reset emails; one address is not flooded, and one device is paused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await h().call('auth', 'sendPasswordResetEmail', { email: uniqueEmail('reset') }, { ip: NAT })).status);
    expect(statuses).toEqual(Array(60).fill(200));

    const email = uniqueEmail('inbox');
    for (let i = 0; i < 5; i++) expect((await h().call('auth', 'sendPasswordResetEmail', { email }, { ip: NAT })).status).toBe(200);
    const refused = await h().call('auth', 'sendPasswordResetEmail', { email }, { ip: NAT });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Several reset emails were sent to this address already: please check your inbox\. Please wait \d+ minutes and try again\.$/);

    const first = await h().call('auth', 'sendPasswordResetEmail', { email: uniqueEmail('device') }, { ip: NAT });
    const cookie = /^device=([0-9a-f-]{36});/.exec(String(first.headers['set-cookie']))?.[0];
    const device = { ip: NAT, headers: { cookie: cookie ?? '' } };
    const fromDevice: number[] = [];
    for (let i = 0; i < 10; i++) fromDevice.push((await h().call('auth', 'sendPasswordResetEmail', { email: uniqueEmail('device') }, device)).status);
    expect(fromDevice).toEqual([...Array(9).fill(200), 429]);
  });
}

async function signUpBehindPhone(h: Harness, phone: string, ip: string): Promise<void> {
  await h.ok('auth', 'sendOTPRegistration', { phone_number: phone }, { ip });
  await h.ok('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: await latestCode(h, phone) }, { ip });
  await h.ok('auth', 'createAccountWeb', { name: 'Brian Ssemakula', date_of_birth: '1991-03-04', email: uniqueEmail(), gender: 'male', phoneNumber: phone, password: PASSWORD }, { ip });
}

describeEngines('limits behind a shared address', behindOneAddress);
if (process.env.TEST_REDIS_URL !== undefined) describeEngines('limits behind a shared address, counted in Redis', behindOneAddress, { env: { REDIS_URL: process.env.TEST_REDIS_URL } });

describeEngines(
  'the per-address ceiling',
  (h) => {
    it('still stops a flood from one address, loopback included (a reverse proxy on the same host is 127.0.0.1), and says how long to wait', async () => {
      for (const ip of [publicIp(), '127.0.0.1']) {
        const statuses: number[] = [];
        for (let i = 0; i < 26; i++) statuses.push((await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone() }, { ip })).status);
        expect(statuses.slice(0, 25)).toEqual(Array(25).fill(200));
        expect(statuses[25]).toBe(429);
        const refused = await h().call('auth', 'sendOTPRegistration', { phone_number: uniquePhone() }, { ip });
        expect(refused.body.message).toMatch(/^Musawo is receiving a lot of requests from your network right now\. Please wait \d+ minutes and try again\.$/);
        // The ceiling is per action: sign-in from that address still works.
        expect((await h().call('auth', 'login', { emailOrPhone: 'nobody@example.ug', password: 'wrong-password' }, { ip })).status).toBe(401);
      }
    });
  },
  { env: { RATE_LIMIT_ADDRESS_CEILING: '25' } },
);
