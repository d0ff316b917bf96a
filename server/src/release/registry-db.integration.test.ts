// The registry in the database (issue 46, ADR 306), on both engines: changes from several processes at once each
// see the others' (none lost), an import of a deploy folder's files happens once, and the embedded default (the
// folder store) serves a version only as its manifest says.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describeEngines } from '../../test/engines';
import { until } from '../../test/processes';
import { sha256 } from './artifact-store';
import { importRegistry, readHistory, readRegistry, updateRegistry } from './registry-db';
import { importFolderRegistry } from './registry-import';
import { listenForRegistryChanges } from './registry-listener';

const deploy = mkdtempSync(join(tmpdir(), 'musawo-registry-db-'));
afterAll(() => rmSync(deploy, { recursive: true, force: true }));
const write = (rel: string, body: string) => {
  mkdirSync(join(deploy, rel, '..'), { recursive: true });
  writeFileSync(join(deploy, rel), body);
};
const entry = (version: string) => ({ name: 'booking', version, entry: `/remotes/booking/${version}/remoteEntry.js?v=0123456789ab`, sharedMajor: 1, routes: ['/doctor/:id'] });

// A folder store as the tools leave it: a version with its manifest, and remotes.json from before the registry moved.
const files = { 'remoteEntry.js': 'var musawo_booking;', 'static/js/1.abcdef12.js': 'chunk' };
for (const [f, body] of Object.entries(files)) write(`remotes/booking/1.0.0/${f}`, body);
write('remotes/booking/1.0.0/musawo-release.json', JSON.stringify({ name: 'booking', version: '1.0.0', sharedMajor: 1, manifest: Object.fromEntries(Object.entries(files).map(([f, b]) => [f, sha256(Buffer.from(b))])) }));
write('remotes.json', JSON.stringify({ schemaVersion: 1, remotes: [entry('1.0.0')] }));
write('releases.json', JSON.stringify({ booking: [{ version: '1.0.0', action: 'build', at: '2026-11-01T00:00:00.000Z' }] }));

describeEngines(
  'the registry in the database',
  (h, engine) => {
    const deployment = `file:${deploy}`;

    it('imports the folder’s remotes.json at the first look, once; a second import changes nothing', async () => {
      // The server's first answer brings the folder's registry into its (empty) database.
      expect((await h().app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({ schemaVersion: 1, remotes: [entry('1.0.0')] });
      const first = await readRegistry(h().db, deployment);
      expect(first?.registry.remotes).toEqual([entry('1.0.0')]);
      expect(await readHistory(h().db, deployment)).toEqual({ booking: [{ version: '1.0.0', action: 'build', at: '2026-11-01T00:00:00.000Z' }] });
      expect(await importFolderRegistry(h().db, deployment, deploy)).toBe(false);
      expect((await readRegistry(h().db, deployment))?.revision).toBe(first?.revision);
      // Another deployment in the same database (a development build) has its own registry.
      await importRegistry(h().db, 'file:/elsewhere', { registry: { schemaVersion: 1, remotes: [entry('9.0.0')] }, history: {} });
      expect((await readRegistry(h().db, deployment))?.registry.remotes).toEqual([entry('1.0.0')]);
    });

    it('serves a version file only as its manifest says: a changed or missing one is refused and logged', async () => {
      const get = (url: string) => h().app.inject({ method: 'GET', url });
      expect((await get('/remotes/booking/1.0.0/static/js/1.abcdef12.js')).body).toBe('chunk');
      write('remotes/booking/1.0.0/static/js/1.abcdef12.js', 'tampered');
      expect((await get('/remotes/booking/1.0.0/static/js/1.abcdef12.js')).statusCode).toBe(502);
      rmSync(join(deploy, 'remotes/booking/1.0.0/remoteEntry.js'));
      expect((await get('/remotes/booking/1.0.0/remoteEntry.js')).statusCode).toBe(502);
      // A file the version does not have is a plain 404.
      expect((await get('/remotes/booking/1.0.0/static/js/2.abcdef12.js')).statusCode).toBe(404);
      write('remotes/booking/1.0.0/static/js/1.abcdef12.js', 'chunk');
      write('remotes/booking/1.0.0/remoteEntry.js', 'var musawo_booking;');
      expect((await get('/remotes/booking/1.0.0/remoteEntry.js')).statusCode).toBe(200);
    });

    it('loses none of 21 releases, promotions and rollbacks made at once by three processes, each under the database lock', async () => {
      const url = h().url;
      const writer = resolve(__dirname, '../../test/registry-writer.ts');
      const runs = ['a', 'b', 'c'].map(
        (label) =>
          new Promise<number | null>((done) => {
            const child = spawn(process.execPath, ['--import', 'tsx', writer, url, 'file:/concurrent', label, '7'], { cwd: resolve(__dirname, '../..'), stdio: ['ignore', 'ignore', 'inherit'] });
            child.on('exit', done);
          }),
      );
      expect(await Promise.all(runs)).toEqual([0, 0, 0]);
      const history = (await readHistory(h().db, 'file:/concurrent')).booking ?? [];
      expect(history).toHaveLength(21);
      expect(new Set(history.map((e) => e.by)).size).toBe(21);
      const actions = history.map((e) => e.action);
      // Mixed: each kind of change happened, from each process.
      for (const action of ['release', 'promote', 'rollback']) expect(actions).toContain(action);
      // Each change saw all the ones before it: replaying the history finds every new version numbered without a
      // gap or a repeat, every rollback going back to the version live before, and the registry as it is now.
      let numbered = 0;
      const lives: string[] = [];
      let canary: string | undefined;
      for (const e of history) {
        if (e.action === 'release' || e.action === 'canary') expect(e.version).toBe(`1.0.${++numbered}`);
        if (e.action === 'canary') canary = e.version;
        else {
          if (e.action === 'promote') expect(e.version).toBe(canary);
          if (e.action === 'rollback') {
            lives.pop();
            expect(e.version).toBe(lives.at(-1));
          } else lives.push(e.version);
          canary = undefined;
        }
      }
      const read = await readRegistry(h().db, 'file:/concurrent');
      expect(read?.registry.remotes.map((r) => r.version)).toEqual([lives.at(-1)]);
      expect((read?.registry.canaries ?? []).map((c) => c.version)).toEqual(canary === undefined ? [] : [canary]);
      expect(read?.revision).toBe(21);
      console.log(`registry: 21 changes from 3 processes, ${['release', 'canary', 'promote', 'rollback'].map((a) => `${actions.filter((x) => x === a).length} ${a}`).join(', ')}; none lost`);
    });

    it('writes nothing when a change throws', async () => {
      const before = await readRegistry(h().db, deployment);
      await expect(
        updateRegistry(h().db, deployment, (registry) => {
          registry.remotes = [];
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await readRegistry(h().db, deployment)).toEqual(before);
    });

    // SQLite has nothing to listen to: one machine, and the look before each read.
    (engine === 'postgres' ? it : it.skip)('wakes a server listening for its deployment at each change, and not for another deployment’s (PostgreSQL NOTIFY; Redis when set)', async () => {
      const redisUrl = process.env.TEST_REDIS_URL;
      for (const viaRedis of redisUrl === undefined ? [false] : [false, true]) {
        let woken = 0;
        const stop = listenForRegistryChanges({ databaseUrl: h().config.databaseUrl, redisUrl: viaRedis ? redisUrl : undefined, deployment, onChange: () => woken++, log: console });
        try {
          // PostgreSQL's listener looks once when connected; Redis's has nothing to look at until a change.
          if (!viaRedis) await until('the listener to connect', async () => (woken > 0 ? true : undefined), 5_000);
          await new Promise((r) => setTimeout(r, 200));
          const before = woken;
          await updateRegistry(h().db, 'file:/elsewhere', (registry) => {
            registry.remotes = [entry('9.9.9')];
          }, { redisUrl });
          await updateRegistry(h().db, deployment, (registry) => {
            registry.remotes = [...registry.remotes];
          }, { redisUrl });
          await until('the change to wake the listener', async () => (woken > before ? true : undefined), 2_000);
          await new Promise((r) => setTimeout(r, 200));
          expect(woken - before).toBe(1);
        } finally {
          await stop();
        }
      }
    });
  },
  { env: { DEPLOY_DIR: deploy } },
);
