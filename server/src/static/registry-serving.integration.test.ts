// Issue 28: the registry is served whole while releases swap it, each browser stays on its side of a canary, and
// the page's Link header and painted first view follow the registry that browser gets. The live shell is a
// version folder; a tab of an older shell still finds its hashed files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEngines } from '../../test/engines';
import { setLiveRegistry } from '../../test/registry-helpers';
import { canarySlot } from '../release/deploy-state';
import { CANARY_COOKIE } from './deploy-routes';

const deploy = mkdtempSync(join(tmpdir(), 'musawo-registry-'));
const write = (rel: string, content: string) => {
  mkdirSync(join(deploy, rel, '..'), { recursive: true });
  writeFileSync(join(deploy, rel), content);
};
const READS_PER_READER = 40;
const entry = (name: string, version: string, routes: string[]) => ({ name, version, entry: `/remotes/${name}/${version}/remoteEntry.js?v=${version.replace(/\./g, '')}abcdef12`, sharedMajor: 1, routes });
const discovery = entry('discovery', '1.0.0', ['/', '/specialties']);
const booking = entry('booking', '1.0.0', ['/doctor/:id']);
const bookingCanary = entry('booking', '1.1.0', ['/doctor/:id']);

write('shell/2.0.0/spa.html', '<!doctype html><title>frame 2.0.0</title>');
write('shell/2.0.0/static/js/main.aaaa1111bb.js', 'main 2');
write('shell/2.0.0/musawo-release.json', JSON.stringify({ name: 'shell', version: '2.0.0' }));
write('shell/1.9.0/spa.html', '<!doctype html><title>frame 1.9.0</title>');
write('shell/1.9.0/static/js/lazy.cccc2222dd.js', 'a chunk of the older shell');
write('remotes.json', JSON.stringify({ schemaVersion: 1, shell: { version: '2.0.0', sharedMajor: 1 }, remotes: [discovery, booking] }));
afterAll(() => rmSync(deploy, { recursive: true, force: true }));

describeEngines(
  'the registry and the live shell under releases and canaries',
  (h) => {
    const html = { accept: 'text/html' };
    const get = (url: string, headers: Record<string, string> = {}) => h().app.inject({ method: 'GET', url, headers });
    const asBrowser = (id: string) => ({ cookie: `${CANARY_COOKIE}=${id}` });
    const swap = (registry: object) => setLiveRegistry(h(), deploy, registry);

    it('serves the registry whole while releases keep switching it in the database: 0 broken answers', async () => {
      const a = { schemaVersion: 1, shell: { version: '2.0.0', sharedMajor: 1 }, remotes: [discovery, booking] };
      // B is much longer than A: an answer mixing the two would show.
      const b = { ...a, remotes: [discovery, { ...booking, routes: Array.from({ length: 60 }, (_, i) => `/doctor-route-${i}/:id`) }] };
      const wanted = new Set([JSON.stringify({ schemaVersion: 1, remotes: a.remotes }), JSON.stringify({ schemaVersion: 1, remotes: b.remotes })]);
      const address = await h().app.listen({ port: 0, host: '127.0.0.1' });
      // Switches as the release tools do (one transaction each), and the server swaps its snapshot meanwhile.
      let open = true;
      let switches = 0;
      const switcher = (async () => {
        while (open) {
          await swap(switches % 2 ? a : b);
          switches++;
        }
      })();
      let answers = 0;
      let broken = 0;
      const reader = async () => {
        // Reading until the registry switched 20 times at least: every read happens while it switches.
        for (let i = 0; i < READS_PER_READER || switches < 20; i++) {
          const res = await fetch(`${address}/remotes.json`, { headers: asBrowser('7') });
          const text = await res.text();
          answers++;
          if (res.status !== 200 || !wanted.has(text) || Number(res.headers.get('content-length')) !== Buffer.byteLength(text)) broken++;
        }
      };
      await Promise.all(Array.from({ length: 8 }, reader));
      open = false;
      await switcher;
      await swap(a);
      expect(answers).toBeGreaterThanOrEqual(8 * READS_PER_READER);
      expect(switches).toBeGreaterThanOrEqual(20);
      expect(broken).toBe(0);
    });

    it('keeps each browser on its side of a canary (cookie), about the canary share of browsers on it', async () => {
      await swap({ schemaVersion: 1, shell: { version: '2.0.0', sharedMajor: 1 }, remotes: [discovery, booking], canaries: [{ ...bookingCanary, percent: 10, since: '2026-11-27T00:00:00Z' }] });
      // A first visit is handed an id, and the registry it gets already follows it.
      const first = await get('/remotes.json');
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(new RegExp(`^${CANARY_COOKIE}=\\d+; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
      const id = /=(\d+)/.exec(cookie)?.[1] ?? '';
      const bookingOf = (body: string) => (JSON.parse(body) as { remotes: { name: string; version: string }[] }).remotes.find((r) => r.name === 'booking')?.version;
      expect(bookingOf(first.body)).toBe(canarySlot(id, 'booking') < 10 ? '1.1.0' : '1.0.0');
      // Sticky: the same browser gets the same answer every time, and no new cookie.
      for (let i = 0; i < 5; i++) {
        const again = await get('/remotes.json', asBrowser(id));
        expect(bookingOf(again.body)).toBe(bookingOf(first.body));
        expect(again.headers['set-cookie']).toBeUndefined();
      }
      let onCanary = 0;
      for (let i = 0; i < 1_000; i++) if (bookingOf((await get('/remotes.json', asBrowser(String(i * 7919)))).body) === '1.1.0') onCanary++;
      expect(onCanary).toBeGreaterThan(60);
      expect(onCanary).toBeLessThan(140);
    });

    it("names in the page's Link header the version this browser's registry names", async () => {
      const canaryBrowser = Array.from({ length: 500 }, (_, i) => String(i)).find((id) => canarySlot(id, 'booking') < 10) ?? '';
      const liveBrowser = Array.from({ length: 500 }, (_, i) => String(i)).find((id) => canarySlot(id, 'booking') >= 10) ?? '';
      for (const [id, version] of [[canaryBrowser, '1.1.0'], [liveBrowser, '1.0.0']] as const) {
        const page = await get('/doctor/42', { ...html, ...asBrowser(id) });
        expect(page.headers.link).toContain(`/remotes/booking/${version}/remoteEntry.js`);
        const registry = (await get('/remotes.json', asBrowser(id))).json<{ remotes: { name: string; version: string }[] }>();
        expect(registry.remotes.find((r) => r.name === 'booking')?.version).toBe(version);
      }
    });

    it('serves the live shell version, and an older shell version’s hashed files to the tabs that still run it', async () => {
      await swap({ schemaVersion: 1, shell: { version: '2.0.0', sharedMajor: 1 }, remotes: [discovery, booking] });
      expect((await get('/static/js/main.aaaa1111bb.js')).body).toBe('main 2');
      expect((await get('/static/js/lazy.cccc2222dd.js')).body).toBe('a chunk of the older shell');
      expect((await get('/static/js/missing.eeee3333ff.js')).statusCode).toBe(404);
      await swap({ schemaVersion: 1, shell: { version: '1.9.0', sharedMajor: 1 }, remotes: [discovery, booking] });
      expect((await get('/', html)).body).toContain('frame 1.9.0');
      await swap({ schemaVersion: 1, shell: { version: '2.0.0', sharedMajor: 1 }, remotes: [discovery, booking] });
    });

    it('keeps serving the last good registry when the database holds an invalid one, and answers 304 to a known ETag', async () => {
      const good = await get('/remotes.json', asBrowser('1'));
      await swap({ schemaVersion: 1, remotes: [{ ...booking, version: 'not a version' }] });
      const during = await get('/remotes.json', asBrowser('1'));
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(good.body);
      await swap({ schemaVersion: 1, shell: { version: '2.0.0', sharedMajor: 1 }, remotes: [discovery, booking] });
      const etag = String((await get('/remotes.json', asBrowser('1'))).headers.etag);
      expect((await get('/remotes.json', { ...asBrowser('1'), 'if-none-match': etag })).statusCode).toBe(304);
    });
  },
  { env: { DEPLOY_DIR: deploy } },
);
