import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describeEngines } from '../../test/engines';
import { setLiveRegistry } from '../../test/registry-helpers';
import { IMMUTABLE, NO_CACHE } from './cache-policy';
import { DOCUMENT_ONLY_HEADERS } from './file-server';

// A deploy folder shaped like the release script's output.
const deploy = mkdtempSync(join(tmpdir(), 'musawo-deploy-'));
const write = (rel: string, content: string | Buffer) => {
  mkdirSync(join(deploy, rel, '..'), { recursive: true });
  writeFileSync(join(deploy, rel), content);
};
// The shell's frame with the loading state: what every app path gets when no remote paints it (ADR 324).
const INDEX = '<!doctype html><title>Musawo</title>';
const MAIN = 'console.log("main")';
write('shell/spa.html', INDEX);
write('shell/spa.html.gz', gzipSync(INDEX));
write('shell/spa.html.br', brotliCompressSync(INDEX));
write('shell/static/js/main.3f2a9c1b.js', MAIN);
write('shell/static/js/main.3f2a9c1b.js.gz', gzipSync(MAIN));
write('shell/favicon.ico', 'ico');
write('shell/sw.js', 'self.addEventListener("fetch", () => undefined);');
write('shell/asset-manifest.json', JSON.stringify({ build: 'abc', files: ['/index.html'] }));
write('shell/media/clip.mp4', '0123456789');
write('remotes.json', JSON.stringify({ schemaVersion: 1, remotes: [] }));
write('remotes/booking/1.0.0/remoteEntry.js', 'var musawo_booking;');
write('remotes/booking/1.0.0/mf-manifest.json', '{}');
write('remotes/booking/1.0.0/static/js/456.a1b2c3d4.js', 'chunk');
write('secret.txt', 'outside the shell folder');
afterAll(() => rmSync(deploy, { recursive: true, force: true }));

describeEngines(
  'serving the deploy folder',
  (h) => {
    const get = (url: string, headers: Record<string, string> = {}) => h().app.inject({ method: 'GET', url, headers });
    const html = { accept: 'text/html,application/xhtml+xml' };

    it('serves remotes.json with no-cache and follows the registry (a rollback needs no restart)', async () => {
      const first = await get('/remotes.json');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(NO_CACHE);
      expect(first.headers['content-type']).toContain('application/json');
      const content = { name: 'content', version: '1.0.1', entry: '/remotes/content/1.0.1/remoteEntry.js?v=3f2a9c1b2d4e', sharedMajor: 1, routes: ['/about'] };
      await setLiveRegistry(h(), deploy, { remotes: [content] });
      expect((await get('/remotes.json')).json()).toEqual({ schemaVersion: 1, remotes: [content] });
      await setLiveRegistry(h(), deploy, { remotes: [] });
    });

    it('serves remote files: remoteEntry.js immutable when addressed by content, manifests no-cache, hashed chunks immutable', async () => {
      // The registry's entry URL (ADR 320): a published version never changes and ?v= names its content.
      const entry = await get('/remotes/booking/1.0.0/remoteEntry.js?v=3f2a9c1b2d4e');
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe(IMMUTABLE);
      expect(entry.headers['content-type']).toContain('text/javascript');
      expect(entry.body).toBe('var musawo_booking;');
      // Without the content hash (an older registry) it is revalidated, as before.
      expect((await get('/remotes/booking/1.0.0/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
      expect((await get('/remotes/booking/1.0.0/mf-manifest.json')).headers['cache-control']).toBe(NO_CACHE);
      const chunk = await get('/remotes/booking/1.0.0/static/js/456.a1b2c3d4.js');
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      expect((await get('/remotes/booking/9.9.9/remoteEntry.js', html)).statusCode).toBe(404);
    });

    it("serves a version's files under a retry folder too, with the same cache headers (the shell's Retry, issue 46)", async () => {
      const entry = await get('/remotes/booking/1.0.0/retry-2/remoteEntry.js?v=3f2a9c1b2d4e');
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe(IMMUTABLE);
      expect(entry.body).toBe('var musawo_booking;');
      const chunk = await get('/remotes/booking/1.0.0/retry-2/static/js/456.a1b2c3d4.js');
      expect(chunk.statusCode).toBe(200);
      expect(chunk.body).toBe('chunk');
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      // Only right below a version, only numbered, and never a way out of the version's folder.
      for (const url of ['/remotes/booking/retry-1/1.0.0/remoteEntry.js', '/remotes/booking/1.0.0/retry-x/remoteEntry.js', '/remotes/booking/1.0.0/retry-1/..%2f..%2f..%2fsecret.txt']) {
        expect((await get(url, html)).statusCode).toBe(404);
      }
    });

    it('serves shell files with cache headers by name', async () => {
      const main = await get('/static/js/main.3f2a9c1b.js');
      expect(main.statusCode).toBe(200);
      expect(main.headers['cache-control']).toBe(IMMUTABLE);
      expect(main.body).toBe('console.log("main")');
      const icon = await get('/favicon.ico');
      expect(icon.headers['cache-control']).toMatch(/max-age=\d+/);
      const index = await get('/', html);
      expect(index.statusCode).toBe(200);
      expect(index.headers['cache-control']).toBe(NO_CACHE);
      expect(index.body).toContain('<title>Musawo</title>');
    });

    it('keeps the document-only security headers off immutable files, and on pages, the worker and the registry', async () => {
      const main = await get('/static/js/main.3f2a9c1b.js');
      const chunk = await get('/remotes/booking/1.0.0/static/js/456.a1b2c3d4.js');
      for (const asset of [main, chunk]) {
        expect(asset.headers['cache-control']).toBe(IMMUTABLE);
        expect(asset.headers['x-content-type-options']).toBe('nosniff');
        expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
        for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name]).toBeUndefined();
      }
      for (const res of [await get('/', html), await get('/doctor/42', html), await get('/sw.js'), await get('/remotes.json')]) {
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(res.headers['strict-transport-security']).toBeDefined();
        expect(res.headers['x-frame-options']).toBeDefined();
      }
    });

    it('serves the service worker at /sw.js and its asset manifest, both no-cache (ADR 321)', async () => {
      const worker = await get('/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe(NO_CACHE);
      expect(worker.headers['content-type']).toContain('text/javascript');
      const manifest = await get('/asset-manifest.json');
      expect(manifest.headers['cache-control']).toBe(NO_CACHE);
      expect(manifest.json()).toMatchObject({ build: 'abc' });
    });

    it('serves a precompressed sibling when the browser accepts it', async () => {
      const res = await get('/static/js/main.3f2a9c1b.js', { 'accept-encoding': 'gzip, deflate' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toContain('text/javascript');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(MAIN);
    });

    it('serves the file as it is to a browser that accepts no encoding it has, still marked as varying', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip;q=0' }] as Record<string, string>[]) {
        const res = await get('/static/js/main.3f2a9c1b.js', headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.body).toBe(MAIN);
      }
    });

    it('serves the page precompressed, Brotli first when both are offered, once (never compressed again)', async () => {
      const br = await get('/', { ...html, 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/html');
      expect(br.headers['cache-control']).toBe(NO_CACHE);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(INDEX);
      const gzip = await get('/doctor/42', { ...html, 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(INDEX);
    });

    it('lets pages and the registry be revalidated: ETag and Last-Modified, then 304', async () => {
      for (const [url, headers] of [['/', html], ['/doctor/42', html], ['/remotes.json', {}], ['/sw.js', {}]] as const) {
        const first = await get(url, headers);
        expect(first.headers['cache-control']).toBe(NO_CACHE);
        expect(first.headers.etag).toEqual(expect.any(String));
        expect(first.headers['last-modified']).toEqual(expect.any(String));
        const byTag = await get(url, { ...headers, 'if-none-match': String(first.headers.etag) });
        expect(byTag.statusCode).toBe(304);
        expect(byTag.headers['cache-control']).toBe(NO_CACHE);
        expect(byTag.body).toBe('');
        expect((await get(url, { ...headers, 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);
      }
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const res = await h().app.inject({ method: 'HEAD', url: '/static/js/main.3f2a9c1b.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['content-length']).toBe(String(MAIN.length));
      expect(res.body).toBe('');
    });

    it("names the page's remote files in a preload Link header (ADR 010)", async () => {
      await setLiveRegistry(h(), deploy, {
        remotes: [{ name: 'booking', version: '1.0.0', entry: '/remotes/booking/1.0.0/remoteEntry.js?v=3f2a9c1b2d4e', sharedMajor: 1, routes: ['/doctor/:id'] }],
      });
      const page = await get('/doctor/42', html);
      expect(page.statusCode).toBe(200);
      expect(page.headers.link).toBe('</remotes/booking/1.0.0/remoteEntry.js?v=3f2a9c1b2d4e>; rel=preload; as=script; fetchpriority=low');
      expect((await get('/static/js/main.3f2a9c1b.js')).headers.link).toBeUndefined();
    });

    it('sends no cache header with a 404', async () => {
      for (const url of ['/static/js/main.00000000.js', '/remotes/booking/1.0.0/remoteEntry.js.missing', '/remotes/booking/9.9.9/remoteEntry.js?v=3f2a9c1b2d4e']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['cache-control']).toBeUndefined();
      }
    });

    it('answers 304 to a matching ETag and 206 to a byte range', async () => {
      const first = await get('/favicon.ico');
      const again = await get('/favicon.ico', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      const part = await get('/media/clip.mp4', { range: 'bytes=2-5' });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('2345');
      expect(part.headers['content-range']).toBe('bytes 2-5/10');
    });

    it('answers the frame for app routes a browser navigates to', async () => {
      for (const url of ['/doctor/42', '/appointments', '/verify-email?token=abc']) {
        const res = await get(url, html);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe(NO_CACHE);
      }
    });

    it('answers the frame for / as for every app path, and for index.html (the name the worker saves / by), when no remote paints it', async () => {
      for (const url of ['/', '/index.html', '/doctor/42', '/signin']) {
        const res = await get(url, html);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX);
        expect(res.headers['cache-control']).toBe(NO_CACHE);
      }
      expect((await get('/index.fr.html', html)).statusCode).toBe(404);
    });

    it("serves the frame in the language of the page's address, and sends the lang cookie's preference there (issue 44)", async () => {
      write('shell/spa.sw.html', '<!doctype html><html lang="sw"><title>Musawo app sw</title>');
      try {
        const sw = await get('/sw/doctor/42', { ...html, cookie: 'x=1; lang=sw' });
        expect(sw.body).toContain('Musawo app sw');
        expect(sw.headers.vary).toMatch(/cookie/i);
        expect(sw.headers['cache-control']).toBe(NO_CACHE);
        expect((await get('/sw', html)).body).toContain('Musawo app sw');
        // The cookie is a preference: an English address goes to the chosen language's.
        const moved = await get('/doctor/42?x=1', { ...html, cookie: 'lang=sw' });
        expect(moved.statusCode).toBe(302);
        expect(moved.headers.location).toBe('/sw/doctor/42?x=1');
        expect(moved.headers.vary).toMatch(/cookie/i);
        // A language the build did not paint the frame in, an unknown cookie, or none: the English frame.
        expect((await get('/lg/doctor/42', html)).body).toBe(INDEX);
        expect((await get('/', { ...html, cookie: 'lang=fr' })).body).toBe(INDEX);
        const plain = await get('/', { ...html, 'accept-encoding': 'gzip' });
        expect(plain.headers.vary).toMatch(/cookie/i);
        expect(plain.headers.vary).toMatch(/accept-encoding/i);
      } finally {
        rmSync(join(deploy, 'shell', 'spa.sw.html'));
      }
    });

    it('answers 404, not index.html, for a missing file, a non-HTML request, /api and /remotes paths', async () => {
      expect((await get('/static/js/missing.js', html)).statusCode).toBe(404);
      expect((await get('/doctor/42', { accept: 'application/json' })).statusCode).toBe(404);
      expect((await get('/api/v2/things', html)).statusCode).toBe(404);
      expect((await get('/remotes', html)).statusCode).toBe(404);
      for (const url of ['/remotes/', '/remotes/booking/1.0.0/', '/remotes/booking/1.0.0/static']) expect((await get(url, html)).statusCode).toBe(404);
      const missing = await get('/static/js/missing.js');
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('answers the site root with its page whatever the Accept header (curl sends */*)', async () => {
      const variants: Record<string, string>[] = [{ accept: '*/*' }, {}, { accept: 'application/json' }];
      for (const headers of variants) {
        const root = await get('/', headers);
        expect(root.statusCode).toBe(200);
        expect(root.headers['content-type']).toContain('text/html');
      }
      expect((await get('/doctor/42', { accept: '*/*' })).statusCode).toBe(404);
    });

    it('never serves files outside the shell folder', async () => {
      for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/static/..%2f..%2fsecret.txt', '/..%5c..%5csecret.txt', '/remotes/booking/..%2f..%2f..%2fsecret.txt', '/remotes/%2e%2e/%2e%2e/secret.txt']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('outside the shell folder');
      }
      // A dotfile path is never read from disk; a browser navigating there just gets the app.
      write('shell/.env', 'SECRET=1');
      const dot = await get('/.env', html);
      expect(dot.body).not.toContain('SECRET=1');
    });
  },
  { env: { DEPLOY_DIR: deploy } },
);
