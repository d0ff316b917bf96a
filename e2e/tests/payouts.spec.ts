import { expect, expectRemote, login, rpc, signInAs, test, DEMO } from './support/fixtures';

// Issue 47: a doctor with earnings (the demo doctor's completed consultation) withdraws in the sandbox, sees it on
// its way and then sent, and finds it in their transactions.

interface EarningsBody {
  results: { withdrawable: number; phone: string | null };
}

test.use({ timezoneId: 'Africa/Kampala' });

test('a doctor withdraws earnings in the sandbox and sees it in transactions', async ({ page, request }) => {
  const doctor = await login(request, DEMO.doctor);
  const { body } = await rpc<EarningsBody>(request, 'Payout', 'earnings', {}, { token: doctor.tokens.access.token });
  expect(body.results.phone).toBe(DEMO.doctor.phone);
  expect(body.results.withdrawable).toBeGreaterThanOrEqual(5_123);

  await signInAs(page, request, DEMO.doctor);
  await page.goto('/dashboard');
  await expectRemote(page, 'account');
  const earnings = page.getByRole('region', { name: 'Earnings' });
  await expect(earnings.getByText('Can be withdrawn')).toBeVisible();
  const form = earnings.getByRole('form', { name: 'Withdraw' });
  // Nothing typed: the message is at the field, nothing is sent.
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Enter an amount to withdraw.')).toBeVisible();
  await form.getByLabel(/Amount \(UGX\)/).fill('5,123');
  await form.getByRole('radio', { name: 'MTN Mobile Money' }).check();
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText(/UGX\s5,123 is on its way to \+256700000002\./)).toBeVisible();
  // The sandbox pays after about 3 s; the page keeps asking until the provider says so.
  await expect(form.getByText(/UGX\s5,123 was sent to \+256700000002\./)).toBeVisible({ timeout: 20_000 });

  await page.goto('/transactions');
  const row = page.getByRole('listitem').filter({ hasText: /5,123/ }).first();
  await expect(row.getByText('Payment Sent')).toBeVisible();
  await expect(row.getByText('MTN Mobile Money')).toBeVisible();
  await expect(row.getByText('Success', { exact: false })).toBeVisible();
});
