import type { EventBus } from '@musawo/shared/runtime';
import { SW_KEEP_URLS, type KeepUrlsMessage } from '../../../sw/protocol';

interface Env {
  window: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'>; navigator: Pick<Navigator, 'serviceWorker'>; performance: Pick<Performance, 'getEntriesByType'> };
  production: boolean;
}

const browserEnv = (): Env => ({ window, production: process.env.NODE_ENV === 'production' });

/**
 * Resolves once the first view has had time to finish: `settleMs` after the first remote mounted or failed (its
 * page still fetches data and a chunk or two then), or after `maxMs` whatever happens (a shell-only page).
 */
export function afterFirstView(bus: Pick<EventBus, 'subscribe'>, settleMs = 3_000, maxMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    let subscriptions: { unsubscribe(): void }[] = [];
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscriptions.forEach((s) => s.unsubscribe());
      setTimeout(resolve, settleMs);
    };
    // 'remote:mounted' replays its last value: a remote that mounted already settles during subscribe.
    subscriptions = [bus.subscribe('remote:mounted', settle), bus.subscribe('remote:load-failed', settle)];
    if (done) subscriptions.forEach((s) => s.unsubscribe());
  });
}

/**
 * Registers /sw.js (ADR 321) in production builds, once the page has loaded and `firstView` has resolved, so the
 * worker's install never competes with the first view on a 3G link. On that first visit the page then hands the
 * worker the files it already loaded, which the worker copies from the HTTP cache instead of downloading anything
 * again.
 */
export function registerServiceWorker(
  env: Env = browserEnv(),
  firstView: Promise<unknown> = Promise.resolve(),
): void {
  const { window: win, production } = env;
  const container = win.navigator.serviceWorker;
  if (!production || !container) return;
  const firstVisit = !container.controller;
  const register = () => {
    void firstView
      .then(() => container.register('/sw.js', { scope: '/' }))
      .then(() => container.ready)
      .then((registration) => {
        if (!firstVisit) return;
        const urls = win.performance.getEntriesByType('resource').map((e) => e.name);
        registration.active?.postMessage({ type: SW_KEEP_URLS, urls } satisfies KeepUrlsMessage);
      })
      // No worker (private mode, an old browser, blocked by policy) only means no offline copy: the site works.
      .catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
