import { as, balanceOf, createBookableDoctor, createPatient, expectLedgerBalanced, joinTopUpNumbers, type Actor } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import { signedInOperator } from '../../../test/operator-helpers';
import { giveEarnings } from '../../../test/payout-helpers';
import { SANDBOX_NUMBERS } from '../../payments/sandbox-adapter';

let keyNo = 0;
const key = () => `ops-withdraw-${(keyNo += 1)}`;

describeEngines("Payments: the operators' view of failed, expired and pending top-ups and payouts", (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  const operator = () => signedInOperator(h());
  const doctorWithEarnings = async (fee: number, count: number): Promise<Actor> => {
    const doctor = await createBookableDoctor(h(), { fee });
    const patient = await createPatient(h());
    await giveEarnings(h().db, doctor.id, patient.id, fee, count, h().clock());
    await joinTopUpNumbers(h(), doctor, ...Object.values(SANDBOX_NUMBERS));
    return doctor;
  };

  it('lists the problems with the provider reference; Check again asks the provider and settles them; every action is in the activity', async () => {
    const op = await operator();
    const doctor = await doctorWithEarnings(50_000, 1);
    const patient = await createPatient(h());
    await joinTopUpNumbers(h(), patient, SANDBOX_NUMBERS.declined, '+256772345678');
    const topUp = await h().ok('Wallet', 'topUp', { amount: 10_000, phone: '+256772345678', provider: 'MTN' }, as(patient));
    const failedTopUp = await h().ok('Wallet', 'topUp', { amount: 10_000, phone: SANDBOX_NUMBERS.declined, provider: 'AIRTEL' }, as(patient));
    const payout = await h().ok('Payout', 'withdraw', { amount: 20_000, provider: 'MTN', idempotencyKey: key() }, as(doctor));

    const list = await h().ok('Payments', 'list', {}, { token: op.token });
    expect(list.results.map((r) => [r.kind, r.id, r.status]).sort()).toEqual(
      [['payout', payout.results.id, 'PENDING'], ['top_up', topUp.results.id, 'PENDING'], ['top_up', failedTopUp.results.id, 'PENDING']].sort(),
    );
    expect(list.results.find((r) => r.id === payout.results.id)).toMatchObject({ reference: payout.results.id, userName: doctor.name, providerReference: null });

    // The requests to the providers went out (they leave after the answer, in the background).
    await h().app.services.background.idle();
    h().clock.advance(4_000);
    const checked = await h().ok('Payments', 'checkAgain', { kind: 'payout', id: payout.results.id }, { token: op.token });
    expect(checked.results).toMatchObject({ status: 'SUCCESS', providerReference: expect.stringMatching(/^SBX-P-/) });
    // On a busy machine the top-up's own request may still hold its claim: Check again is asked again, as an operator would.
    let declined = await h().ok('Payments', 'checkAgain', { kind: 'top_up', id: failedTopUp.results.id }, { token: op.token });
    for (let i = 0; i < 20 && declined.results.status === 'PENDING'; i += 1) {
      await h().app.services.background.idle();
      await new Promise((resolve) => setTimeout(resolve, 250));
      h().clock.advance(4_000);
      declined = await h().ok('Payments', 'checkAgain', { kind: 'top_up', id: failedTopUp.results.id }, { token: op.token });
    }
    expect(declined.results).toMatchObject({ status: 'FAILED', message: 'The payment was declined.' });
    const after = await h().ok('Payments', 'list', {}, { token: op.token });
    expect(after.results.find((r) => r.id === payout.results.id)).toBeUndefined();
    expect(after.results.find((r) => r.id === failedTopUp.results.id)?.status).toBe('FAILED');

    const unknown = await h().call('Payments', 'checkAgain', { kind: 'payout', id: 'no-such-payout' }, { token: op.token });
    expect(unknown.status).toBe(404);
    const activity = await h().ok('operator', 'activity', {}, { token: op.token });
    expect(activity.results.filter((a) => a.action === 'payment.check').map((a) => a.subjectId).sort()).toEqual([payout.results.id, failedTopUp.results.id].sort());
  });

  it('keeps an expired top-up and a failed and an expired payout in the list, each with its status', async () => {
    const op = await operator();
    const doctor = await doctorWithEarnings(50_000, 1);
    const patient = await createPatient(h());
    await joinTopUpNumbers(h(), patient, SANDBOX_NUMBERS.expires);
    const topUp = await h().ok('Wallet', 'topUp', { amount: 10_000, phone: SANDBOX_NUMBERS.expires, provider: 'MTN' }, as(patient));
    const failed = await h().ok('Payout', 'withdraw', { amount: 5_000, provider: 'AIRTEL', phone: SANDBOX_NUMBERS.declined, idempotencyKey: key() }, as(doctor));
    const expired = await h().ok('Payout', 'withdraw', { amount: 6_000, provider: 'AIRTEL', phone: SANDBOX_NUMBERS.expires, idempotencyKey: key() }, as(doctor));
    const rows: [string, string, string][] = [['top_up', topUp.results.id, 'EXPIRED'], ['payout', failed.results.id, 'FAILED'], ['payout', expired.results.id, 'EXPIRED']];
    // Past the sandbox's answer times; an operator's Check again settles each (asked again while a claim is held).
    const statusOf = async () => new Map((await h().ok('Payments', 'list', {}, { token: op.token })).results.map((r) => [r.id, r.status]));
    for (let i = 0; i < 20; i += 1) {
      await h().app.services.background.idle();
      h().clock.advance(8_000);
      const now = await statusOf();
      if (rows.every(([, id, status]) => now.get(id) === status)) break;
      for (const [kind, id] of rows) if (now.get(id) === 'PENDING') await h().ok('Payments', 'checkAgain', { kind: kind as 'top_up' | 'payout', id }, { token: op.token });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const list = await h().ok('Payments', 'list', {}, { token: op.token });
    for (const [kind, id, status] of rows) expect(list.results.find((r) => r.id === id)).toMatchObject({ kind, status, reference: id });
    // Money held for the two payouts came back: the doctor can withdraw it again.
    expect(await balanceOf(h(), doctor)).toBe(50_000);
  });

  it('approves a payout above the limit (sent to the provider) and declines another with a reason (credited back once)', async () => {
    const op = await operator();
    const doctor = await doctorWithEarnings(900_000, 3);
    const limit = h().config.payments.payoutApprovalAbove;
    const first = await h().ok('Payout', 'withdraw', { amount: limit + 1_000, provider: 'MTN', idempotencyKey: key() }, as(doctor));
    const second = await h().ok('Payout', 'withdraw', { amount: limit + 2_000, provider: 'MTN', idempotencyKey: key() }, as(doctor));
    expect([first.results.status, second.results.status]).toEqual(['AWAITING_APPROVAL', 'AWAITING_APPROVAL']);
    const waiting = await h().ok('Payments', 'list', {}, { token: op.token });
    expect(waiting.results.filter((r) => r.status === 'AWAITING_APPROVAL')).toHaveLength(2);

    const approved = await h().ok('Payments', 'approvePayout', { payoutId: first.results.id }, { token: op.token });
    expect(approved.results.status).toBe('PENDING');
    const again = await h().call('Payments', 'approvePayout', { payoutId: first.results.id }, { token: op.token });
    expect(again.status).toBe(409);

    const noReason = await h().call('Payments', 'declinePayout', { payoutId: second.results.id, reason: '  ' }, { token: op.token });
    expect(noReason.body).toMatchObject({ field: 'reason' });
    const balance = await balanceOf(h(), doctor);
    const answers = await Promise.all([1, 2].map(() => h().call('Payments', 'declinePayout', { payoutId: second.results.id, reason: 'The account details need checking.' }, { token: op.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(h(), doctor)).toBe(balance + limit + 2_000);
    const status = await h().ok('Payout', 'status', { payoutId: second.results.id }, as(doctor));
    expect(status.results).toMatchObject({ status: 'DECLINED', message: 'The account details need checking.' });
    const activity = await h().ok('operator', 'activity', {}, { token: op.token });
    expect(activity.results.find((a) => a.action === 'payout.decline')).toMatchObject({ subjectId: second.results.id, reason: 'The account details need checking.' });
    // Recorded in the decision's own transaction: the refused repeat and the race's loser left no entry.
    expect(activity.results.filter((a) => a.action === 'payout.approve' || a.action === 'payout.decline').map((a) => [a.action, a.subjectId]).sort()).toEqual([['payout.approve', first.results.id], ['payout.decline', second.results.id]].sort());
  });

  it('refuses patients and doctors with 403', async () => {
    const doctor = await doctorWithEarnings(10_000, 1);
    const patient = await createPatient(h());
    for (const who of [doctor, patient]) expect((await h().call('Payments', 'list', {}, as(who))).status).toBe(403);
  });
});
