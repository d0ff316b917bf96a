// Many machines, one release (issue 46, ADR 306): three real servers (src/main.ts in child processes, standing for
// three machines: each its own artifact cache) share one PostgreSQL database, one Redis and one S3-compatible store
// (s3rver, started here). A switch made from a fourth process (this one) is served by all three within 1 s; while
// the registry switches, every answer is whole (a page, the registry and the remote entries they name are of one
// version); rollback, release --canary and promote run from a fourth machine; a release killed (-9) midway leaves a
// whole version live; a damaged file, in the store or in a server's cache, is
// refused; a server that cannot reach the store keeps serving what it has and says so in its health answer.
// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are both set (like the scale-out suite).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { createDb, type Db } from '../db/create-db';
import { dropSchemaTakingTurns, migrateToLatest } from '../db/migrate';
import { spawnServer, type ServerProcess, until } from '../../test/processes';
import { type ArtifactStore, createArtifactStore, publishToStore, RELEASE_FILE, sha256, verifyStored, versionPrefix } from './artifact-store';
import { PAINTED_FOR_HEADER } from '../static/deploy-routes';
import { readHistory, readRegistry, type RemoteEntryDoc, updateRegistry } from './registry-db';
import type { ReleasePhase } from './test-phase';

/**
 * Stops the S3 server at once: its close() waits for every open connection, and a server's SDK may hold one open
 * mid-request (seen once: the store-outage test hung for its whole 120 s).
 */
async function stopStore(store: S3rver): Promise<void> {
  const closing = store.close();
  (store as unknown as { httpServer?: Server }).httpServer?.closeAllConnections();
  await closing;
}

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = databaseUrl !== undefined && databaseUrl !== '' && redisUrl !== undefined && redisUrl !== '' && process.platform === 'linux';
const describeMachines = runs ? describe : describe.skip;

const root = resolve(__dirname, '../../..');
const BUCKET = 'musawo-releases';
const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' };

/** A sealed build folder (files, precompressed siblings left out, and its musawo-release.json with the manifest). */
function sealedBuild(work: string, name: string, version: string, extraFiles = 0): string {
  const dir = join(work, 'builds', `${name}-${version}-${randomBytes(3).toString('hex')}`);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  const files: Record<string, string> = {};
  if (name === 'shell') files['spa.html'] = `<!doctype html><title>shell ${version}</title>`;
  else {
    files['remoteEntry.js'] = `var musawo_${name} = "${version}";`;
    files['mf-manifest.json'] = JSON.stringify({ exposes: [{ name: 'App', path: './App' }] });
  }
  files['static/js/main.0123abcd.js'] = `${name} ${version}`;
  for (let i = 0; i < extraFiles; i++) files[`static/js/${i}.${(1e8 + i).toString(16)}.js`] = `${name} ${version} chunk ${i} ${'x'.repeat(2_000)}`;
  for (const [f, body] of Object.entries(files)) writeFileSync(join(dir, ...f.split('/')), body);
  const manifest = Object.fromEntries(Object.entries(files).map(([f, body]) => [f, sha256(Buffer.from(body))]));
  const meta = { name, version, sharedMajor: 1, ...(name === 'shell' ? {} : { routes: ['/doctor/:id'] }), contentHash: sha256(Buffer.from(JSON.stringify(manifest))), files: Object.keys(files), manifest };
  writeFileSync(join(dir, RELEASE_FILE), JSON.stringify(meta));
  return dir;
}

/** An unsealed build as `release --from` takes it (the tool writes the manifest). */
function plainBuild(work: string, name: string, version: string, extraFiles: number): string {
  const dir = sealedBuild(work, name, version, extraFiles);
  const meta = { name, version, sharedMajor: 1, routes: ['/doctor/:id'] };
  writeFileSync(join(dir, RELEASE_FILE), JSON.stringify(meta));
  return dir;
}

const entryOf = (version: string): RemoteEntryDoc => ({ name: 'booking', version, entry: `/remotes/booking/${version}/remoteEntry.js?v=0123456789ab`, sharedMajor: 1, routes: ['/doctor/:id'] });

async function bookingVersionAt(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/remotes.json`, { headers: { cookie: 'musawo_canary=7' } });
  if (res.status !== 200) return undefined;
  return ((await res.json()) as { remotes: { name: string; version: string }[] }).remotes.find((r) => r.name === 'booking')?.version;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? NaN;

describeMachines('many machines, one release: registry in PostgreSQL, versions in S3, wake-ups through Redis', () => {
  jest.setTimeout(120_000);
  let work = '';
  let s3: S3rver | undefined;
  let endpoint = '';
  let schema = '';
  let db: Db | undefined;
  let url = '';
  let store: ArtifactStore;
  let servers: ServerProcess[] = [];
  /** The booking version live after the kill test. */
  let live205 = '';
  const prefix = `site-${randomBytes(4).toString('hex')}/`;
  const deployment = `s3://${BUCKET}/${prefix}`;
  /** A rollback (or release) of booking to a published version, as the tools record it. */
  const switchTo = (version: string) =>
    updateRegistry(db as Db, deployment, (registry, history) => {
      registry.remotes = [entryOf(version)];
      history.booking = [...(history.booking ?? []), { version, action: 'rollback', at: new Date().toISOString() }];
    }, { redisUrl });
  const env = () => ({ ...credentials, DATABASE_URL: url, REDIS_URL: redisUrl, ARTIFACT_STORE: deployment, S3_ENDPOINT: endpoint });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'musawo-machines-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
    Object.assign(process.env, credentials);
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const u = new URL(databaseUrl ?? '');
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    db = createDb(url);
    await migrateToLatest(db);
    store = createArtifactStore({ kind: 's3', bucket: BUCKET, prefix, endpoint });
    for (const [name, version] of [['shell', '1.0.0'], ['booking', '1.0.0'], ['booking', '1.1.0']] as const) await publishToStore(store, sealedBuild(work, name, version, 5));
    await updateRegistry(db, deployment, (registry) => {
      registry.shell = { version: '1.0.0', sharedMajor: 1 };
      registry.remotes = [entryOf('1.0.0')];
    });
    servers = await Promise.all(
      [1, 2, 3].map((n) => spawnServer({ NODE_ENV: 'test', ...env(), ARTIFACT_CACHE_DIR: join(work, `cache-${n}`), SEED_DEMO: 'off', WORKERS: 'off', LOG_LEVEL: 'info' })),
    );
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.destroy();
    if (schema !== '') {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await dropSchemaTakingTurns(admin, schema);
      await admin.end();
    }
    if (s3) await stopStore(s3);
    rmSync(work, { recursive: true, force: true });
  });

  it('serves a switch made from a fourth process on all three servers within 1 s (p95 over 50 switches)', async () => {
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const version = i % 2 === 0 ? '1.1.0' : '1.0.0';
      const started = performance.now();
      await switchTo(version);
      // The time until the slowest of the three serves it.
      await Promise.all(
        servers.map(async (s) => {
          while ((await bookingVersionAt(s.base)) !== version) {
            if (performance.now() - started > 5_000) throw new Error(`${s.base} did not serve booking ${version} within 5 s`);
            await new Promise((r) => setTimeout(r, 5));
          }
        }),
      );
      latencies.push(performance.now() - started);
    }
    const at95 = p95(latencies);
    console.log(`registry switch, 3 servers: p95 ${at95.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms over ${latencies.length} switches`);
    expect(at95).toBeLessThanOrEqual(1_000);
    // Every server fetched both versions into its own cache, verified.
    for (const n of [1, 2, 3]) expect(readdirSync(join(work, `cache-${n}`, 'remotes', 'booking')).sort()).toEqual(['1.0.0', '1.1.0']);
  });

  it('gives 0 mixed answers while the registry switches: a page, the registry and the remote entries they name are of one version', async () => {
    let open = true;
    let switches = 0;
    const switcher = (async () => {
      while (open) {
        const version = switches % 2 === 0 ? '1.1.0' : '1.0.0';
        await switchTo(version);
        switches++;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    let answers = 0;
    let broken = 0;
    const reader = async (base: string) => {
      for (let i = 0; i < 60 || switches < 20; i++) {
        const registry = (await (await fetch(`${base}/remotes.json`)).json()) as { remotes: { version: string; entry: string }[] };
        const booking = registry.remotes[0];
        const entry = await fetch(`${base}${booking?.entry ?? '/missing'}`);
        const body = await entry.text();
        answers++;
        if (entry.status !== 200 || body !== `var musawo_booking = "${booking?.version}";`) broken++;
        // A page of the switching remote: the version it says it was made for, the entry its preload header names,
        // and that entry's content agree.
        const page = await fetch(`${base}/doctor/42`, { headers: { accept: 'text/html' } });
        const shell = await page.text();
        const painted = page.headers.get(PAINTED_FOR_HEADER);
        const linked = /\/remotes\/booking\/([^/]+)\/remoteEntry\.js/.exec(page.headers.get('link') ?? '')?.[1];
        const pageEntry = await fetch(`${base}/remotes/booking/${linked ?? 'none'}/remoteEntry.js`);
        answers++;
        if (page.status !== 200 || !shell.includes('<title>shell ') || painted !== `booking@${linked}` || (await pageEntry.text()) !== `var musawo_booking = "${linked}";`) broken++;
      }
    };
    await Promise.all(servers.flatMap((s) => [reader(s.base), reader(s.base)]));
    open = false;
    await switcher;
    console.log(`registry switches while requests flow: ${switches} switches, ${answers} answers, ${broken} broken or mixed`);
    expect(switches).toBeGreaterThanOrEqual(20);
    expect(broken).toBe(0);
  });

  it('rolls back, releases a canary and promotes it with the tools from a fourth machine; every server follows', async () => {
    // Spawned without blocking: the S3 server the tools talk to runs in this process.
    const tool = (script: string, ...args: string[]) =>
      new Promise<number | null>((done) => spawn(process.execPath, [join(root, 'scripts', script), ...args], { env: { ...process.env, ...env() }, stdio: 'ignore' }).on('exit', done));
    const registry = async () => (await readRegistry(db as Db, deployment))?.registry;
    const servedBy3 = (version: string) =>
      until(`every server to serve booking ${version}`, async () => ((await Promise.all(servers.map((s) => bookingVersionAt(s.base)))).every((v) => v === version) ? true : undefined), 5_000);
    await switchTo('1.1.0');
    await servedBy3('1.1.0');
    expect(await tool('rollback.mjs', 'booking', '1.0.0')).toBe(0);
    await servedBy3('1.0.0');
    expect(await tool('release.mjs', 'booking', '--from', plainBuild(work, 'booking', '1.5.0', 2), '--canary', '50')).toBe(0);
    expect((await registry())?.remotes.find((r) => r.name === 'booking')?.version).toBe('1.0.0');
    expect((await registry())?.canaries?.map((c) => c.version)).toEqual(['1.5.0']);
    expect(await tool('promote.mjs', 'booking')).toBe(0);
    await servedBy3('1.5.0');
    expect((await registry())?.canaries ?? []).toEqual([]);
    expect(((await readHistory(db as Db, deployment)).booking ?? []).slice(-3).map((e) => [e.version, e.action])).toEqual([
      ['1.0.0', 'rollback'],
      ['1.5.0', 'canary'],
      ['1.5.0', 'promote'],
    ]);
  });

  it('leaves a whole version live when the releasing process is killed (-9) at 5 phases x 10', async () => {
    const release = (from: string, stopAt?: ReleasePhase) =>
      spawn(process.execPath, [join(root, 'scripts', 'release.mjs'), 'booking', '--from', from], {
        env: { ...process.env, ...env(), ...(stopAt === undefined ? {} : { MUSAWO_TEST_STOP_AT: stopAt }) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    const exitOf = (child: ReturnType<typeof release>) => new Promise<number | null>((r) => child.on('exit', r));
    const liveBooking = async () => (await readRegistry(db as Db, deployment))?.registry.remotes.find((r) => r.name === 'booking')?.version ?? '';
    const historyLength = async () => ((await readHistory(db as Db, deployment)).booking ?? []).length;
    /** Every file of the live version, from every server, as its manifest says. */
    const servedWhole = async (version: string) => {
      const meta = await verifyStored(store, 'booking', version);
      await until(`every server to serve booking ${version}`, async () => ((await Promise.all(servers.map((s) => bookingVersionAt(s.base)))).every((v) => v === version) ? true : undefined), 5_000);
      for (const s of servers) {
        // Precompressed siblings are served in place of their file to browsers that take them; the file is checked.
        for (const [file, hash] of Object.entries(meta.manifest ?? {}).filter(([f]) => !/\.(br|gz)$/.test(f))) {
          const res = await fetch(`${s.base}/remotes/booking/${version}/${file}`, { headers: { 'accept-encoding': 'identity' } });
          expect(res.status).toBe(200);
          expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(hash);
        }
      }
    };
    const first = release(plainBuild(work, 'booking', '2.0.0', 12));
    expect(await exitOf(first)).toBe(0);
    let before = '2.0.0';
    await servedWhole(before);
    // Killed before the registry transaction commits: the old version stays live; after it: the new one is live.
    const phases: [ReleasePhase, 'old' | 'new'][] = [['upload-files', 'old'], ['upload-manifest', 'old'], ['before-registry', 'old'], ['in-registry', 'old'], ['after-registry', 'new']];
    const tally = new Map<ReleasePhase, { old: number; new: number }>(phases.map(([p]) => [p, { old: 0, new: 0 }]));
    const historyBefore = await historyLength();
    let committed = 0;
    let unfinished = '';
    const started = performance.now();
    /** Starts a release that stops at `phase`, kills it (-9) there, and answers what is live then. */
    const killedAt = async (phase: ReleasePhase, version: string) => {
      const child = release(plainBuild(work, 'booking', version, 12), phase);
      const exited = exitOf(child);
      let said = '';
      await new Promise<void>((reached, failed) => {
        child.stderr?.on('data', (d: Buffer) => {
          said += d.toString();
          if (said.includes(`musawo release stopped at ${phase}`)) reached();
        });
        void exited.then((code) => failed(new Error(`the release exited (${code}) before ${phase}: ${said}`)));
      });
      child.kill('SIGKILL');
      await exited;
      const live = await liveBooking();
      // One whole version, old or new, never between; and the one the phase implies.
      expect([before, version]).toContain(live);
      const outcome = live === version ? 'new' : 'old';
      (tally.get(phase) as { old: number; new: number })[outcome]++;
      expect(outcome).toBe(phases.find(([p]) => p === phase)?.[1]);
      return live;
    };
    for (let round = 0; round < 10; round++) {
      // The four phases before the commit run at once (the one inside the transaction holds the registry's lock
      // meanwhile), each killed as it reaches its phase; then the one after the commit.
      const early = phases.slice(0, 4).map(([phase], i) => killedAt(phase, `2.${round + 1}.${i}`));
      for (const live of await Promise.all(early)) expect(live).toBe(before);
      await servedWhole(before);
      unfinished = `2.${round + 1}.3`;
      before = await killedAt('after-registry', `2.${round + 1}.4`);
      committed++;
      await servedWhole(before);
    }
    const took = performance.now() - started;
    console.log(
      `release killed (-9) 50 times in ${(took / 1000).toFixed(1)} s: ` +
        [...tally].map(([phase, t]) => `${phase} ${t.old} old / ${t.new} new`).join(', ') +
        '; never between, every live file served verified by all three servers',
    );
    // Nothing lost: every committed change is in the history, and a killed release is finished by a second try
    // (what it uploaded is taken up again, the manifest last).
    expect(await historyLength()).toBe(historyBefore + committed);
    const again = release(plainBuild(work, 'booking', unfinished, 12));
    expect(await exitOf(again)).toBe(0);
    expect(await liveBooking()).toBe(unfinished);
    expect(await historyLength()).toBe(historyBefore + committed + 1);
    await servedWhole(unfinished);
    live205 = unfinished;
  }, 240_000);

  it('prunes each server’s cache to the versions the registry names or may roll back to; a pruned one is fetched again, verified', async () => {
    const history = (await readHistory(db as Db, deployment)).booking ?? [];
    // ARTIFACT_CACHE_KEEP is 3 by default: the live version and the last three of the history stay.
    const kept = new Set([live205, ...history.slice(-3).map((e) => e.version)]);
    const cached = (n: number) => new Set(readdirSync(join(work, `cache-${n}`, 'remotes', 'booking')));
    await until('every cache to be pruned', async () => ([1, 2, 3].every((n) => cached(n).size === kept.size) ? true : undefined), 5_000);
    for (const n of [1, 2, 3]) expect(cached(n)).toEqual(kept);
    // A rollback target kept is served at once from the cache, not fetched again (its files are the same ones).
    const target = history.at(-2)?.version ?? '';
    expect(target).not.toBe(live205);
    const entryFile = (n: number, version: string) => join(work, `cache-${n}`, 'remotes', 'booking', version, 'remoteEntry.js');
    const inodes = [1, 2, 3].map((n) => statSync(entryFile(n, target)).ino);
    await switchTo(target);
    await until('every server to serve the rollback', async () => ((await Promise.all(servers.map((s) => bookingVersionAt(s.base)))).every((v) => v === target) ? true : undefined), 5_000);
    expect([1, 2, 3].map((n) => statSync(entryFile(n, target)).ino)).toEqual(inodes);
    // A version pruned long ago (1.0.0) is not in any cache; asked for, it is fetched again, verified, and served.
    for (const n of [1, 2, 3]) expect(cached(n).has('1.0.0')).toBe(false);
    for (const s of servers) expect(await (await fetch(`${s.base}/remotes/booking/1.0.0/remoteEntry.js`)).text()).toBe('var musawo_booking = "1.0.0";');
    for (const n of [1, 2, 3]) expect(cached(n).has('1.0.0')).toBe(true);
    await switchTo(live205);
    await until('every server to serve the live version again', async () => ((await Promise.all(servers.map((s) => bookingVersionAt(s.base)))).every((v) => v === live205) ? true : undefined), 5_000);
  });

  it('refuses a damaged file: from the store (the registry is not switched to it) and in a server’s cache', async () => {
    // A version whose stored chunk was changed after it was published.
    await publishToStore(store, sealedBuild(work, 'booking', '3.0.0', 2));
    await store.put(`${versionPrefix('booking', '3.0.0')}static/js/main.0123abcd.js`, Buffer.from('tampered'));
    await updateRegistry(db as Db, deployment, (registry) => {
      registry.remotes = [entryOf('3.0.0')];
    }, { redisUrl });
    await new Promise((r) => setTimeout(r, 1_500));
    for (const s of servers) {
      expect(await bookingVersionAt(s.base)).toBe(live205);
      expect((await fetch(`${s.base}/remotes/booking/3.0.0/static/js/main.0123abcd.js`)).status).toBe(502);
      // The refusal is logged by the server's own process: its line may reach us a moment after the answer.
      await until('the server to log the damaged version', () => (s.output().includes('booking 3.0.0 is damaged in the store') ? true : undefined), 5_000);
    }
    await switchTo(live205);
    // A file changed in the first server's cache is refused there; the others still serve theirs.
    const chunk = 'static/js/main.0123abcd.js';
    writeFileSync(join(work, 'cache-1', 'remotes', 'booking', live205, chunk), 'changed on disk');
    expect((await fetch(`${servers[0]?.base}/remotes/booking/${live205}/${chunk}`)).status).toBe(502);
    await until('the first server to log the refused file', () => (servers[0]?.output().includes('does not match its manifest; refused') ? true : undefined), 5_000);
    for (const s of servers.slice(1)) expect(await (await fetch(`${s.base}/remotes/booking/${live205}/${chunk}`)).text()).toBe(`booking ${live205}`);
  });

  it('moves an existing deploy folder into the store and its registry into the database, once (npm run move-to-store)', async () => {
    const from = join(work, 'old-deploy');
    cpSync(sealedBuild(work, 'shell', '1.0.0'), join(from, 'shell', '1.0.0'), { recursive: true });
    cpSync(sealedBuild(work, 'booking', '1.0.0', 3), join(from, 'remotes', 'booking', '1.0.0'), { recursive: true });
    writeFileSync(join(from, 'remotes.json'), JSON.stringify({ schemaVersion: 1, shell: { version: '1.0.0', sharedMajor: 1 }, remotes: [entryOf('1.0.0')] }));
    writeFileSync(join(from, 'releases.json'), JSON.stringify({ booking: [{ version: '1.0.0', action: 'build', at: '2026-11-01T00:00:00.000Z' }] }));
    const moved = `s3://${BUCKET}/moved-${randomBytes(3).toString('hex')}/`;
    // Not spawnSync: the S3 server answers from this process's event loop.
    const move = () =>
      new Promise<{ status: number | null; stdout: string }>((done) => {
        const child = spawn(process.execPath, [join(root, 'scripts', 'move-to-store.mjs'), '--from', from], { env: { ...process.env, ...env(), ARTIFACT_STORE: moved } });
        let stdout = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.on('exit', (status) => done({ status, stdout }));
      });
    const first = await move();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`2 version(s) copied into ${moved}; registry imported: 1 live remote(s), shell 1.0.0`);
    const there = createArtifactStore({ kind: 's3', bucket: BUCKET, prefix: moved.slice(`s3://${BUCKET}/`.length), endpoint });
    await expect(verifyStored(there, 'booking', '1.0.0')).resolves.toMatchObject({ version: '1.0.0' });
    expect((await readRegistry(db as Db, moved))?.registry.remotes).toEqual([entryOf('1.0.0')]);
    const again = await move();
    expect(again.stdout).toContain('0 version(s) copied');
    expect(again.stdout).toContain('registry already in the database (left as it is)');
  });

  it('keeps serving what it has cached when the store does not answer, and says so in its health answer', async () => {
    if (s3) await stopStore(s3);
    s3 = undefined;
    const health = async (base: string) =>
      ((await (await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ SERVICE: 'system', ACTION: 'health' }) })).json()) as { artifacts: { reachable: boolean } }).artifacts;
    await until('the servers to notice', async () => ((await Promise.all(servers.map((s) => health(s.base)))).every((a) => !a.reachable) ? true : undefined), 15_000);
    for (const s of servers.slice(1)) {
      expect(await bookingVersionAt(s.base)).toBe(live205);
      expect((await fetch(`${s.base}/remotes/booking/${live205}/remoteEntry.js`)).status).toBe(200);
    }
    // A version none of them has cannot be fetched now: refused, not served half.
    expect((await fetch(`${servers[1]?.base}/remotes/booking/1.0.0-never/remoteEntry.js`)).status).toBe(503);
  });
});
