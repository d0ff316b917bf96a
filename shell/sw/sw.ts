// Musawo's service worker (ADR 321): repeat visits open from the phone, and the last doctor lists and health tips
// stay readable offline. Decisions live in policy.ts (unit-tested); this file wires them to the Cache/Fetch APIs.
import {
  apiCacheKey, apiGetCacheKey, API_CACHE_MAX_ENTRIES, cacheFor, cacheNames, chooseStrategy, keepableUrls, liveRemotes, NETWORK_TIMEOUT_MS,
  homeOwner, obsoleteCaches, overflow, PAINTED_FOR_HEADER, pageRemote, paintingFor, paintingsToSave, parseAssetManifest, releaseFiles, stalePaintings, staleRemoteUrls,
  startListUrl, versionDir, withTimeout, workerLanguage, type LiveRemote,
} from './policy';
import { earlyReadLinks, parseStartList } from '@musawo/shared/get-reads';
import { isLanguage, type Language } from '@musawo/shared/languages';
import { isKeepUrlsMessage, isLanguageMessage, OFFLINE_HEADER, SW_API_SOURCE, type ApiSourceMessage } from './protocol';

declare const __SW_BUILD__: string;
declare const __API_BASE__: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const origin = sw.location.origin;
const apiUrl = new URL(__API_BASE__, origin);
const apiPath = apiUrl.origin === origin ? apiUrl.pathname.replace(/\/$/, '') : '/api/v1';
const names = cacheNames(__SW_BUILD__);
// The painted home page in English (scripts/prerender.tsx); the other paintings are named by paintingFor.
const INDEX = '/index.html';
const REGISTRY = '/remotes.json';
/** Where the language the page last told the worker is kept (the assets cache outlives shell builds). */
const TOLD_LANGUAGE = `${origin}/__musawo-offline/language`;

/** The visitor's language, as the server reads it from the `lang` cookie (ADR 016); see workerLanguage. */
async function visitorLanguage(): Promise<Language> {
  const cookie = await Promise.resolve(sw.cookieStore?.get('lang'))
    .then((c) => c?.value)
    .catch(() => undefined);
  if (isLanguage(cookie)) return cookie;
  const told = await caches
    .open(names.assets)
    .then((c) => c.match(TOLD_LANGUAGE))
    .then((r) => r?.text())
    .catch(() => undefined);
  return workerLanguage(cookie, told);
}

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

/** Saves the paintings a visit in `lang` needs that are not saved yet (a build without them just lacks them). */
async function savePaintings(shell: Cache, lang: Language): Promise<void> {
  await Promise.all(
    paintingsToSave(lang).map(async (p) => {
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
  // The other paintings: spa.html, and both in the visitor's language.
  await savePaintings(shell, await visitorLanguage());

  const manifestRes = await fetch('/asset-manifest.json', { cache: 'no-cache' }).catch(() => undefined);
  const manifest = manifestRes?.ok ? parseAssetManifest(await manifestRes.json().catch(() => null)) : undefined;
  await Promise.all((manifest?.files ?? []).filter((f) => !/^\/(index|spa)(\.[a-z]{2})?\.html$/.test(f)).map((f) => keepIfHttpCached(shell, f)));

  const assets = await caches.open(names.assets);
  await Promise.all(
    liveRemotes(registryJson).map(async (r) => {
      const release = await fetch(`${versionDir(r)}musawo-release.json`)
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      await Promise.all([...releaseFiles(r, release).map((f) => keepIfHttpCached(assets, f)), saveStartList(assets, r)]);
    }),
  );
}

/** Saves a live version's start list (a few hundred bytes, immutable) for the saved pages' preload hints. */
async function saveStartList(assets: Cache, r: LiveRemote): Promise<void> {
  const url = startListUrl(r);
  if (await assets.match(url)) return;
  const res = await fetch(url).catch(() => undefined);
  if (res && keepable(res)) await assets.put(url, res);
}

/**
 * The page's first API reads as preload hints, as the server's answer names them (server/src/static/preload-links.ts),
 * from the saved registry and start list: without them a repeat visit, answered from the saved copy, would ask for
 * them only once the page's code runs, a 3G round trip late. Not the remote's scripts, which the server names too:
 * they are in this worker's cache, a few milliseconds away, and asked for first they would only hold back the
 * shell's own scripts here. None when the registry or the list is not saved; never an error, which would cost the
 * page itself.
 */
async function savedPageLinks(pathname: string): Promise<string | undefined> {
  try {
    const registry = await (await caches.open(names.shell)).match(REGISTRY);
    const remote = registry ? pageRemote(await registry.json(), pathname) : undefined;
    if (!remote) return undefined;
    const list = await (await caches.open(names.assets)).match(startListUrl(remote));
    if (!list) return undefined;
    return earlyReadLinks(apiPath, parseStartList(await list.json()), pathname).join(', ') || undefined;
  } catch {
    return undefined;
  }
}

/** A saved page with this visit's preload hints: a copy saved from a visit to another doctor names that doctor's. */
function withLinks(copy: Response, links: string | undefined): Response {
  const headers = new Headers(copy.headers);
  if (links) headers.set('link', links);
  else headers.delete('link');
  return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
}

sw.addEventListener('install', (event) => {
  // A new worker takes over at once (ADR 321): it holds no page state, and navigations are network-first anyway.
  event.waitUntil(precache().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(obsoleteCaches(await caches.keys(), names).map((n) => caches.delete(n)));
      // Pages are answered from the cache (see navigation()), so a preload request would only waste the link.
      await sw.registration.navigationPreload?.disable().catch(() => undefined);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  if (isLanguageMessage(event.data)) {
    const lang = event.data.lang;
    if (!isLanguage(lang)) return;
    // Kept for the next navigation, and that language's paintings saved now, so the next visit offline has them.
    event.waitUntil(
      Promise.all([caches.open(names.assets).then((c) => c.put(TOLD_LANGUAGE, new Response(lang))), caches.open(names.shell).then((c) => savePaintings(c, lang))]),
    );
    return;
  }
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
 * The page itself is cache-first (ADR 010): spa.html changes only with a shell build, and a shell build is a new
 * sw.js whose install saves the new pages, so the saved copy always matches the saved scripts. The painting of `/`
 * also changes with its owner's release (ADR 324): each registry answer drops a copy made for another version
 * (pruneForRegistry). A repeat visit then starts painting without a 3G round trip. A page not saved yet goes to the
 * network.
 */
async function navigation(event: FetchEvent): Promise<Response> {
  // Saved per kind of page, so a visit to /doctor/42 never paints the home page first, and per language, so a
  // Luganda visitor gets the Luganda painting and the app hydrates it (ADR 016).
  const pathname = new URL(event.request.url).pathname;
  // Read beside the language and the copy; it never rejects.
  const links = savedPageLinks(pathname);
  const lang = await visitorLanguage();
  const key = paintingFor(pathname, lang);
  const shell = await caches.open(names.shell);
  const copy = await shell.match(key);
  if (copy) return withLinks(copy, await links);
  const isHtml = (r: Response) => keepable(r) && (r.headers.get('content-type') ?? '').includes('text/html');
  // Not saved yet: from the network (and saved under this page's key); offline, the English copy of this kind of
  // page, else the home page's, over which the app renders the route afresh in the visitor's language.
  return networkFirst(event, fetch(event.request), key, names.shell, isHtml).catch(async (err: unknown) => {
    const home = (await shell.match(paintingFor(pathname, 'en'))) ?? (await shell.match(INDEX));
    if (home) return home;
    throw err;
  });
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
 * other versions, and saved paintings of `/` made for another version of its owner, which are fetched again.
 */
async function pruneForRegistry(registry: Response): Promise<void> {
  const json: unknown = await registry.json();
  await Promise.all([pruneRemotes(json), prunePaintings(json)]);
}

async function prunePaintings(registryJson: unknown): Promise<void> {
  const shell = await caches.open(names.shell);
  const saved = await Promise.all((await shell.keys()).map(async (req) => ({ url: req.url, paintedFor: (await shell.match(req))?.headers.get(PAINTED_FOR_HEADER) ?? null })));
  const stale = stalePaintings(saved, homeOwner(registryJson));
  if (stale.length === 0) return;
  await Promise.all(stale.map((u) => shell.delete(u)));
  await savePaintings(shell, await visitorLanguage());
}

async function pruneRemotes(registryJson: unknown): Promise<void> {
  const live = liveRemotes(registryJson);
  if (live.length === 0) return;
  const assets = await caches.open(names.assets);
  // A version released since the install: its start list, for the next visit's preload hints.
  await Promise.all(live.map((r) => saveStartList(assets, r)));
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
