// Musawo's service worker (ADR 321): repeat visits open from the phone, and the last doctor lists and health tips
// stay readable offline. Decisions live in policy.ts (unit-tested); this file wires them to the Cache/Fetch APIs.
import {
  apiCacheKey, apiGetCacheKey, API_CACHE_MAX_ENTRIES, cacheFor, cacheNames, chooseStrategy, FRAMES, keepableUrls, liveRemotes, NETWORK_TIMEOUT_MS,
  obsoleteCaches, overflow, PAGE_CACHE_MAX_ENTRIES, PAINTED_FOR_HEADER, pageKey, parseAssetManifest, releaseFiles, stalePages, staleRemoteUrls, versionDir,
  withTimeout,
} from './policy';
import { isKeepUrlsMessage, OFFLINE_HEADER, SW_API_SOURCE, type ApiSourceMessage } from './protocol';

declare const __SW_BUILD__: string;
declare const __API_BASE__: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const origin = sw.location.origin;
const apiUrl = new URL(__API_BASE__, origin);
const apiPath = apiUrl.origin === origin ? apiUrl.pathname.replace(/\/$/, '') : '/api/v1';
const names = cacheNames(__SW_BUILD__);
// The frames (the shell's, and `/` painted by the build) a page never saved falls back to offline.
const [SPA, INDEX] = FRAMES;
const REGISTRY = '/remotes.json';

/** A whole, same-origin 200: the only kind of answer worth keeping. */
const keepable = (res: Response): boolean => res.status === 200 && res.type === 'basic' && !res.redirected;

/**
 * Copies a file into the cache only if the browser's HTTP cache already has it (the first visit loaded it before
 * this worker existed). Nothing is downloaded: on a paid 3G bundle, pages the user never opened are not fetched.
 */
async function keepIfHttpCached(cache: Cache, url: string): Promise<void> {
  if (await cache.match(url)) return;
  try {
    const res = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
    if (keepable(res)) await cache.put(url, res);
  } catch {
    // Not in the HTTP cache: it will be kept when a page first asks for it.
  }
}

/** Saves the frames that are not saved yet (a build without spa.html just lacks it). */
async function saveFrames(shell: Cache): Promise<void> {
  await Promise.all(
    [SPA].map(async (p) => {
      if (await shell.match(p)) return;
      const res = await fetch(p, { cache: 'no-cache' }).catch(() => undefined);
      if (res && keepable(res)) await shell.put(p, res);
    }),
  );
}

async function precache(): Promise<void> {
  const shell = await caches.open(names.shell);
  // The app shell and the registry are what a repeat visit offline cannot do without: fetch them for real.
  const [index, registry] = await Promise.all([fetch(INDEX, { cache: 'no-cache' }), fetch(REGISTRY, { cache: 'no-cache' })]);
  if (!keepable(index) || !keepable(registry)) throw new Error('index.html or remotes.json is not available');
  const registryJson: unknown = await registry.clone().json();
  await Promise.all([shell.put(INDEX, index), shell.put(REGISTRY, registry)]);
  // The shell's frame: what a page never visited opens in offline (the app renders the page over it).
  await saveFrames(shell);

  const manifestRes = await fetch('/asset-manifest.json', { cache: 'no-cache' }).catch(() => undefined);
  const manifest = manifestRes?.ok ? parseAssetManifest(await manifestRes.json().catch(() => null)) : undefined;
  await Promise.all((manifest?.files ?? []).filter((f) => !/^\/(index|spa)(\.[a-z]{2})?\.html$/.test(f)).map((f) => keepIfHttpCached(shell, f)));

  const assets = await caches.open(names.assets);
  await Promise.all(
    liveRemotes(registryJson).map(async (r) => {
      const release = await fetch(`${versionDir(r)}musawo-release.json`)
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      await Promise.all(releaseFiles(r, release).map((f) => keepIfHttpCached(assets, f)));
    }),
  );
}

sw.addEventListener('install', (event) => {
  // A new worker takes over at once (ADR 321): it holds no page state, and navigations are network-first anyway.
  event.waitUntil(precache().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(obsoleteCaches(await caches.keys(), names).map((n) => caches.delete(n)));
      // navigation() fetches the page itself; a preload request alongside it would only download the page twice.
      await sw.registration.navigationPreload?.disable().catch(() => undefined);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  if (!isKeepUrlsMessage(event.data)) return;
  const urls = keepableUrls(event.data.urls, origin, apiPath);
  event.waitUntil(Promise.all(urls.map(async (u) => keepIfHttpCached(await caches.open(cacheFor(u, names)), u))));
});

async function tell(clientId: string, source: ApiSourceMessage['source']): Promise<void> {
  const client = clientId ? await sw.clients.get(clientId) : undefined;
  client?.postMessage({ type: SW_API_SOURCE, source } satisfies ApiSourceMessage);
}

/** Network first within the timeout; the saved copy when the network fails, is slow or is down (5xx). */
async function networkFirst(event: FetchEvent, network: Promise<Response>, key: string, cacheName: string, isGood: (r: Response) => boolean): Promise<Response> {
  const cache = await caches.open(cacheName);
  // Whatever happens to the race below, a good late answer still refreshes the saved copy.
  const saved = network.then(async (res) => {
    if (isGood(res)) await cache.put(key, res.clone());
    return res;
  });
  event.waitUntil(saved.catch(() => undefined));
  try {
    const res = await withTimeout(saved, NETWORK_TIMEOUT_MS);
    if (res.status < 500) return res;
    return (await cache.match(key)) ?? res;
  } catch (err) {
    const copy = await cache.match(key);
    if (copy) return copy;
    // Nothing saved: wait for the network after all (slow is better than nothing), or fail as the browser would.
    return saved.catch(() => {
      throw err;
    });
  }
}

/**
 * A page is network first (ADR 336): the server renders every public page with its data, in the address's
 * language, so the network's answer is the page as it is now. Each answer is kept under the page's full address
 * (pageKey: `/lg/doctor/7?x=1` is not `/doctor/7`), and served when the network fails, is slow (3 s) or is down. A
 * page never saved opens offline in the shell's frame, over which the app renders it from its saved files and reads.
 */
async function navigation(event: FetchEvent): Promise<Response> {
  const key = pageKey(event.request.url);
  const isPage = (r: Response) => keepable(r) && (r.headers.get('content-type') ?? '').includes('text/html');
  const res = await networkFirst(event, fetch(event.request), key, names.pages, isPage).catch(async (err: unknown) => {
    const shell = await caches.open(names.shell);
    const frame = (await shell.match(SPA)) ?? (await shell.match(INDEX));
    if (frame) return frame;
    throw err;
  });
  event.waitUntil(
    caches
      .open(names.pages)
      .then(async (pages) => Promise.all(overflow(await pages.keys(), PAGE_CACHE_MAX_ENTRIES).map((k) => pages.delete(k))))
      .catch(() => undefined),
  );
  return res;
}

async function cacheFirst(request: Request): Promise<Response> {
  const copy = await caches.match(request, { ignoreVary: true });
  if (copy) return copy;
  const res = await fetch(request);
  if (keepable(res)) {
    const cache = await caches.open(cacheFor(request.url, names));
    await cache.put(request, res.clone());
  }
  return res;
}

/**
 * Drops what the registry no longer names (after a release, a rollback, a canary's end): saved remote files of
 * other versions, and saved pages rendered by another version of their owner (the next visit fetches them again).
 */
async function pruneForRegistry(registry: Response): Promise<void> {
  const json: unknown = await registry.json();
  await Promise.all([pruneRemotes(json), prunePages(json)]);
}

async function prunePages(registryJson: unknown): Promise<void> {
  await Promise.all(
    [names.pages, names.shell].map(async (name) => {
      const cache = await caches.open(name);
      const saved = await Promise.all((await cache.keys()).map(async (req) => ({ url: req.url, paintedFor: (await cache.match(req))?.headers.get(PAINTED_FOR_HEADER) ?? null })));
      await Promise.all(stalePages(saved, registryJson).map((u) => cache.delete(u)));
    }),
  );
  // `/` painted by the build is a frame too: fetched again for the new version.
  const shell = await caches.open(names.shell);
  if (await shell.match(INDEX)) return;
  const res = await fetch(INDEX, { cache: 'no-cache' }).catch(() => undefined);
  if (res && keepable(res)) await shell.put(INDEX, res);
}

async function pruneRemotes(registryJson: unknown): Promise<void> {
  const live = liveRemotes(registryJson);
  if (live.length === 0) return;
  const assets = await caches.open(names.assets);
  const stale = staleRemoteUrls((await assets.keys()).map((r) => r.url), live);
  await Promise.all(stale.map((u) => assets.delete(u)));
}

async function registryRequest(event: FetchEvent): Promise<Response> {
  const network = fetch(event.request);
  event.waitUntil(
    network
      .then((res) => (keepable(res) ? pruneForRegistry(res.clone()) : undefined))
      .catch(() => undefined),
  );
  return networkFirst(event, network, REGISTRY, names.shell, keepable);
}

async function api(event: FetchEvent): Promise<Response> {
  const key = event.request.method === 'GET' ? apiGetCacheKey(origin, event.request.url, apiPath) : apiCacheKey(origin, await event.request.clone().text());
  if (key === undefined) return fetch(event.request);
  const cache = await caches.open(names.api);
  try {
    const res = await fetch(event.request);
    if (res.status < 500) {
      if (res.ok) {
        const body = await res.clone().text();
        // Only the body and its type are kept: no cookies, no request id, nothing else from the live answer.
        await cache.put(key, new Response(body, { headers: { 'content-type': res.headers.get('content-type') ?? 'application/json', 'x-musawo-saved-at': new Date().toISOString() } }));
        const extra = overflow(await cache.keys(), API_CACHE_MAX_ENTRIES);
        await Promise.all(extra.map((k) => cache.delete(k)));
      }
      void tell(event.clientId, 'network');
      return res;
    }
    const copy = await cache.match(key);
    if (!copy) return res;
    return offlineCopy(event, copy);
  } catch (err) {
    const copy = await cache.match(key);
    if (!copy) throw err;
    return offlineCopy(event, copy);
  }
}

function offlineCopy(event: FetchEvent, copy: Response): Response {
  void tell(event.clientId, 'cache');
  const headers = new Headers(copy.headers);
  headers.set(OFFLINE_HEADER, '1');
  return new Response(copy.body, { status: 200, headers });
}

sw.addEventListener('fetch', (event) => {
  const strategy = chooseStrategy(event.request, origin, apiPath);
  switch (strategy) {
    case 'navigation':
      return event.respondWith(navigation(event));
    case 'registry':
      return event.respondWith(registryRequest(event));
    case 'api':
      return event.respondWith(api(event));
    case 'cache-first':
      return event.respondWith(cacheFirst(event.request));
    case 'passthrough':
      return undefined;
  }
});
