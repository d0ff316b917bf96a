import { buildApp } from '../../app';
import { as, balanceOf, createPatient as createActor, expectLedgerBalanced, joinTopUpNumbers } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import { SANDBOX_NUMBERS } from '../../payments/sandbox-adapter';

describeEngines('Wallet/topUp by mobile money (sandbox)', (h) => {
  // The numbers these tests pay from, joined as if their codes had been entered (security/top-up-prompts covers the joining).
  const createPatient = async (harness: Parameters<typeof createActor>[0]) => {
    const patient = await createActor(harness);
    await joinTopUpNumbers(harness, patient, '+256772123456', '+256752000111', '+256772999111', '+256772555000', ...Object.values(SANDBOX_NUMBERS));
    return patient;
  };
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  const topUp = (who: { token: string }, fields: Record<string, unknown>) => h().call('Wallet', 'topUp', { provider: 'MTN', phone: '+256772123456', ...fields }, as(who as never));
  const credits = (userId: string) => h().db.selectFrom('ledger_postings').select('id').where('kind', '=', 'top_up').where('related_id', 'in', h().db.selectFrom('top_ups').select('id').where('user_id', '=', userId)).execute();

  it('refuses amounts outside UGX 1,000 - 5,000,000 and a bad phone with readable messages', async () => {
    const patient = await createPatient(h());
    const low = await topUp(patient, { amount: 999 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ field: 'amount', message: 'The smallest top-up is UGX 1,000.' });
    const high = await topUp(patient, { amount: 5_000_001 });
    expect(high.body).toMatchObject({ field: 'amount', message: 'The largest top-up is UGX 5,000,000.' });
    const phone = await topUp(patient, { amount: 5_000, phone: '12345678' });
    expect(phone.status).toBe(400);
    expect(phone.body.field).toBe('phone');
  });

  it('stays PENDING until the provider confirms, then credits the wallet exactly once', async () => {
    const patient = await createPatient(h());
    const started = await h().ok('Wallet', 'topUp', { amount: 20_000, phone: '0772 123456', provider: 'MTN' }, as(patient));
    expect(started.results).toMatchObject({ status: 'PENDING', amount: 20_000, phone: '+256772123456', provider: 'MTN' });
    const pending = await h().ok('Transaction', 'queryUserTransactions', {}, as(patient));
    expect(pending.results[0]).toMatchObject({ status: 'PENDING', transactionType: 'credit', paymentMethod: 'MTN_MOMO' });
    expect(await balanceOf(h(), patient)).toBe(0);
    h().clock.advance(3_500);
    // Status calls, the poller and a provider callback all at once: still one credit.
    // Whoever claims the check first settles it; the others answer what they saw meanwhile (PENDING or SUCCESS).
    const [a, b] = await Promise.all([
      h().ok('Wallet', 'topUpStatus', { topUpId: started.results.id }, as(patient)),
      h().ok('Wallet', 'topUpStatus', { topUpId: started.results.id }, as(patient)),
      h().app.services.topUps.pollDue(),
      h().app.inject({ method: 'POST', url: '/api/payments/callback/mtn', payload: { externalId: started.results.id, status: 'SUCCESSFUL' } }),
    ]);
    for (const seen of [a.results.status, b.results.status]) expect(['PENDING', 'SUCCESS']).toContain(seen);
    // The callback only kicks the job runner: if its run claimed the check, it may still be settling.
    await h().app.services.background.idle();
    const done = await h().ok('Wallet', 'topUpStatus', { topUpId: started.results.id }, as(patient));
    expect(done.results).toMatchObject({ status: 'SUCCESS', balance: 20_000, message: 'UGX 20,000 was added to your wallet.' });
    expect(await balanceOf(h(), patient)).toBe(20_000);
    expect(await credits(patient.id)).toHaveLength(1);
    const settled = await h().ok('Transaction', 'queryUserTransactions', {}, as(patient));
    expect(settled.results[0]).toMatchObject({ status: 'SUCCESS', balanceBefore: 0, balanceAfter: 20_000 });
  });

  it.each([
    [SANDBOX_NUMBERS.declined, 4_000, 'FAILED', 'The payment was declined.'],
    [SANDBOX_NUMBERS.expires, 7_000, 'EXPIRED', 'The payment request expired before it was approved.'],
  ])('the test number %s ends %s with a message and credits nothing', async (phone, wait, status, message) => {
    const patient = await createPatient(h());
    const started = await h().ok('Wallet', 'topUp', { amount: 10_000, phone, provider: 'AIRTEL' }, as(patient));
    h().clock.advance(wait);
    await h().app.services.topUps.pollDue();
    const res = await h().ok('Wallet', 'topUpStatus', { topUpId: started.results.id }, as(patient));
    expect(res.results).toMatchObject({ status, message });
    expect(await balanceOf(h(), patient)).toBe(0);
    const tx = await h().ok('Transaction', 'queryUserTransactions', {}, as(patient));
    expect(tx.results[0]?.status).toBe(status);
    // The dashboard never reads a failed or expired top-up as money received.
    const overview = await h().ok('Transaction', 'userOverview', {}, as(patient));
    const activity = overview.results.recentActivity.find((x) => x.type === 'transaction');
    expect(activity).toMatchObject({ status: status.toLowerCase(), text: expect.stringMatching(/^Not received: UGX 10,000/) });
    expect(activity?.text).not.toMatch(/^Received|\+UGX/);
  });

  it('replaying an idempotency key answers the same top-up and credits once; another user cannot see it', async () => {
    const patient = await createPatient(h());
    const body = { amount: 15_000, phone: '+256752000111', provider: 'AIRTEL' as const, idempotencyKey: 'topup-abc' };
    const [first, second] = await Promise.all([h().ok('Wallet', 'topUp', body, as(patient)), h().ok('Wallet', 'topUp', body, as(patient))]);
    expect(second.results.id).toBe(first.results.id);
    const changed = await h().call('Wallet', 'topUp', { ...body, amount: 16_000 }, as(patient));
    expect(changed.status).toBe(409);
    h().clock.advance(4_000);
    await h().app.services.topUps.pollDue();
    await h().app.services.topUps.pollDue();
    expect(await balanceOf(h(), patient)).toBe(15_000);
    expect(await credits(patient.id)).toHaveLength(1);
    const stranger = await createPatient(h());
    expect((await h().call('Wallet', 'topUpStatus', { topUpId: first.results.id }, as(stranger))).status).toBe(404);
  });

  it('a crash between starting and confirming: a new app on the same database resumes the top-up and credits exactly once', async () => {
    const patient = await createPatient(h());
    // The first process dies right after committing the top-up, before the provider heard of it.
    await h().app.services.topUps.start(patient.id, { amount: 30_000, phone: '+256772555000', provider: 'MTN', idempotencyKey: undefined }).catch(() => undefined);
    const row = await h().db.selectFrom('top_ups').select(['id', 'status']).where('user_id', '=', patient.id).executeTakeFirstOrThrow();
    await h().db.updateTable('top_ups').set({ provider_state: 'NEW', requested_at: null, next_check_at: h().clock().toISOString() }).where('id', '=', row.id).execute();
    expect(row.status).toBe('PENDING');

    const restart = async () => {
      const app = await buildApp({ config: { ...h().config, workers: true }, db: h().db, now: h().clock, workerIntervalMs: 20 });
      await app.ready();
      return app;
    };
    const waitFor = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 20));
    };
    // Two restarted instances at once (a rolling deploy): both pollers race for the same top-up.
    const [one, two] = await Promise.all([restart(), restart()]);
    try {
      await waitFor(async () => (await h().db.selectFrom('top_ups').select('provider_state').where('id', '=', row.id).executeTakeFirstOrThrow()).provider_state === 'REQUESTED');
      h().clock.advance(60_000);
      await h().db.updateTable('top_ups').set({ next_check_at: h().clock().toISOString() }).where('id', '=', row.id).execute();
      await waitFor(async () => (await h().db.selectFrom('top_ups').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status !== 'PENDING');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    expect((await h().db.selectFrom('top_ups').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('SUCCESS');
    expect(await balanceOf(h(), patient)).toBe(30_000);
    expect(await credits(patient.id)).toHaveLength(1);
  });

  it('the callback route only hints: a forged SUCCESS changes nothing before the provider confirms', async () => {
    const patient = await createPatient(h());
    const started = await h().ok('Wallet', 'topUp', { amount: 5_000, phone: '+256772999111', provider: 'MTN' }, as(patient));
    const res = await h().app.inject({ method: 'POST', url: '/api/payments/callback/mtn', payload: { externalId: started.results.id, status: 'SUCCESSFUL', financialTransactionId: 'forged' } });
    expect(res.statusCode).toBe(200);
    await h().app.services.background.idle();
    expect((await h().ok('Wallet', 'topUpStatus', { topUpId: started.results.id }, as(patient))).results.status).toBe('PENDING');
    expect(await balanceOf(h(), patient)).toBe(0);
    expect((await h().app.inject({ method: 'POST', url: '/api/payments/callback/paypal', payload: {} })).statusCode).toBe(404);
    h().clock.advance(4_000);
    await h().app.services.topUps.pollDue();
    expect(await balanceOf(h(), patient)).toBe(5_000);
  });
});
