import { expectLedgerBalanced } from '../../test/booking-helpers';
import { seedDirectoryForTest, signInDemoDoctor, signInDemoPatient } from '../../test/directory-helpers';
import { describeEngines } from '../../test/engines';
import { DEMO_PATIENT } from './demo-data';

describeEngines('demo wallet and appointments', (h) => {
  it('gives the demo patient 500,000 UGX through real postings and three appointments with the demo doctor, the completed one paid out', async () => {
    await seedDirectoryForTest(h());
    const patient = await signInDemoPatient(h());
    const doctor = await signInDemoDoctor(h());
    const wallet = await h().ok('Wallet', 'viewWalletBalance', {}, { token: patient.token });
    expect(wallet.results).toEqual({ balance: DEMO_PATIENT.walletBalanceUgx, currency: 'UGX' });
    const list = await h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 10 }, { token: patient.token });
    expect(list.results.map((a) => a.status).sort()).toEqual(['ACCEPTED', 'COMPLETED', 'PENDING']);
    const overview = await h().ok('Transaction', 'userOverview', {}, { token: doctor.token });
    expect(overview.results).toMatchObject({ totalAppointments: 3, pendingAppointments: 1, completedAppointments: 1 });
    expect(overview.results.walletBalance).toBeGreaterThan(0);
    // Seeded history sends nothing at start-up.
    expect(await h().app.services.jobs.runDue()).toBe(0);
    await expectLedgerBalanced(h());
  });
});
