import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectRemote, root, rpc, test } from './support/fixtures';

// Issue 44, ADR 336: every page has an address per language. The Language control goes to the same page's address
// in the chosen language, whose links stay in it; the home search is a GET form that works without the scripts.
// Until the server renders `/lg/...` itself it answers the frame and the app renders the page: both pass here.

/** The app's own links on the page (the top bar's, the page's, the footer's) that leave the page's language. */
async function linksOutside(page: Page, prefix: string): Promise<string[]> {
  return page.locator('a[href^="/"]').evaluateAll(
    (links, p) => links.map((a) => a.getAttribute('href') ?? '').filter((href) => href !== p && !href.startsWith(`${p}/`) && !href.startsWith('/media/') && !href.startsWith('/api/')),
    prefix,
  );
}

test.describe('language addresses (issue 44)', () => {
  test('choosing Luganda on a doctor page lands on /lg/doctor/<id>, in Luganda, with links that stay under /lg', async ({ page, request }) => {
    const { body } = await rpc<{ results: { id: string; name: string }[] }>(request, 'doctor', 'featuredDoctors', { limit: 1, currency: 'UGX' });
    const doctor = body.results[0]!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/doctor/${doctor.id}?from=journey`);
    await expectRemote(page, 'booking');
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));

    await page.locator('select[name=lang]').first().selectOption('lg');
    // A real navigation to the same page (query kept) in Luganda, starting at the top.
    await expect(page).toHaveURL(new RegExp(`/lg/doctor/${doctor.id}\\?from=journey$`));
    await expectRemote(page, 'booking');
    await expect(page.locator('html')).toHaveAttribute('lang', 'lg');
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    await expect(page.getByText('Ssente z’okulaba omusawo').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Yingira', exact: true })).toHaveAttribute('href', '/lg/signin');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('select[name=lang]').first().inputValue()).toBe('lg');
    // The choice is kept as a preference, for the server's redirect of unprefixed addresses.
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('lg');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('footer').getByRole('heading', { name: 'Eri abalwadde' })).toBeVisible();
    expect(await linksOutside(page, '/lg')).toEqual([]);

    const shots = path.join(root, '.tmp', 'screenshots');
    mkdirSync(shots, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((done) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }));
      await page.screenshot({ path: path.join(shots, `doctor-lg-${width}.png`), fullPage: width === 360 });
    }

    // A link followed in the app stays in Luganda: the router's basename is the prefix.
    await page.getByRole('banner').getByRole('link', { name: 'Noonya Omusawo' }).first().click();
    await expect(page).toHaveURL(/\/lg\/find-doctor$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lg');

    // Back to English: the English address, and `lang=en`, so the server does not send it back to /lg.
    await page.locator('select[name=lang]').first().selectOption('en');
    await expect(page).toHaveURL(/\/find-doctor$/);
    expect(new URL(page.url()).pathname).toBe('/find-doctor');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });
});

test.describe('the home search without scripts (issue 44)', () => {
  test.use({ javaScriptEnabled: false });

  test('submitting the form reaches /search-results with the place typed', async ({ page }) => {
    await page.goto('/');
    const place = page.getByRole('combobox', { name: 'Location' });
    await expect(place).toBeVisible();
    await place.fill('Kampala');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search-results\?location=Kampala$/);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Kampala');
  });
});
