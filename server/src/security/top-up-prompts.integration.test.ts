// Issue 31: a top-up pushes a PIN prompt to a phone. Only numbers the account proved it holds (its own verified
// phone, or one whose texted code was entered) get prompts, and prompts are limited per account and per number.
import { describeEngines, type Harness } from '../../test/engines';
import { latestCode, uniquePhone } from '../../test/auth-helpers';
import { as, createPatient, expectLedgerBalanced, joinTopUpNumbers, type Actor } from '../../test/booking-helpers';

function suite(h: () => Harness) {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  const topUp = (who: Actor, phone: string, extra: Record<string, unknown> = {}) => h().call('Wallet', 'topUp', { amount: 5_000, phone, provider: 'AIRTEL', ...extra }, as(who));
  const topUpsOf = async (who: Actor) => (await h().db.selectFrom('top_ups').select('phone').where('user_id', '=', who.id).execute()).map((r) => r.phone);

  it("prompts a new number only once the code sent to it is entered; the account's own phone needs none", async () => {
    const patient = await createPatient(h());
    const other = await createPatient(h());
    const number = uniquePhone();

    const refused = await topUp(patient, number);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phone' });
    expect(await topUpsOf(patient)).toEqual([]);

    await h().ok('auth', 'sendOTPRegistration', { phone_number: number });
    const code = await latestCode(h(), number);
    const wrong = await topUp(patient, number, { verificationCode: code === '0000' ? '1111' : '0000' });
    expect(wrong.body).toMatchObject({ code: 'INVALID_OTP', field: 'verificationCode' });
    expect(await topUpsOf(patient)).toEqual([]);

    expect((await topUp(patient, number, { verificationCode: code })).status).toBe(200);
    // Joined: later top-ups need no code; the code is spent and joins nobody else.
    expect((await topUp(patient, number)).status).toBe(200);
    expect((await topUp(other, number)).body.code).toBe('PHONE_NOT_VERIFIED');
    expect((await topUp(other, number, { verificationCode: code })).body.code).toBe('INVALID_OTP');
    expect((await topUp(patient, patient.phone)).status).toBe(200);
    expect(await topUpsOf(patient)).toHaveLength(3);
    expect(await topUpsOf(other)).toEqual([]);
  });

  it('limits prompts per account, whatever numbers they go to', async () => {
    const patient = await createPatient(h());
    const numbers = Array.from({ length: 6 }, () => uniquePhone());
    await joinTopUpNumbers(h(), patient, ...numbers);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await topUp(patient, numbers[i % numbers.length] ?? '')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const over = await topUp(patient, numbers[5] ?? '');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many top-up requests from this account. Please try again in an hour.');
  });

  it('limits prompts per number, across accounts; calls refused before a prompt count against the number nothing', async () => {
    const number = uniquePhone();
    const holders = [await createPatient(h()), await createPatient(h()), await createPatient(h())];
    for (const holder of holders) await joinTopUpNumbers(h(), holder, number);
    const stranger = await createPatient(h());
    for (let i = 0; i < 8; i++) expect((await topUp(stranger, number)).body.code).toBe('PHONE_NOT_VERIFIED');

    for (let i = 0; i < 6; i++) expect((await topUp(holders[i % 2] as Actor, number)).status).toBe(200);
    const over = await topUp(holders[2] as Actor, number);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many payment requests were sent to this number. Please try again in an hour.');
    // Another number of the same account is not held back.
    expect((await topUp(holders[2] as Actor, (holders[2] as Actor).phone)).status).toBe(200);
  });
}

describeEngines('top-up prompts', suite);
if (process.env.TEST_REDIS_URL !== undefined) describeEngines('top-up prompts, counted in Redis', suite, { env: { REDIS_URL: process.env.TEST_REDIS_URL } });
