// Issue 50 items 5 and 7: a patient cancels an accepted visit more than 24 hours ahead and gets the fee back; the
// dashboard's activity then reads in the chosen language (here Luganda), naming the doctor, in one money style.
import { DEMO, expect, expectAccessible, fundedPatient, futureWeekday, login, phoneShot, rpc, signInAs, test, toast } from './support/fixtures';

test.describe('trust fixes (issue 50)', () => {
  test('at 360 px the patient cancels an accepted visit, sees the refund said and back in the wallet; the dashboard reads in Luganda', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const doctor = await login(request, DEMO.doctor);
    const account = await fundedPatient(request, 100_000, 'Sarah Nambi');
    const patient = await login(request, account);
    const token = patient.tokens.access.token;
    const balance = async () => (await rpc<{ results: { balance: number } }>(request, 'Wallet', 'viewWalletBalance', {}, { token })).body.results.balance;
    const date = new Date(`${futureWeekday(5)}T09:00:00.000Z`).toISOString();
    const { body } = await rpc<{ results: { id: string; fee?: number } }>(request, 'appointment', 'create', { doctorId: doctor.user.id, appointment_note: 'Knee pain', appointment_date: date, appointment_time: '11:00' }, { token });
    const id = body.results.id;
    await rpc(request, 'appointment', 'acceptAppointment', { appointmentId: id, acceptInstructions: 'Wear shorts.' }, { token: doctor.tokens.access.token });
    const charged = await balance();
    expect(charged).toBeLessThan(100_000);

    await signInAs(page, request, account);
    await page.goto(`/appointments/${id}`);
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Appointment' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('trust-details-cancel-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await expect(dialog).toContainText(`the full fee of UGX\u00a0${(100_000 - charged).toLocaleString('en-US')} goes back to your wallet`);
    await dialog.getByRole('textbox', { name: 'Reason for cancelling' }).fill('I have to travel');
    await expectAccessible(page);
    await phoneShot(page, 'trust-cancel-accepted-dialog');
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(toast(page, 'Appointment cancelled successfully')).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('I have to travel')).toBeVisible();
    expect(await balance()).toBe(100_000);
    // The doctor's view shows it too (the notification itself: cancel.integration.test.ts).
    const doctorNews = await rpc<{ results: Record<string, unknown> }>(request, 'appointment', 'getAppointment', { appointmentId: id }, { token: doctor.tokens.access.token });
    expect(doctorNews.body.results).toMatchObject({ status: 'CANCELLED', cancellationReason: 'I have to travel' });

    // The wallet shows it, on the dashboard in Luganda.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await page.locator('select[name=lang]').first().selectOption('lg');
    // The control goes to the dashboard's Luganda address (ADR 336).
    await expect(page).toHaveURL(/\/lg\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lg');
    await expect(page.getByTestId('stat-Balance')).toContainText('100,000');
    const activity = page.getByRole('list', { name: 'Ebyakakolebwa' });
    const refund = activity.getByRole('listitem').filter({ hasText: 'zikuddiziddwa ku waleti yo' }).first();
    await expect(refund).toContainText(`Shs\u00a0${(100_000 - charged).toLocaleString('en-US')} zikuddiziddwa ku waleti yo: okulaba ${doctor.user.name}`);
    await expect(activity).toContainText(`Okulaba ${doctor.user.name} nga`);
    await expect(activity).toContainText('Okulaba omusawo kusaziddwamu');
    await expect(activity).toContainText('Otadde Shs\u00a0100,000 ku waleti okuva ku MTN Mobile Money');
    await expect(activity).not.toContainText(/UGX|Paid|Received|Consultation|Unknown/);
    await page.screenshot({ path: test.info().outputPath('trust-dashboard-lg-1280.png'), fullPage: true });
  });
});
