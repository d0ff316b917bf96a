// Issue 28, a visitor whose phone has the service worker: when the registry hangs, the worker answers with the copy
// it saved (network first for 3 s, then the saved /remotes.json), so the site opens instead of the full-page
// message a first-time visitor gets after 5 s (release.spec.ts).
import type { Page, Route } from '@playwright/test';
import { expect, expectRemote, test } from './support/fixtures';

async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

test('a hung registry on a repeat visit: the service worker answers with its saved copy and the page opens', async ({ page, context, allowConsoleErrors }) => {
  test.setTimeout(90_000);
  allowConsoleErrors(/remotes\.json|Failed to load resource|net::ERR_FAILED/);
  await page.goto('/about');
  await expectRemote(page, 'content');
  await waitForWorker(page);
  await expect.poll(() => page.evaluate(async () => (await caches.match('/remotes.json')) !== undefined)).toBe(true);

  // The origin stops answering /remotes.json: every request for it (the worker's included) is held.
  let held = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  const hang = async (route: Route) => {
    held++;
    await released;
    await route.abort().catch(() => undefined);
  };
  await context.route('**/remotes.json*', hang);
  try {
    await page.goto('/articles');
    await expectRemote(page, 'content');
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // The network was asked and hung (it still is): the page opened on the worker's copy.
    expect(held).toBeGreaterThan(0);
  } finally {
    await context.unroute('**/remotes.json*', hang);
    release();
  }
});
