import { expect, expectAccessible, expectRemote, phoneShot, rpc, test, type Page } from '../../e2e/tests/support/fixtures';

async function expectMeta(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} | Musawo`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
}

interface Tip {
  id: string;
  title: string;
  contentType: 'image' | 'video' | 'other';
}

const STATIC_PAGES = [
  { path: '/about', h1: 'About Us', text: '10,000+' },
  { path: '/privacy', h1: 'Privacy Policy', text: 'Data Protection and Privacy Act, 2019' },
  { path: '/terms', h1: 'Terms of Service', text: 'Last updated' },
  { path: '/contact', h1: 'Contact Us', text: 'Mon-Fri 9:00-6:00' },
  { path: '/help', h1: 'Help Center', text: 'Browse by topic' },
  { path: '/join', h1: 'Join our network', text: 'How to join' },
  { path: '/app-download', h1: 'Get the Musawo app', text: 'Coming soon' },
  { path: '/careers', h1: 'Careers', text: 'How to apply' },
] as const;

test.describe('content pages', () => {
  for (const p of STATIC_PAGES) {
    test(`${p.path} renders in the content remote, sets its meta and passes axe`, async ({ page }) => {
      await page.goto(p.path);
      await expectRemote(page, 'content');
      await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
      await expect(page.getByText(p.text).first()).toBeVisible();
      await expectMeta(page, p.h1);
      await expectAccessible(page);
      await phoneShot(page, p.path.slice(1));
    });
  }

  test('/app and /for-providers lead to the app and join pages', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app-download$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get the Musawo app' })).toBeVisible();
    await page.goto('/for-providers');
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join our network' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toHaveAttribute('href', '/join/apply');
  });

  test('terms and privacy sections open as accessible accordions, and stay axe clean when all are open', async ({ page }) => {
    await page.goto('/terms');
    await expectRemote(page, 'content');
    // Each section is a native disclosure (<details>/<summary>, ADR 335's note): its state is the element's `open`.
    const section = page.locator('summary', { hasText: '7. E-wallet and payments' });
    const details = page.locator('details', { has: section });
    await expect(details).not.toHaveAttribute('open');
    await section.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await expect(page.getByText('cannot be withdrawn')).toBeVisible();
    await page.getByRole('button', { name: 'Expand all sections' }).click();
    await expect(page.getByText('18 years or older')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Expand all sections' }).click();
    await expect(page.getByText('Personal Data Protection Office (PDPO)')).toBeVisible();
    await expectAccessible(page);
  });

  test('the contact form explains mistakes, then confirms with the toast and clears', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Akello');
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.ug');
    await page.getByRole('textbox', { name: 'Message' }).fill('How do I top up my wallet with Airtel Money?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('the help search filters the questions and announces how many match', async ({ page }) => {
    await page.goto('/help');
    await expect(page.locator('main summary', { hasText: 'How can I pay?' })).toBeVisible();
    const all = await page.locator('main summary').count();
    expect(all).toBeGreaterThan(8);
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('mobile money');
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 question matches “mobile money”.');
    await expect(page.locator('main summary')).toHaveCount(1);
    await expect(page.getByText(/MTN Mobile Money or Airtel Money/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('');
    await expect(page.locator('main summary')).toHaveCount(all);
  });
});

test.describe('health tips', () => {
  test('the grid shows 6 tips, Load More adds 6, and a tip opens from the grid', async ({ page, request }) => {
    const { body } = await rpc<{ results: Tip[] }>(request, 'healthTips', 'queryTips', { sortBy: 'createdAt:desc', limit: 100 });
    expect(body.results.length, 'the demo data has health tips').toBeGreaterThanOrEqual(7);

    await page.goto('/articles');
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Tips' })).toBeVisible();
    const cards = page.locator('main ul article');
    await expect(cards).toHaveCount(6);
    await expectMeta(page, 'Health Tips');
    await expectAccessible(page);
    await phoneShot(page, 'articles');

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(Math.min(12, body.results.length));
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing ${Math.min(12, body.results.length)} of ${body.results.length} health tips`,
    );

    const first = body.results[0] as Tip;
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${encodeURIComponent(first.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expectMeta(page, first.title);
    await expectAccessible(page);
    await phoneShot(page, 'article');

    await page.getByRole('link', { name: 'Health Tips' }).first().click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('a video tip plays with our own controls', async ({ page, request }) => {
    const { body } = await rpc<{ results: Tip[] }>(request, 'healthTips', 'queryTips', { sortBy: 'createdAt:desc', limit: 100 });
    const video = body.results.find((t) => t.contentType === 'video');
    expect(video, 'the demo data has a video tip').toBeTruthy();

    await page.goto(`/articles/${encodeURIComponent((video as Tip).id)}`);
    await expect(page.getByRole('heading', { level: 1, name: (video as Tip).title })).toBeVisible();
    const player = page.locator('video');
    await expect(player).not.toHaveAttribute('controls');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

    const mute = page.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(await player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByRole('slider', { name: 'Volume' }).fill('50');
    expect(await player.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, volume: v.volume }))).toEqual({ muted: false, volume: 0.5 });

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await phoneShot(page, 'video-tip');
  });

  test('an unknown tip shows "not found" with a way back', async ({ page, allowConsoleErrors }) => {
    // The browser itself logs the 404 answer of the gateway.
    allowConsoleErrors(/status of 404/);
    await page.goto('/articles/no-such-tip');
    await expect(page.getByRole('heading', { level: 1, name: 'Health tip not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Health Tips' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health Tips' })).toBeVisible();
  });
});
