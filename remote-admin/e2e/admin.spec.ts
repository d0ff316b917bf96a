import { expect, expectAccessible, expectRemote, latestOtp, phoneShot, test } from '../../e2e/tests/support/fixtures';

// The demo operator (outside production): password, then the code from the dev outbox (ADR 107).
const OPERATOR = { email: 'operator@musawo.test', password: 'Operator#2026' };

test('an operator signs in at /admin with the password and the emailed code, and sees the activity record', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin');
  await expectRemote(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operators’ console' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /Email/ }).fill(OPERATOR.email);
  await page.getByLabel(/Password/).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(`We emailed a 4-digit code to ${OPERATOR.email}.`, { exact: false })).toBeVisible();
  const code = await latestOtp(request, OPERATOR.email);
  await page.getByRole('textbox', { name: /Code/ }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByText('Signed in').first()).toBeVisible();
  await expect(activity.getByText('Musawo Operator').first()).toBeVisible();
  await expectAccessible(page);
  await phoneShot(page, 'admin-activity');
});
