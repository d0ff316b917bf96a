import { expect, expectRemote, test } from '../../e2e/tests/support/fixtures';

test('the admin remote serves /admin inside the shell', async ({ page }) => {
  await page.goto('/admin');
  await expectRemote(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});
