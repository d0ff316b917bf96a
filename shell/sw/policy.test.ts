import {
  apiCacheKey, apiGetCacheKey, cacheFor, cacheNames, chooseStrategy, keepableUrls, liveRemotes, obsoleteCaches, pageKey, pageRemote, OFFLINE_READS, overflow,
  parseAssetManifest, releaseFiles, stableStringify, stalePages, staleRemoteUrls, withTimeout, type RequestFacts,
} from './policy';
import { isApiSourceMessage, isKeepUrlsMessage, SW_API_SOURCE, SW_KEEP_URLS } from './protocol';

const origin = 'https://musawo.ug';
const req = (url: string, o: { method?: string; mode?: string; headers?: Record<string, string> } = {}): RequestFacts => {
  const headers = new Set(Object.keys(o.headers ?? {}).map((h) => h.toLowerCase()));
  return { url: new URL(url, origin).href, method: o.method ?? 'GET', mode: o.mode ?? 'cors', headers: { has: (n) => headers.has(n.toLowerCase()) } };
};
const strategy = (r: RequestFacts) => chooseStrategy(r, origin, '/api/v1');

describe('service worker strategy', () => {
  it('answers page loads network-first with the saved app shell behind them', () => {
    for (const path of ['/', '/specialties', '/doctor/42', '/articles/7?from=home']) expect(strategy(req(path, { mode: 'navigate' }))).toBe('navigation');
  });

  it('leaves navigations to files, /api and /remotes to the browser (the server never answers them with the app)', () => {
    for (const path of ['/media/tips/clip.mp4', '/api/dev/outbox?to=x', '/remotes/booking/1.0.0/remoteEntry.js', '/privacy.pdf']) {
      expect(strategy(req(path, { mode: 'navigate' }))).toBe('passthrough');
    }
  });

  it('fetches the registry network-first', () => {
    expect(strategy(req('/remotes.json'))).toBe('registry');
  });

  it('serves immutable files cache-first: shell chunks, remote versions, media', () => {
    for (const path of ['/main.3f2a9c1b2d.js', '/favicon.svg', '/remotes/booking/1.0.0/remoteEntry.js?v=abc123def456', '/remotes/booking/1.0.0/456.a1b2c3d4e5.js', '/media/specialties/cardiology.webp']) {
      expect(strategy(req(path))).toBe('cache-first');
    }
  });

  it('always asks the server for the worker itself and its install list', () => {
    expect(strategy(req('/sw.js'))).toBe('passthrough');
    expect(strategy(req('/asset-manifest.json'))).toBe('passthrough');
  });

  it('leaves range requests (video seeking) to the browser', () => {
    expect(strategy(req('/media/tips/clip.mp4', { headers: { Range: 'bytes=0-' } }))).toBe('passthrough');
  });

  it('handles POST /api/v1 without a token, and never one that carries a token', () => {
    expect(strategy(req('/api/v1', { method: 'POST' }))).toBe('api');
    expect(strategy(req('/api/v1', { method: 'POST', headers: { Authorization: 'Bearer abc' } }))).toBe('passthrough');
  });

  it('handles the GET form of a public read kept offline (ADR 011), and no other API GET', () => {
    expect(strategy(req('/api/v1/doctor/getDoctor?currency=UGX&doctorId=d1'))).toBe('api');
    expect(strategy(req('/api/v1/doctor/getDoctor?doctorId=d1', { headers: { Authorization: 'Bearer abc' } }))).toBe('passthrough');
    expect(strategy(req('/api/v1/auth/getUserProfile'))).toBe('passthrough');
  });

  it('keeps the GET form of a read under the key of its POST form', () => {
    const viaGet = apiGetCacheKey(origin, `${origin}/api/v1/doctor/getDoctor?currency=UGX&doctorId=d1`, '/api/v1');
    expect(viaGet).toBe(apiCacheKey(origin, JSON.stringify({ SERVICE: 'doctor', ACTION: 'getDoctor', doctorId: 'd1', currency: 'UGX' })));
    expect(apiGetCacheKey(origin, `${origin}/api/v1/doctor/getDoctor?doctorId=1&doctorId=2`, '/api/v1')).toBeUndefined();
    expect(apiGetCacheKey(origin, 'not a url', '/api/v1')).toBeUndefined();
  });

  it('leaves other methods, other API paths and other origins alone', () => {
    expect(strategy(req('/api/v1', { method: 'PUT' }))).toBe('passthrough');
    expect(strategy(req('/api/v1'))).toBe('passthrough');
    expect(strategy(req('/api/dev/outbox?to=x'))).toBe('passthrough');
    expect(strategy(req('/api/upload', { method: 'POST' }))).toBe('passthrough');
    expect(strategy(req('https://cdn.example.com/lib.3f2a9c1b2d.js'))).toBe('passthrough');
    expect(strategy(req('https://cdn.example.com/api/v1', { method: 'POST' }))).toBe('passthrough');
    expect(strategy({ ...req('/'), url: 'not a url' })).toBe('passthrough');
  });

  it('uses the API path the build was given', () => {
    expect(chooseStrategy(req('/gateway', { method: 'POST' }), origin, '/gateway')).toBe('api');
    expect(chooseStrategy(req('/api/v1', { method: 'POST' }), origin, '/gateway')).toBe('passthrough');
  });
});

describe('offline API reads', () => {
  it('allows exactly the public directory and tips reads', () => {
    expect([...OFFLINE_READS].sort()).toEqual([
      'Reviews/queryReviews',
      'Specialities/queryAllSpecialityNoAuth',
      'doctor/featuredDoctors',
      'doctor/getDoctor',
      'doctor/searchDoctorsByLocation',
      'healthTips/getTipById',
      'healthTips/queryTips',
    ]);
  });

  it('keys a read by service, action and its fields, whatever their order', () => {
    const a = apiCacheKey(origin, JSON.stringify({ SERVICE: 'doctor', ACTION: 'searchDoctorsByLocation', location: 'Kampala', page: 1, filters: { b: 2, a: 1 } }));
    const b = apiCacheKey(origin, JSON.stringify({ page: 1, filters: { a: 1, b: 2 }, ACTION: 'searchDoctorsByLocation', location: 'Kampala', SERVICE: 'doctor' }));
    expect(a).toBe(b);
    expect(a).toBe(`${origin}/__musawo-offline/api/doctor/searchDoctorsByLocation?q=${encodeURIComponent('{"filters":{"a":1,"b":2},"location":"Kampala","page":1}')}`);
  });

  it('keys different fields apart', () => {
    const one = apiCacheKey(origin, JSON.stringify({ SERVICE: 'doctor', ACTION: 'getDoctor', doctorId: '1' }));
    const two = apiCacheKey(origin, JSON.stringify({ SERVICE: 'doctor', ACTION: 'getDoctor', doctorId: '2' }));
    expect(one).not.toBe(two);
  });

  it('has no key for a call off the list, or a body that is not a call', () => {
    expect(apiCacheKey(origin, JSON.stringify({ SERVICE: 'appointment', ACTION: 'createAppointment', doctorId: '1' }))).toBeUndefined();
    expect(apiCacheKey(origin, JSON.stringify({ SERVICE: 'auth', ACTION: 'login', emailOrPhone: 'a', password: 'b' }))).toBeUndefined();
    expect(apiCacheKey(origin, JSON.stringify({ SERVICE: 'doctor', ACTION: 'getDoctor ' }))).toBeUndefined();
    expect(apiCacheKey(origin, 'not json')).toBeUndefined();
    expect(apiCacheKey(origin, '[1,2]')).toBeUndefined();
    expect(apiCacheKey(origin, 'null')).toBeUndefined();
  });

  it('writes stable JSON: sorted keys at every depth, undefined fields dropped, arrays in order', () => {
    expect(stableStringify({ b: [3, { d: 1, c: undefined }], a: 'x', e: null })).toBe('{"a":"x","b":[3,{"d":1}],"e":null}');
    expect(stableStringify([undefined, 1])).toBe('[null,1]');
    expect(stableStringify('é')).toBe('"é"');
  });

  it('drops the oldest saved answers beyond the limit', () => {
    expect(overflow(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(overflow(['a'], 2)).toEqual([]);
  });
});

describe('caches', () => {
  const names = cacheNames('b1');

  it('names one shell cache and one page cache per build and keeps assets and API answers across builds', () => {
    expect(names).toEqual({ shell: 'musawo-shell-v1-b1', assets: 'musawo-assets-v1', api: 'musawo-api-v1', pages: 'musawo-pages-v1-b1' });
    expect(cacheNames('b2').assets).toBe(names.assets);
    expect(cacheNames('b2').pages).not.toBe(names.pages);
  });

  it('deletes the previous build\'s and other schemas\' caches on activate, never a foreign cache', () => {
    expect(
      obsoleteCaches(['musawo-shell-v1-b0', 'musawo-shell-v1-b1', 'musawo-pages-v1-b0', 'musawo-pages-v1-b1', 'musawo-assets-v1', 'musawo-api-v0', 'musawo-api-v1', 'other-app'], names),
    ).toEqual(['musawo-shell-v1-b0', 'musawo-pages-v1-b0', 'musawo-api-v0']);
  });

  it('keeps remote versions and media in the assets cache, the shell\'s files in the shell cache', () => {
    expect(cacheFor(`${origin}/remotes/booking/1.0.0/1.abcdef1234.js`, names)).toBe(names.assets);
    expect(cacheFor(`${origin}/media/tips/a.webp`, names)).toBe(names.assets);
    expect(cacheFor(`${origin}/main.abcdef1234.js`, names)).toBe(names.shell);
  });
});

describe('precache lists', () => {
  const registry = {
    schemaVersion: 1,
    remotes: [
      { name: 'booking', version: '1.0.1', entry: '/remotes/booking/1.0.1/remoteEntry.js?v=abc123abc123', sharedMajor: 1, routes: ['/doctor/:id'] },
      { name: 'content', version: '1.0.0', entry: '/remotes/content/1.0.0/remoteEntry.js', sharedMajor: 1, routes: ['/about'] },
      { name: 42 },
    ],
  };

  it('reads the asset manifest, refusing a malformed one', () => {
    expect(parseAssetManifest({ build: 'b1', files: ['/index.html', '/main.abcdef1234.js'] })).toEqual({ build: 'b1', files: ['/index.html', '/main.abcdef1234.js'] });
    expect(parseAssetManifest({ build: 'b1', files: ['main.js'] })).toBeUndefined();
    expect(parseAssetManifest(null)).toBeUndefined();
  });

  it('reads the live remotes from the registry, skipping malformed entries', () => {
    expect(liveRemotes(registry).map((r) => `${r.name}@${r.version}`)).toEqual(['booking@1.0.1', 'content@1.0.0']);
    expect(liveRemotes({})).toEqual([]);
  });

  it('finds the remote that serves a page, as the server does', () => {
    expect(pageRemote(registry, '/doctor/42')?.name).toBe('booking');
    expect(pageRemote(registry, '/About/')?.name).toBe('content');
    expect(pageRemote(registry, '/doctor/42/reviews')).toBeUndefined();
    expect(pageRemote(null, '/doctor/42')).toBeUndefined();
  });

  it('lists a live version\'s files from its release, with remoteEntry.js under the registry\'s exact URL', () => {
    const [booking] = liveRemotes(registry);
    expect(releaseFiles(booking!, { files: ['remoteEntry.js', '456.a1b2c3d4e5.js', '../../secret', 7] })).toEqual([
      '/remotes/booking/1.0.1/remoteEntry.js?v=abc123abc123',
      '/remotes/booking/1.0.1/456.a1b2c3d4e5.js',
    ]);
    expect(releaseFiles(booking!, null)).toEqual(['/remotes/booking/1.0.1/remoteEntry.js?v=abc123abc123']);
  });

  it('prunes saved files of versions the registry no longer names, and nothing else', () => {
    const saved = [
      `${origin}/remotes/booking/1.0.0/remoteEntry.js?v=old`,
      `${origin}/remotes/booking/1.0.1/remoteEntry.js?v=abc123abc123`,
      `${origin}/remotes/booking/1.0.10/1.abcdef1234.js`,
      `${origin}/remotes/content/1.0.0/2.abcdef1234.js`,
      `${origin}/media/tips/a.webp`,
    ];
    expect(staleRemoteUrls(saved, liveRemotes(registry))).toEqual([`${origin}/remotes/booking/1.0.0/remoteEntry.js?v=old`, `${origin}/remotes/booking/1.0.10/1.abcdef1234.js`]);
  });

  it('keeps only same-origin files a page reports, without fragments or duplicates', () => {
    expect(
      keepableUrls(
        [`${origin}/media/specialties/a.webp`, '/media/specialties/a.webp#x', `${origin}/api/v1`, 'https://cdn.example.com/x.js', `${origin}/remotes.json`, `${origin}/sw.js`, 'http://[bad'],
        origin,
        '/api/v1',
      ),
    ).toEqual([`${origin}/media/specialties/a.webp`]);
  });
});

describe('timeouts and messages', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up on a network that neither answers nor fails', async () => {
    jest.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const race = withTimeout(never, 3_000);
    jest.advanceTimersByTime(3_000);
    await expect(race).rejects.toThrow('no answer within 3000 ms');
  });

  it('passes an answer or a failure through in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 1_000)).resolves.toBe('ok');
    await expect(withTimeout(Promise.reject(new TypeError('Failed to fetch')), 1_000)).rejects.toThrow('Failed to fetch');
  });

  it('recognises the worker\'s and the page\'s messages only', () => {
    expect(isApiSourceMessage({ type: SW_API_SOURCE, source: 'cache' })).toBe(true);
    expect(isApiSourceMessage({ type: SW_API_SOURCE, source: 'disk' })).toBe(false);
    expect(isApiSourceMessage('x')).toBe(false);
    expect(isKeepUrlsMessage({ type: SW_KEEP_URLS, urls: ['/a.js'] })).toBe(true);
    expect(isKeepUrlsMessage({ type: SW_KEEP_URLS, urls: [1] })).toBe(false);
    expect(isKeepUrlsMessage(null)).toBe(false);
    // The page no longer tells the worker its language: the address carries it (ADR 336).
    expect(isKeepUrlsMessage({ type: 'musawo:language', lang: 'lg' })).toBe(false);
  });
});

describe('pages by their full address (ADR 336)', () => {
  it('keys a page by its address with its language prefix and query, without the fragment', () => {
    expect(pageKey(`${origin}/lg/doctor/7?x=1#reviews`)).toBe(`${origin}/lg/doctor/7?x=1`);
    expect(pageKey(`${origin}/doctor/7`)).not.toBe(pageKey(`${origin}/lg/doctor/7`));
    expect(pageKey(`${origin}/doctor/7`)).not.toBe(pageKey(`${origin}/doctor/8`));
    expect(pageKey(`${origin}/search-results?location=Gulu`)).not.toBe(pageKey(`${origin}/search-results?location=Mbale`));
    expect(pageKey(`${origin}/sw`)).toBe(`${origin}/sw`);
  });

  it('drops a saved page rendered by another version of its owner than the registry names, in every language', () => {
    const registry = { schemaVersion: 1, remotes: [{ name: 'booking', version: '1.0.0', entry: '/remotes/booking/1.0.0/remoteEntry.js', routes: ['/doctor/:id'] }, { name: 'discovery', version: '1.2.0', entry: '/remotes/discovery/1.2.0/remoteEntry.js', routes: ['/', '/specialties'] }] };
    const saved = [
      { url: `${origin}/index.html`, paintedFor: 'discovery@1.1.0' },
      { url: `${origin}/lg`, paintedFor: 'discovery@1.2.0' },
      { url: `${origin}/sw/specialties`, paintedFor: 'discovery@1.2.0-rc.1' },
      { url: `${origin}/lg/doctor/7?x=1`, paintedFor: 'booking@0.9.0' },
      { url: `${origin}/doctor/8`, paintedFor: 'booking@1.0.0' },
      // The frame does not say who made it: not known to be stale.
      { url: `${origin}/spa.html`, paintedFor: null },
      { url: `${origin}/remotes.json`, paintedFor: null },
      // A page the registry names no owner for now is not the registry's to judge.
      { url: `${origin}/careers`, paintedFor: 'content@1.0.0' },
    ];
    expect(stalePages(saved, registry)).toEqual([`${origin}/index.html`, `${origin}/sw/specialties`, `${origin}/lg/doctor/7?x=1`]);
    // A rollback names the old versions again: the newer copies go.
    const rolledBack = { remotes: [{ name: 'booking', version: '0.9.0', entry: '/remotes/booking/0.9.0/remoteEntry.js', routes: ['/doctor/:id'] }, { name: 'discovery', version: '1.1.0', entry: '/remotes/discovery/1.1.0/remoteEntry.js', routes: ['/', '/specialties'] }] };
    expect(stalePages(saved, rolledBack)).toEqual([`${origin}/lg`, `${origin}/sw/specialties`, `${origin}/doctor/8`]);
    expect(stalePages(saved, null)).toEqual([]);
  });
});
