import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describeEngines } from '../../test/engines';
import { IMMUTABLE, NO_CACHE } from './cache-policy';
import { DOCUMENT_ONLY_HEADERS } from './deploy-routes';

// A deploy folder shaped like the release script's output.
const deploy = mkdtempSync(join(tmpdir(), 'musawo-deploy-'));
const write = (rel: string, content: string | Buffer) => {
  mkdirSync(join(deploy, rel, '..'), { recursive: true });
  writeFileSync(join(deploy, rel), content);
};
write('shell/index.html', '<!doctype html><title>Musawo</title>');
write('shell/static/js/main.3f2a9c1b.js', 'console.log("main")');
write('shell/static/js/main.3f2a9c1b.js.gz', gzipSync('console.log("main")'));
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

    it('serves remotes.json with no-cache and reads it per request (a rollback needs no restart)', async () => {
      const first = await get('/remotes.json');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(NO_CACHE);
      expect(first.headers['content-type']).toContain('application/json');
      write('remotes.json', JSON.stringify({ schemaVersion: 1, remotes: [], changed: true }));
      expect((await get('/remotes.json')).json()).toMatchObject({ changed: true });
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
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['content-type']).toContain('text/javascript');
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

    it('falls back to index.html for app routes a browser navigates to', async () => {
      for (const url of ['/doctor/42', '/appointments', '/verify-email?token=abc']) {
        const res = await get(url, html);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe(NO_CACHE);
      }
    });

    it('serves the prerendered index.html only for /, and spa.html for the other app paths when the build made one', async () => {
      write('shell/spa.html', '<!doctype html><title>Musawo app</title>');
      try {
        expect((await get('/', html)).body).toContain('<title>Musawo</title>');
        for (const url of ['/doctor/42', '/signin']) {
          const res = await get(url, html);
          expect(res.body).toContain('<title>Musawo app</title>');
          expect(res.headers['cache-control']).toBe(NO_CACHE);
        }
      } finally {
        rmSync(join(deploy, 'shell/spa.html'));
      }
    });

    it('answers 404, not index.html, for a missing file, a non-HTML request, /api and /remotes paths', async () => {
      expect((await get('/static/js/missing.js', html)).statusCode).toBe(404);
      expect((await get('/doctor/42', { accept: 'application/json' })).statusCode).toBe(404);
      expect((await get('/api/v2/things', html)).statusCode).toBe(404);
      expect((await get('/remotes', html)).statusCode).toBe(404);
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
      for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/static/..%2f..%2fsecret.txt', '/..%5c..%5csecret.txt']) {
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
