// Many machines, one release (issue 46, ADR 306): three real servers (src/main.ts in child processes, standing for
// three machines: each its own artifact cache) share one PostgreSQL database, one Redis and one S3-compatible store
// (s3rver, started here). A switch made from a fourth process (this one) is served by all three within 1 s; while
// the registry switches, every answer is whole (the registry and the remote entry it names are of one version); a
// release killed (-9) midway leaves a whole version live; a damaged file, in the store or in a server's cache, is
// refused; a server that cannot reach the store keeps serving what it has and says so in its health answer.
// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are both set (like the scale-out suite).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { createDb, type Db } from '../db/create-db';
import { dropSchemaTakingTurns, migrateToLatest } from '../db/migrate';
import { spawnServer, type ServerProcess, until } from '../../test/processes';
import { type ArtifactStore, createArtifactStore, publishToStore, RELEASE_FILE, sha256, verifyStored, versionPrefix } from './artifact-store';
import { readRegistry, type RemoteEntryDoc, updateRegistry } from './registry-db';

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
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves a switch made from a fourth process on all three servers within 1 s (p95 over 50 switches)', async () => {
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const version = i % 2 === 0 ? '1.1.0' : '1.0.0';
      const started = performance.now();
      await updateRegistry(db as Db, deployment, (registry) => {
        registry.remotes = [entryOf(version)];
      }, { redisUrl });
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

  it('gives 0 mixed answers while the registry switches: the registry and the remote entry it names are of one version', async () => {
    let open = true;
    let switches = 0;
    const switcher = (async () => {
      while (open) {
        const version = switches % 2 === 0 ? '1.1.0' : '1.0.0';
        await updateRegistry(db as Db, deployment, (registry) => {
          registry.remotes = [entryOf(version)];
        }, { redisUrl });
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
      }
    };
    await Promise.all(servers.flatMap((s) => [reader(s.base), reader(s.base)]));
    open = false;
    await switcher;
    console.log(`registry switches while requests flow: ${switches} switches, ${answers} answers, ${broken} broken or mixed`);
    expect(switches).toBeGreaterThanOrEqual(20);
    expect(broken).toBe(0);
  });

  it('leaves a whole version live when the releasing process is killed (-9) at any point', async () => {
    const release = (from: string) => spawn(process.execPath, [join(root, 'scripts', 'release.mjs'), 'booking', '--from', from], { env: { ...process.env, ...env() }, stdio: 'ignore' });
    // How long a whole release takes, to kill the next ones at points spread over it.
    const timed = performance.now();
    const first = release(plainBuild(work, 'booking', '2.0.0', 30));
    expect(await new Promise((r) => first.on('exit', r))).toBe(0);
    const whole = performance.now() - timed;
    const points = [0.2, 0.4, 0.6, 0.8, 0.95];
    let before = '2.0.0';
    const killed: string[] = [];
    for (const [i, point] of points.entries()) {
      const version = `2.0.${i + 1}`;
      const child = release(plainBuild(work, 'booking', version, 30));
      // Listened to from the start: a release quicker than the kill point has exited before the kill.
      const exited = new Promise((r) => child.on('exit', r));
      await new Promise((r) => setTimeout(r, whole * point));
      child.kill('SIGKILL');
      await exited;
      const live = (await readRegistry(db as Db, deployment))?.registry.remotes.find((r) => r.name === 'booking')?.version ?? '';
      // Old or new, never between: the live version is whole in the store.
      expect([before, version]).toContain(live);
      await expect(verifyStored(store, 'booking', live)).resolves.toMatchObject({ version: live });
      if (live !== version) killed.push(version);
      before = live;
    }
    console.log(`release killed (-9) at ${points.map((p) => `${Math.round(p * 100)}%`).join(', ')} of ${whole.toFixed(0)} ms: ${killed.length} left the old version live, ${points.length - killed.length} the new one; never between`);
    // A killed release is finished by a second try: what it uploaded is taken up again, the manifest last.
    const last = killed.at(-1) ?? before;
    const again = release(plainBuild(work, 'booking', last, 30));
    expect(await new Promise((r) => again.on('exit', r))).toBe(0);
    await until('every server to serve the finished release', async () => ((await Promise.all(servers.map((s) => bookingVersionAt(s.base)))).every((v) => v === last) ? true : undefined), 5_000);
    live205 = last;
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
      expect(s.output()).toContain('booking 3.0.0 is damaged in the store');
    }
    await updateRegistry(db as Db, deployment, (registry) => {
      registry.remotes = [entryOf(live205)];
    }, { redisUrl });
    // A file changed in the first server's cache is refused there; the others still serve theirs.
    const chunk = 'static/js/main.0123abcd.js';
    writeFileSync(join(work, 'cache-1', 'remotes', 'booking', live205, chunk), 'changed on disk');
    expect((await fetch(`${servers[0]?.base}/remotes/booking/${live205}/${chunk}`)).status).toBe(502);
    expect(servers[0]?.output()).toContain('does not match its manifest; refused');
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
    await s3?.close();
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
