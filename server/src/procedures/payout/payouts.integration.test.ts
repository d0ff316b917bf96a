import { buildApp } from '../../app';
import { as, balanceOf, createBookableDoctor, createPatient, expectLedgerBalanced, joinTopUpNumbers, type Actor } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import { giveEarnings } from '../../../test/payout-helpers';
import { SANDBOX_NUMBERS } from '../../payments/sandbox-adapter';
import { PAYOUTS_ACCOUNT } from '../../wallet/ledger';

let keyNo = 0;
const key = () => `withdraw-${Date.now()}-${(keyNo += 1)}`;

describeEngines('Payout: doctors withdraw earnings (sandbox)', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
    // Money held for payouts is exactly what pending and awaiting payouts hold.
    const held = await h().db.selectFrom('ledger_accounts').select('balance').where('id', '=', PAYOUTS_ACCOUNT).executeTakeFirstOrThrow();
    const open = await h().db.selectFrom('payouts').select('amount').where('status', 'in', ['PENDING', 'AWAITING_APPROVAL']).execute();
    expect(Number(held.balance)).toBe(open.reduce((s, r) => s + Number(r.amount), 0));
  });

  const doctorWithEarnings = async (fee = 50_000, count = 2): Promise<Actor> => {
    const doctor = await createBookableDoctor(h(), { fee });
    const patient = await createPatient(h());
    await giveEarnings(h().db, doctor.id, patient.id, fee, count, h().clock());
    await joinTopUpNumbers(h(), doctor, ...Object.values(SANDBOX_NUMBERS));
    return doctor;
  };
  const withdraw = (who: Actor, fields: Record<string, unknown>) => h().call('Payout', 'withdraw', { provider: 'MTN', idempotencyKey: key(), ...fields }, as(who));
  const returned = (payoutId: string) => h().db.selectFrom('ledger_postings').select('id').where('idempotency_key', '=', `payout:${payoutId}:returned`).execute();

  it('shows earnings, debits before the provider is called, pays after the provider confirms, and lists it in transactions', async () => {
    const doctor = await doctorWithEarnings(50_000, 2);
    const before = await h().ok('Payout', 'earnings', {}, as(doctor));
    expect(before.results).toMatchObject({ completedConsultations: 2, fees: 100_000, platformFee: 0, earned: 100_000, withdrawn: 0, withdrawable: 100_000, balance: 100_000, phone: doctor.phone });
    const started = await h().ok('Payout', 'withdraw', { amount: 30_000, provider: 'MTN', idempotencyKey: key() }, as(doctor));
    expect(started.results).toMatchObject({ status: 'PENDING', amount: 30_000, phone: doctor.phone });
    expect(await balanceOf(h(), doctor)).toBe(70_000);
    const sent = await h().db.selectFrom('payouts').select('provider_state').where('id', '=', started.results.id).executeTakeFirstOrThrow();
    expect(sent.provider_state).toBe('SENT');
    h().clock.advance(3_500);
    await h().app.services.payouts.pollDue();
    const done = await h().ok('Payout', 'status', { payoutId: started.results.id }, as(doctor));
    expect(done.results).toMatchObject({ status: 'SUCCESS', providerReference: expect.stringMatching(/^SBX-P-/) });
    const tx = await h().ok('Transaction', 'queryUserTransactions', {}, as(doctor));
    expect(tx.results.find((t) => t.transactionObjectType === 'payout')).toMatchObject({ transactionType: 'debit', amount: 30_000, status: 'SUCCESS', transactionObjectType: 'payout', paymentMethod: 'MTN_MOMO', balanceBefore: 100_000, balanceAfter: 70_000 });
    const after = await h().ok('Payout', 'earnings', {}, as(doctor));
    expect(after.results).toMatchObject({ withdrawn: 30_000, withdrawable: 70_000, usedToday: 1 });
    // The dashboard's recent activity says it is a withdrawal, and to which network.
    const overview = await h().ok('Transaction', 'userOverview', {}, as(doctor));
    expect(overview.results.recentActivity.find((a) => a.subject === 'withdrawal')).toMatchObject({ amount: 30_000, provider: 'MTN', state: 'SUCCESS', status: 'debit' });
    await h().app.services.jobs.runDue();
    const told = await h().outbox(doctor.phone);
    expect(told.filter((m) => m.body.includes('was sent to your MTN Mobile Money number'))).toHaveLength(1);
  });

  it('refuses a patient (403), amounts under the minimum, over the earnings, and deposits (not withdrawable)', async () => {
    const doctor = await doctorWithEarnings(20_000, 1);
    const patient = await createPatient(h(), 50_000);
    expect((await withdraw(patient, { amount: 10_000 })).status).toBe(403);
    const small = await withdraw(doctor, { amount: 4_999 });
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ field: 'amount', message: 'The smallest withdrawal is UGX 5,000.' });
    const big = await withdraw(doctor, { amount: 20_001 });
    expect(big.status).toBe(402);
    expect(big.body).toMatchObject({ field: 'amount', message: 'You can withdraw at most UGX 20,000 now.' });
    const stranger = await withdraw(doctor, { amount: 5_000, phone: '+256772000999' });
    expect(stranger.body).toMatchObject({ field: 'phone', code: 'PHONE_NOT_VERIFIED' });
    expect(await balanceOf(h(), doctor)).toBe(20_000);
  });

  it('50 concurrent withdrawals of one balance pay out at most the balance', async () => {
    const doctor = await doctorWithEarnings(25_000, 2);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(doctor, { amount: 20_000 })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(2);
    // Refused by the balance (402), the day's allowance (409) or the per-address request limit (429).
    for (const r of results.filter((x) => x.status !== 200)) expect([402, 409, 429]).toContain(r.status);
    expect(await balanceOf(h(), doctor)).toBe(10_000);
    h().clock.advance(3_500);
    // The app's own job tick polls too: a payout it has claimed is skipped by this poll and settled by the tick.
    let paid = 0;
    for (let i = 0; i < 50 && paid < 40_000; i += 1) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      await h().app.services.payouts.pollDue();
      const rows = await h().db.selectFrom('payouts').select('amount').where('user_id', '=', doctor.id).where('status', '=', 'SUCCESS').execute();
      paid = rows.reduce((s, r) => s + Number(r.amount), 0);
    }
    expect(paid).toBe(40_000);
  });

  it('a retried request (same idempotency key, even concurrently) never pays twice; another body with the key is refused', async () => {
    const doctor = await doctorWithEarnings(50_000, 1);
    const body = { amount: 10_000, provider: 'AIRTEL' as const, idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => h().ok('Payout', 'withdraw', body, as(doctor))));
    expect(new Set(answers.map((a) => a.results.id)).size).toBe(1);
    expect(await balanceOf(h(), doctor)).toBe(40_000);
    const changed = await h().call('Payout', 'withdraw', { ...body, amount: 11_000 }, as(doctor));
    expect(changed.status).toBe(409);
    expect(await h().db.selectFrom('payouts').select('id').where('user_id', '=', doctor.id).execute()).toHaveLength(1);
  });

  it('at most 3 payouts a Kampala day; failed ones do not count', async () => {
    const doctor = await doctorWithEarnings(50_000, 2);
    const failed = await h().ok('Payout', 'withdraw', { amount: 5_000, provider: 'MTN', phone: SANDBOX_NUMBERS.refused, idempotencyKey: key() }, as(doctor));
    expect(failed.results.status).toBe('FAILED');
    for (let i = 0; i < 3; i += 1) expect((await withdraw(doctor, { amount: 5_000 })).status).toBe(200);
    const fourth = await withdraw(doctor, { amount: 5_000 });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ code: 'PAYOUT_DAILY_LIMIT', field: 'amount' });
    // The next Kampala day: the same rows, dated yesterday.
    await h().db.updateTable('payouts').set({ local_date: '2000-01-01' }).where('user_id', '=', doctor.id).execute();
    expect((await withdraw(doctor, { amount: 5_000 })).status).toBe(200);
  });

  it.each([
    [SANDBOX_NUMBERS.declined, 'FAILED', 4_000],
    [SANDBOX_NUMBERS.expires, 'EXPIRED', 7_000],
    [SANDBOX_NUMBERS.refused, 'FAILED', 0],
  ])('a provider failure (%s) credits back exactly once, whoever checks', async (phone, status, wait) => {
    const doctor = await doctorWithEarnings(50_000, 1);
    const started = await h().ok('Payout', 'withdraw', { amount: 20_000, provider: 'AIRTEL', phone, idempotencyKey: key() }, as(doctor));
    h().clock.advance(wait);
    await Promise.all([
      h().app.services.payouts.pollDue(),
      h().app.services.payouts.pollDue(),
      h().call('Payout', 'status', { payoutId: started.results.id }, as(doctor)),
      h().app.services.payouts.checkAgain(started.results.id),
    ]);
    const res = await h().ok('Payout', 'status', { payoutId: started.results.id }, as(doctor));
    expect(res.results.status).toBe(status);
    expect(await balanceOf(h(), doctor)).toBe(50_000);
    expect(await returned(started.results.id)).toHaveLength(1);
    const tx = await h().ok('Transaction', 'queryUserTransactions', {}, as(doctor));
    const rows = tx.results.filter((t) => t.transactionObjectType === 'payout').map((t) => [t.transactionType, t.status]);
    expect(rows.sort()).toEqual([['credit', 'SUCCESS'], ['debit', status]]);
    await h().app.services.jobs.runDue();
    const told = await h().outbox(doctor.phone);
    expect(told.filter((m) => m.body.includes('did not go through') && m.body.includes('The money is back in your Musawo wallet.'))).toHaveLength(1);
    const other = await doctorWithEarnings(5_000, 1);
    expect((await h().call('Payout', 'status', { payoutId: started.results.id }, as(other))).status).toBe(404);
  });

  it('above the approval limit the payout waits for an operator: approve sends it, decline credits back once', async () => {
    const doctor = await doctorWithEarnings(900_000, 3);
    const limit = h().config.payments.payoutApprovalAbove;
    const big = await h().ok('Payout', 'withdraw', { amount: limit + 1, provider: 'MTN', idempotencyKey: key() }, as(doctor));
    expect(big.results.status).toBe('AWAITING_APPROVAL');
    expect(await h().db.selectFrom('payouts').select('provider_state').where('id', '=', big.results.id).executeTakeFirstOrThrow()).toEqual({ provider_state: 'UNSENT' });
    h().clock.advance(60_000);
    await h().app.services.payouts.pollDue();
    expect((await h().ok('Payout', 'status', { payoutId: big.results.id }, as(doctor))).results.status).toBe('AWAITING_APPROVAL');
    const operator = await createPatient(h());
    const approved = await h().app.services.payouts.approve(big.results.id, operator.id);
    expect(approved).toMatchObject({ status: 'PENDING', provider_state: 'SENT', decided_by: operator.id });
    await expect(h().app.services.payouts.decline(big.results.id, operator.id, 'Too late')).rejects.toMatchObject({ status: 409 });

    const second = await h().ok('Payout', 'withdraw', { amount: limit + 1, provider: 'MTN', idempotencyKey: key() }, as(doctor));
    const balance = await balanceOf(h(), doctor);
    const decisions = await Promise.allSettled([
      h().app.services.payouts.decline(second.results.id, operator.id, 'The licence could not be confirmed.'),
      h().app.services.payouts.decline(second.results.id, operator.id, 'The licence could not be confirmed.'),
      h().app.services.payouts.approve(second.results.id, operator.id),
    ]);
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    const row = await h().db.selectFrom('payouts').select(['status']).where('id', '=', second.results.id).executeTakeFirstOrThrow();
    expect(await returned(second.results.id)).toHaveLength(row.status === 'DECLINED' ? 1 : 0);
    expect(await balanceOf(h(), doctor)).toBe(row.status === 'DECLINED' ? balance + limit + 1 : balance);
  });

  it('a crash after the debit and before the provider call loses nothing: a restarted app sends it and it settles once', async () => {
    const doctor = await doctorWithEarnings(50_000, 1);
    // A provider that never answers during the first process (it dies first): the payout stays UNSENT.
    const dead = await buildApp({ config: h().config, db: h().db, now: h().clock, disbursements: () => ({ name: 'down', requestTransfer: () => Promise.reject(new Error('killed')), checkTransfer: () => Promise.reject(new Error('killed')) }) });
    await dead.ready();
    const started = await dead.services.payouts.withdraw(doctor.id, { amount: 15_000, provider: 'MTN', phone: undefined, idempotencyKey: key() });
    await dead.close();
    expect(await h().db.selectFrom('payouts').select(['status', 'provider_state']).where('id', '=', started.id).executeTakeFirstOrThrow()).toEqual({ status: 'PENDING', provider_state: 'UNSENT' });
    expect(await balanceOf(h(), doctor)).toBe(35_000);
    h().clock.advance(60_000);
    await h().app.services.payouts.pollDue();
    expect(await h().db.selectFrom('payouts').select('provider_state').where('id', '=', started.id).executeTakeFirstOrThrow()).toEqual({ provider_state: 'SENT' });
    h().clock.advance(60_000);
    await h().app.services.payouts.pollDue();
    expect(await h().db.selectFrom('payouts').select('status').where('id', '=', started.id).executeTakeFirstOrThrow()).toEqual({ status: 'SUCCESS' });
    expect(await balanceOf(h(), doctor)).toBe(35_000);
  });

  it('the monthly statement is the doctor\'s own, as CSV with formula cells neutralised', async () => {
    const doctor = await doctorWithEarnings(50_000, 1);
    await h().db.updateTable('transactions').set({ description: '=HYPERLINK("http://evil")' }).where('user_id', '=', doctor.id).execute();
    const month = h().clock().toISOString().slice(0, 7);
    const res = await h().ok('Payout', 'statement', { month }, as(doctor));
    expect(res.results.fileName).toBe(`musawo-statement-${month}.csv`);
    const lines = res.results.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date","Reference","Description","Money in","Money out","Currency","Status","Balance after"');
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(lines[1]).toContain('"50000"');
    const bad = await h().call('Payout', 'statement', { month: '2026-13' }, as(doctor));
    expect(bad.body).toMatchObject({ field: 'month' });
    const other = await doctorWithEarnings(5_000, 1);
    const theirs = await h().ok('Payout', 'statement', { month }, as(other));
    expect(theirs.results.csv).not.toContain('HYPERLINK');
  });
});
