// Issue 11, repeat visits: the service worker (ADR 321) opens the site from the phone, offline too, with the last
// doctor lists and health tips and a clear offline banner; online, only the registry and the API go over the network.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectRemote, phoneShot, rpc, test } from './support/fixtures';

const OFFLINE_TEXT = "You're offline. Showing doctors and health tips saved on this phone; booking needs a connection.";

/** Resolves once the service worker controls the page (it claims the page that registered it). */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

/** Names of the API reads the worker has kept, e.g. `doctor/getDoctor`. */
const savedReads = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const api = names.find((n) => n.startsWith('musawo-api-'));
    if (!api) return [];
    const keys = await (await caches.open(api)).keys();
    return keys.map((k) => new URL(k.url).pathname.split('/').slice(-2).map(decodeURIComponent).join('/'));
  });

const savedFile = (page: Page, path: string): Promise<boolean> => page.evaluate(async (p) => (await caches.match(p)) !== undefined, path);

interface Doctor {
  id: string;
  name: string;
}

test.describe('offline and repeat visits (service worker)', () => {
  test.setTimeout(120_000);

  test('a repeat visit offline shows the saved pages, doctors and tips with the offline banner', async ({ page, context, request, allowConsoleErrors }) => {
    // Offline, the calls nobody saved (availability, the profile of a stranger) fail the way a dead network fails.
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    const { body } = await rpc<{ results: Doctor[] }>(request, 'doctor', 'featuredDoctors', { limit: 1, currency: 'UGX' });
    const doctor = body.results[0]!;
    const banner = page.getByTestId('offline-banner');

    // First visit, online: the page that registers the worker is itself kept (its files came from the HTTP cache).
    await page.goto('/');
    await expectRemote(page, 'discovery');
    const featured = page.getByRole('list', { name: 'Featured specialists' }).getByRole('article');
    await expect(featured.first()).toBeVisible();
    await waitForWorker(page);
    await expect(banner).toBeEmpty();

    await page.goto('/specialties');
    await expectRemote(page, 'discovery');
    const specialtyCards = page.getByRole('list', { name: 'Specialties' }).getByRole('heading', { level: 2 });
    await expect(specialtyCards.first()).toBeVisible();
    const specialtyCount = await specialtyCards.count();

    await page.goto(`/doctor/${doctor.id}`);
    await expectRemote(page, 'booking');
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();

    await page.goto('/articles');
    await expectRemote(page, 'content');
    const tips = page.locator('main ul article');
    await expect(tips).toHaveCount(6);
    const firstTip = await tips.first().getByRole('heading').first().textContent();

    // The very first view's API answers came before the worker existed; coming back home saves the doctor list.
    await page.goto('/');
    await expect(featured.first()).toBeVisible();

    await expect
      .poll(() => savedReads(page), { message: 'the worker keeps the public reads' })
      .toEqual(expect.arrayContaining(['doctor/featuredDoctors', 'Specialities/queryAllSpecialityNoAuth', 'doctor/getDoctor', 'healthTips/queryTips']));
    await expect.poll(() => savedFile(page, '/index.html')).toBe(true);
    // Toasts work offline too: their code, a chunk the page fetches once its first view is done (ADR 013), is kept.
    const toastCode = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).find((p) => /^\/toasts\.[0-9a-f]+\.js$/.test(p)) ?? '');
    await expect.poll(toastCode, { message: 'the page fetches the toast code after its first view' }).not.toBe('');
    await expect.poll(async () => savedFile(page, await toastCode())).toBe(true);

    await context.setOffline(true);
    try {
      await page.goto('/');
      await expect(banner).toHaveText(OFFLINE_TEXT);
      await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
      await expectRemote(page, 'discovery');
      await expect(page.getByRole('heading', { level: 1, name: 'Care that Comes to you' })).toBeVisible();
      await expect(featured.first()).toBeVisible();
      await phoneShot(page, 'offline-home');

      await page.goto('/specialties');
      await expectRemote(page, 'discovery');
      await expect(specialtyCards).toHaveCount(specialtyCount);
      await expect(banner).toHaveText(OFFLINE_TEXT);

      await page.goto(`/doctor/${doctor.id}`);
      await expectRemote(page, 'booking');
      await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
      await expect(banner).toHaveText(OFFLINE_TEXT);

      await page.goto('/articles');
      await expectRemote(page, 'content');
      await expect(tips).toHaveCount(6);
      await expect(tips.first().getByRole('heading').first()).toHaveText(firstTip ?? '');
      await expect(banner).toHaveText(OFFLINE_TEXT);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the banner goes.
    await expect(banner).toBeEmpty();
  });

  test('a repeat visit in Luganda, offline too, gets each page saved under its Luganda address (ADR 336)', async ({ page, context, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.goto('/lg');
    await expectRemote(page, 'discovery');
    await waitForWorker(page);
    // Once the worker is there, each page is kept under its full address, the language prefix included.
    await page.goto('/lg/specialties');
    await expectRemote(page, 'discovery');
    await page.goto('/lg');
    await expectRemote(page, 'discovery');
    await expect.poll(() => savedFile(page, '/lg/specialties')).toBe(true);
    await expect.poll(() => savedFile(page, '/lg')).toBe(true);
    // The English address was never visited: not saved, whatever the Luganda copy is.
    expect(await savedFile(page, '/specialties')).toBe(false);

    await context.setOffline(true);
    try {
      const home = await page.goto('/lg');
      expect(home?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Obujjanjabi obukusanga gy’oli' })).toBeVisible();
      await expectRemote(page, 'discovery');
      await expect(page.locator('html')).toHaveAttribute('lang', 'lg');

      const specialties = await page.goto('/lg/specialties');
      expect(specialties?.fromServiceWorker()).toBe(true);
      await expectRemote(page, 'discovery');
      await expect(page.locator('html')).toHaveAttribute('lang', 'lg');
      // Its links stay in Luganda.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Noonya Omusawo' }).first()).toHaveAttribute('href', /^\/lg\//);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a repeat visit online sends only the registry and API calls over the network', async ({ page, context }) => {
    await page.goto('/');
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('list', { name: 'Featured specialists' }).getByRole('article').first()).toBeVisible();
    await waitForWorker(page);
    // The first visit's files are copied from the HTTP cache into the worker's cache, the registry's entries included.
    const entry = await page.evaluate(async () => ((await (await fetch('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] }).remotes.find((r) => r.name === 'discovery')!.entry);
    await expect.poll(() => savedFile(page, entry)).toBe(true);
    const mainScript = await page.evaluate(() => [...document.scripts].map((s) => new URL(s.src, location.href).pathname).find((p) => /\/main\.[0-9a-f]+\.js$/.test(p)));
    await expect.poll(() => savedFile(page, mainScript ?? '/main.js')).toBe(true);

    const network = await trackNetwork(context, page);
    await page.goto('/');
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('list', { name: 'Featured specialists' }).getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const seen = network.list();
    test.info().annotations.push({ type: 'repeat-visit network', description: seen.join(', ') });
    console.log(`repeat visit, over the network: ${seen.join(', ')}`);
    // The shell's and the remote's scripts were asked for, and the worker answered them from its cache.
    expect(network.scriptsFromWorker()).toBeGreaterThan(3);
    expect(seen).toContain('GET /remotes.json');
    expect(seen).toContain('POST /api/v1');
    // The page itself is asked of the server (network first, ADR 336: it is rendered with its data); no script,
    // chunk or image is fetched.
    expect(seen.filter((r) => !['GET /remotes.json', 'POST /api/v1', 'GET / (document)'].includes(r))).toEqual([]);
  });
});

/**
 * What reached the network: every request the worker made itself (context events), and every request of the page
 * that neither the worker, the browser's memory cache nor its disk cache answered (the page's DevTools events).
 */
async function trackNetwork(context: BrowserContext, page: Page) {
  const seen = new Set<string>();
  const label = (method: string, url: string, document: boolean) => `${method} ${new URL(url).pathname}${document ? ' (document)' : ''}`;
  // The worker's requests; its navigation preload (the page itself) is a GET of an extension-less app path.
  const isPagePath = (url: string) => !/\.[a-z0-9]+$/i.test(new URL(url).pathname);
  context.on('request', (r) => {
    if (r.serviceWorker()) seen.add(label(r.method(), r.url(), r.method() === 'GET' && isPagePath(r.url())));
  });
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, { method: string; url: string; document: boolean }>();
  const fromCache = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { method: e.request.method, url: e.request.url, document: e.type === 'Document' }));
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  let answeredByWorker = 0;
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (e.response.fromServiceWorker && e.type === 'Script') answeredByWorker++;
    if (!r || fromCache.has(e.requestId) || e.response.fromServiceWorker || e.response.fromDiskCache || e.response.fromPrefetchCache) return;
    if (!r.url.startsWith('http')) return;
    seen.add(label(r.method, r.url, r.document));
  });
  await cdp.send('Network.enable');
  return { list: () => [...seen].sort(), scriptsFromWorker: () => answeredByWorker };
}
