import { expect, expectRemote, test } from '../../e2e/tests/support/fixtures';

// Issue 50, item 3: a patient searches specialties in Luganda or Kiswahili at 360 px; the names and symptoms are in
// that language, a word of that language finds the specialty, and the hint's own example works.
test.use({ viewport: { width: 360, height: 740 } });

test('Luganda: "omusujja" (fever) finds general practice, named in Luganda, and an English word still finds it', async ({ page }) => {
  // The page's language is its address's (ADR 336).
  await page.goto('/lg/specialties');
  await expectRemote(page, 'discovery');
  const search = page.getByRole('searchbox');
  await search.fill('omusujja');
  await expect(page.getByRole('heading', { name: 'Obujjanjabi obwa bulijjo' })).toBeVisible();
  await expect(page.getByText('Omusujja', { exact: true }).first()).toBeVisible();
  // An English word still finds it.
  await search.fill('fever');
  await expect(page.getByRole('heading', { name: 'Obujjanjabi obwa bulijjo' })).toBeVisible();
});

test('Kiswahili: "meno" (teeth) finds dentistry and not obstetrics (menopause)', async ({ page }) => {
  await page.goto('/sw/specialties');
  await expectRemote(page, 'discovery');
  await page.getByRole('searchbox').fill('meno');
  await expect(page.getByRole('heading', { name: 'Matibabu ya meno' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Uzazi na magonjwa ya wanawake' })).toHaveCount(0);
  await page.getByRole('searchbox').fill('homa');
  await expect(page.getByRole('heading', { name: 'Matibabu ya jumla' })).toBeVisible();
});
