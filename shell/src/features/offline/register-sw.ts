import { SW_KEEP_URLS, type KeepUrlsMessage } from '../../../sw/protocol';

interface Env {
  window: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'>; navigator: Pick<Navigator, 'serviceWorker'>; performance: Pick<Performance, 'getEntriesByType'> };
  production: boolean;
}

const browserEnv = (): Env => ({ window, production: process.env.NODE_ENV === 'production' });

/**
 * Registers /sw.js (ADR 321) in production builds, once the first view has loaded, so the worker's install never
 * competes with it. On that first visit the page then hands the worker the files it already loaded, which the
 * worker copies from the HTTP cache instead of downloading anything again.
 */
export function registerServiceWorker(env: Env = browserEnv()): void {
  const { window: win, production } = env;
  const container = win.navigator.serviceWorker;
  if (!production || !container) return;
  const firstVisit = !container.controller;
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
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
