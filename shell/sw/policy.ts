// The service worker's decisions, as pure functions (ADR 321): which strategy a request gets, which API reads may
// be kept, under which key, and what to precache or prune. sw.ts only wires these to the Cache and Fetch APIs.
import { matchRoute, parseRpcGetUrl } from '@musawo/shared/get-reads';
import { splitLanguagePath } from '@musawo/shared/languages';

/** Bump when the cache layout changes: activate deletes every musawo-* cache it does not name. */
const CACHE_SCHEMA = 'v1';
const CACHE_PREFIX = 'musawo-';

export interface CacheNames {
  /** index.html, remotes.json and the shell's files: one per shell build, so an old build's files go with it. */
  shell: string;
  /** /remotes/<name>/<version>/** and /media/**: immutable, kept across shell builds, pruned by the registry. */
  assets: string;
  /** The last answer to each allow-listed public API read. */
  api: string;
  /** Pages as the server rendered them, keyed by their full address (ADR 336): one per shell build, like its files. */
  pages: string;
}

export function cacheNames(build: string): CacheNames {
  return {
    shell: `${CACHE_PREFIX}shell-${CACHE_SCHEMA}-${build}`,
    assets: `${CACHE_PREFIX}assets-${CACHE_SCHEMA}`,
    api: `${CACHE_PREFIX}api-${CACHE_SCHEMA}`,
    pages: `${CACHE_PREFIX}pages-${CACHE_SCHEMA}-${build}`,
  };
}

/** Caches this worker does not use any more: another schema, or a previous shell build. Foreign caches are left alone. */
export function obsoleteCaches(existing: readonly string[], names: CacheNames): string[] {
  const keep = new Set(Object.values(names));
  return existing.filter((n) => n.startsWith(CACHE_PREFIX) && !keep.has(n));
}

/** How long a navigation or the registry waits for the network before the saved copy is used. */
export const NETWORK_TIMEOUT_MS = 3_000;
/** API answers kept at most (oldest dropped first): a few dozen doctor lists, profiles and tips. */
export const API_CACHE_MAX_ENTRIES = 80;
/** Pages kept at most (oldest dropped first): a server-rendered doctor page is 20-40 KB. */
export const PAGE_CACHE_MAX_ENTRIES = 40;

/**
 * Public reads whose last answer may be shown offline. Only these: anything else (bookings, wallet, profile) is
 * personal or must be live, and an authenticated call is never kept whatever its action (see chooseStrategy).
 */
export const OFFLINE_READS: ReadonlySet<string> = new Set([
  'doctor/searchDoctorsByLocation',
  'doctor/featuredDoctors',
  'doctor/getDoctor',
  'Specialities/queryAllSpecialityNoAuth',
  'healthTips/queryTips',
  'healthTips/getTipById',
  'Reviews/queryReviews',
]);

const isOfflineRead = (service: unknown, action: unknown): boolean =>
  typeof service === 'string' && typeof action === 'string' && OFFLINE_READS.has(`${service}/${action}`);

export type Strategy =
  /** Network first (3 s), then this address's saved copy, else the saved frame. */
  | 'navigation'
  /** Network first (3 s), then the last saved /remotes.json. */
  | 'registry'
  /** Network first; an allow-listed public read's last answer is kept and served when the network fails. */
  | 'api'
  /** Saved copy first (immutable files), else the network, saving what it answers. */
  | 'cache-first'
  /** Not the worker's business: the browser handles it as if there were no worker. */
  | 'passthrough';

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  headers: { has(name: string): boolean };
}

const FILE_EXTENSION = /\/[^/]*\.[A-Za-z0-9]+$/;

export function chooseStrategy(req: RequestFacts, origin: string, apiPath: string): Strategy {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return 'passthrough';
  }
  if (url.origin !== origin) return 'passthrough';
  const path = url.pathname;
  const isApi = path === apiPath || path.startsWith(`${apiPath}/`) || path.startsWith('/api/');

  if (req.method === 'POST') {
    // A call carrying a token is personal: it never goes near the cache, not even to be looked up.
    if (path === apiPath && !req.headers.has('authorization')) return 'api';
    return 'passthrough';
  }
  // The GET form of a public read (ADR 011) is kept for offline like its POST form, under the same key.
  if (req.method === 'GET' && isApi) return apiGetCacheKey(origin, req.url, apiPath) !== undefined && !req.headers.has('authorization') ? 'api' : 'passthrough';
  if (req.method !== 'GET' || isApi) return 'passthrough';
  if (req.mode === 'navigate') {
    // The server answers index.html only for extension-less paths outside /api and /remotes (ADR 102).
    return FILE_EXTENSION.test(path) || path.startsWith('/remotes/') ? 'passthrough' : 'navigation';
  }
  if (path === '/remotes.json') return 'registry';
  // The worker itself and the list it installs from must always come from the server.
  if (path === '/sw.js' || path === '/asset-manifest.json') return 'passthrough';
  // A range request (video seeking) cannot be answered from the Cache API, which stores whole 200s only.
  if (req.headers.has('range')) return 'passthrough';
  if (path.startsWith('/remotes/') || path.startsWith('/media/') || FILE_EXTENSION.test(path)) return 'cache-first';
  return 'passthrough';
}

/** Where a cache-first file is kept: remote versions and media outlive a shell build; the shell's files do not. */
export function cacheFor(url: string, names: CacheNames): string {
  const path = new URL(url).pathname;
  return path.startsWith('/remotes/') || path.startsWith('/media/') ? names.assets : names.shell;
}

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` name the same saved answer. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

const API_CACHE_PATH = '/__musawo-offline/api';

/**
 * The synthetic GET URL an allow-listed read is kept under (the Cache API keys GETs only):
 * `<origin>/__musawo-offline/api/<SERVICE>/<ACTION>?q=<stable JSON of the other fields>`.
 * Returns undefined for a body that is not an allow-listed call.
 */
export function apiCacheKey(origin: string, bodyText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { SERVICE, ACTION, ...fields } = body as Record<string, unknown>;
  return offlineKey(origin, SERVICE, ACTION, fields);
}

/** The same key for the GET form of a read (`<api>/<SERVICE>/<ACTION>?<fields>`), or undefined. */
export function apiGetCacheKey(origin: string, url: string, apiPath: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const call = parseRpcGetUrl(parsed, apiPath);
  return call && offlineKey(origin, call.service, call.action, call.input);
}

function offlineKey(origin: string, service: unknown, action: unknown, fields: Record<string, unknown>): string | undefined {
  if (!isOfflineRead(service, action)) return undefined;
  const q = encodeURIComponent(stableStringify(fields));
  return `${origin}${API_CACHE_PATH}/${encodeURIComponent(String(service))}/${encodeURIComponent(String(action))}?q=${q}`;
}

/** Keys to delete so that at most `max` remain, oldest first (Cache.keys() lists in insertion order). */
export function overflow<T>(keys: readonly T[], max: number): T[] {
  return keys.length > max ? keys.slice(0, keys.length - max) : [];
}

// --- pages (ADR 336) -------------------------------------------------------------------------------------

/**
 * The key a page's saved copy is kept under: its full address, language prefix and query included, without the
 * fragment (`/lg/doctor/7?tab=reviews`). Every page is rendered by the server with its data in its language (issue 44),
 * so one address's copy is never another's: `/doctor/7` and `/lg/doctor/7`, or two doctors, differ.
 */
export function pageKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}${u.search}`;
}

/** The frames a page falls back to offline when its own address was never saved: the shell's frame, else `/`'s. */
export const FRAMES = ['/spa.html', '/index.html'] as const;

/** The header a page answer names its owner's version in (server/src/static/deploy-routes.ts `PAINTED_FOR_HEADER`). */
export const PAINTED_FOR_HEADER = 'x-musawo-painted-for';

/**
 * Saved pages rendered by another version of their owner than the registry now names: after a release, a rollback
 * or a canary's end, their HTML names scripts that are no longer live, and hydrating it with the new ones would not
 * match. `/index.html` is the page `/`. A copy that does not say who made it (the frame) is kept.
 */
export function stalePages(saved: readonly { url: string; paintedFor: string | null }[], registryJson: unknown): string[] {
  return saved
    .filter((s) => {
      if (s.paintedFor === null) return false;
      const pathname = new URL(s.url).pathname;
      const owner = pageRemote(registryJson, /^\/index(\.[a-z]{2})?\.html$/.test(pathname) ? '/' : splitLanguagePath(pathname).path);
      return owner !== undefined && `${owner.name}@${owner.version}` !== s.paintedFor;
    })
    .map((s) => s.url);
}

// --- precache ---------------------------------------------------------------------------------------------

export interface AssetManifest {
  build: string;
  /** Absolute paths of the shell's files, e.g. `/main.3f2a9c1b2d.js`. */
  files: string[];
}

export function parseAssetManifest(json: unknown): AssetManifest | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { build, files } = json as Record<string, unknown>;
  if (typeof build !== 'string' || !Array.isArray(files) || !files.every((f) => typeof f === 'string' && f.startsWith('/'))) return undefined;
  return { build, files: files as string[] };
}

export interface LiveRemote {
  name: string;
  version: string;
  /** The registry's entry URL, e.g. `/remotes/booking/1.0.0/remoteEntry.js?v=…`. */
  entry: string;
  /** The pages it serves (registry syntax, e.g. `/doctor/:id`). */
  routes: string[];
}

export function liveRemotes(json: unknown): LiveRemote[] {
  if (typeof json !== 'object' || json === null) return [];
  const remotes = (json as { remotes?: unknown }).remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((r: unknown) => {
    if (typeof r !== 'object' || r === null) return [];
    const { name, version, entry, routes } = r as Record<string, unknown>;
    if (typeof name !== 'string' || typeof version !== 'string' || typeof entry !== 'string') return [];
    return [{ name, version, entry, routes: Array.isArray(routes) ? routes.filter((x): x is string => typeof x === 'string') : [] }];
  });
}

/** The live remote that serves a page, as the server finds it (the first whose routes match). */
export function pageRemote(registryJson: unknown, pathname: string): LiveRemote | undefined {
  return liveRemotes(registryJson).find((r) => r.routes.some((route) => matchRoute(route, pathname) !== undefined));
}

/** The folder of a live remote version, `/remotes/<name>/<version>/`. */
export const versionDir = (r: Pick<LiveRemote, 'name' | 'version'>): string =>
  `/remotes/${encodeURIComponent(r.name)}/${encodeURIComponent(r.version)}/`;

/** The files a release lists in its musawo-release.json (`files`), as absolute paths; none for an older release. */
export function releaseFiles(r: LiveRemote, releaseJson: unknown): string[] {
  const files = typeof releaseJson === 'object' && releaseJson !== null ? (releaseJson as { files?: unknown }).files : undefined;
  const listed = Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && !f.includes('..') && f !== 'remoteEntry.js') : [];
  // remoteEntry.js is kept under the registry's exact URL (with its content query), never the bare file name.
  return [r.entry, ...listed.map((f) => versionDir(r) + f)];
}

/**
 * Saved /remotes/** URLs that belong to no live version: left behind by a release or a rollback. Media and
 * anything else are not the registry's to prune.
 */
export function staleRemoteUrls(savedUrls: readonly string[], live: readonly LiveRemote[]): string[] {
  const dirs = live.map(versionDir);
  return savedUrls.filter((u) => {
    const path = new URL(u).pathname;
    return path.startsWith('/remotes/') && !dirs.some((d) => path.startsWith(d));
  });
}

/** Same-origin, cacheable file URLs among those a page reports (its resource timing list). */
export function keepableUrls(urls: readonly string[], origin: string, apiPath: string): string[] {
  const out = new Set<string>();
  for (const u of urls) {
    let url: URL;
    try {
      url = new URL(u, origin);
    } catch {
      continue;
    }
    url.hash = '';
    const strategy = chooseStrategy({ method: 'GET', url: url.href, mode: 'no-cors', headers: { has: () => false } }, origin, apiPath);
    if (strategy === 'cache-first') out.add(url.href);
  }
  return [...out];
}

/** Rejects after `ms`, so a network that neither answers nor fails (3G "lie-fi") does not hold a page hostage. */
export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
