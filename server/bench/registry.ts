// Many machines, one release (issue 46, ADR 306): three real servers (as in production, each its own artifact
// cache) on one database and one artifact store. SQLite: one machine, one folder store, a look at the revision before
// each read.
// PostgreSQL: an S3-compatible store (s3rver, started here), woken by LISTEN/NOTIFY (or Redis when BENCH_REDIS_URL
// or TEST_REDIS_URL is set). Two figures per engine: the time from a registry switch made here (a fourth process)
// until all three serve it, p95 over 50 switches (target <= 1 s); and, while 300 requests/s hit the three servers
// (in pairs: a registry and the remote entry it names, or a page and the remote entry its preload header names), 100
// switches: the answers that were broken or mixed two versions (target 0).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import S3rver from 's3rver';
import { migrateToLatest } from '../src/db/migrate';
import { type ArtifactStoreConfig, createArtifactStore, deploymentOf, publishToStore, RELEASE_FILE } from '../src/release/artifact-store';
import { updateRegistry } from '../src/release/registry-db';
import { PAINTED_FOR_HEADER } from '../src/static/deploy-routes';
import { throwaway } from './fixtures';
import { benchDir, type Engine, percentile, record, type Served, startServer } from './lib';

const SWITCHES = 50;
const SWITCHES_UNDER_LOAD = 100;
const PAIRS_PER_SECOND = 150;
const LATENCY_TARGET = { op: '<=' as const, limit: 1_000, why: 'issue 46: every server serves a release or a rollback within 1 s' };
const BROKEN_TARGET = { op: '<=' as const, limit: 0, why: 'issue 46: a page, its registry and its remote entries always of one version' };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A version as the release tools seal it: its files and, last, its musawo-release.json with the manifest. */
function sealed(dir: string, name: string, version: string): string {
  const out = join(dir, 'builds', `${name}-${version}`);
  mkdirSync(join(out, 'static', 'js'), { recursive: true });
  const files: Record<string, string> = name === 'shell' ? { 'spa.html': `<!doctype html><title>shell ${version}</title>` } : { 'remoteEntry.js': `var musawo_${name} = "${version}";` };
  files['static/js/main.0123abcd.js'] = `${name} ${version}`;
  for (const [f, body] of Object.entries(files)) writeFileSync(join(out, ...f.split('/')), body);
  const manifest = Object.fromEntries(Object.entries(files).map(([f, body]) => [f, sha256(body)]));
  writeFileSync(join(out, RELEASE_FILE), JSON.stringify({ name, version, sharedMajor: 1, routes: ['/doctor/:id'], contentHash: sha256(JSON.stringify(manifest)), manifest }));
  return out;
}

const entryOf = (version: string) => ({ name: 'booking', version, entry: `/remotes/booking/${version}/remoteEntry.js?v=0123456789ab`, sharedMajor: 1, routes: ['/doctor/:id'] });

async function servedVersion(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/remotes.json`);
  return res.ok ? ((await res.json()) as { remotes: { version: string }[] }).remotes[0]?.version : undefined;
}

export async function runRegistryBench(engine: Engine): Promise<void> {
  const work = join(benchDir, `registry-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const database = await throwaway(engine, 'registry');
  const db = database.open();
  let s3: S3rver | undefined;
  const servers: Served[] = [];
  try {
    await migrateToLatest(db);
    let storeConfig: ArtifactStoreConfig = { kind: 'file', dir: join(work, 'deploy') };
    const env: Record<string, string> = {};
    const redisUrl = engine === 'PostgreSQL' ? (process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL) : undefined;
    if (engine === 'PostgreSQL') {
      s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(work, 's3'), configureBuckets: [{ name: 'musawo-releases', configs: [] }] });
      const endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
      storeConfig = { kind: 's3', bucket: 'musawo-releases', prefix: 'bench/', endpoint };
      Object.assign(env, { S3_ENDPOINT: endpoint, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' });
      Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
      if (redisUrl !== undefined) env.REDIS_URL = redisUrl;
    }
    const store = createArtifactStore(storeConfig);
    const deployment = deploymentOf(storeConfig);
    for (const [name, version] of [['shell', '1.0.0'], ['booking', '1.0.0'], ['booking', '1.1.0']] as const) await publishToStore(store, sealed(work, name, version));
    const switchTo = (version: string) =>
      updateRegistry(db, deployment, (registry, history) => {
        registry.shell = { version: '1.0.0', sharedMajor: 1 };
        registry.remotes = [entryOf(version)];
        // Recorded as the tools do: the version switched from stays a rollback target in every server's cache.
        history.booking = [...(history.booking ?? []), { version, action: 'rollback', at: new Date().toISOString() }];
      }, redisUrl === undefined ? {} : { redisUrl });
    await switchTo('1.0.0');
    const storeVar = storeConfig.kind === 'file' ? `file:${storeConfig.dir}` : deployment;
    const tag = engine === 'SQLite' ? 'sqlite' : 'postgres';
    for (const n of [1, 2, 3]) servers.push(await startServer(`server-registry-${tag}-${n}`, database.url, undefined, { ...env, ARTIFACT_STORE: storeVar, ARTIFACT_CACHE_DIR: join(work, `cache-${n}`) }));

    // 1. Switch latency: from the commit here until the slowest of the three serves it.
    const latencies: number[] = [];
    for (let i = 0; i < SWITCHES; i++) {
      const version = i % 2 === 0 ? '1.1.0' : '1.0.0';
      const started = performance.now();
      await switchTo(version);
      await Promise.all(
        servers.map(async (s) => {
          while ((await servedVersion(s.base)) !== version) {
            if (performance.now() - started > 10_000) return;
            await new Promise((r) => setTimeout(r, 5));
          }
        }),
      );
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const how = engine === 'SQLite' ? 'folder store, a look before each read' : `S3 store, ${redisUrl === undefined ? 'LISTEN/NOTIFY' : 'Redis pub/sub'}`;
    record('registry switch served by 3 servers, p95', engine, percentile(latencies, 95), 'ms', { digits: 0, target: LATENCY_TARGET, note: `${SWITCHES} switches, ${how}; max ${latencies.at(-1)?.toFixed(0)} ms` });

    // 2. Broken or mixed answers while the registry switches under load.
    let open = true;
    let switches = 0;
    const switcher = (async () => {
      while (open && switches < SWITCHES_UNDER_LOAD) {
        await switchTo(switches % 2 === 0 ? '1.1.0' : '1.0.0');
        switches++;
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    let answers = 0;
    let broken = 0;
    const pair = async (base: string) => {
      try {
        const registry = (await (await fetch(`${base}/remotes.json`)).json()) as { remotes: { version: string; entry: string }[] };
        const booking = registry.remotes[0];
        const entry = await fetch(`${base}${booking?.entry ?? '/missing'}`);
        if (entry.status !== 200 || (await entry.text()) !== `var musawo_booking = "${booking?.version}";`) broken++;
      } catch {
        broken++;
      }
      answers++;
    };
    // Every other answer is a page of the switching remote: the version it was made for, the entry its preload
    // header names and that entry's content must agree.
    const page = async (base: string) => {
      try {
        const res = await fetch(`${base}/doctor/42`, { headers: { accept: 'text/html' } });
        const shell = await res.text();
        const linked = /\/remotes\/booking\/([^/]+)\/remoteEntry\.js/.exec(res.headers.get('link') ?? '')?.[1];
        const entry = await fetch(`${base}/remotes/booking/${linked ?? 'none'}/remoteEntry.js`);
        if (res.status !== 200 || !shell.includes('<title>shell ') || res.headers.get(PAINTED_FOR_HEADER) !== `booking@${linked}` || (await entry.text()) !== `var musawo_booking = "${linked}";`) broken++;
      } catch {
        broken++;
      }
      answers++;
    };
    const inFlight = new Set<Promise<void>>();
    const started = performance.now();
    for (let i = 0; switches < SWITCHES_UNDER_LOAD; i++) {
      const due = started + (i * 1_000) / PAIRS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const p = (i % 2 === 0 ? pair : page)(servers[i % servers.length]?.base ?? '');
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
    open = false;
    await switcher;
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1_000;
    record(`broken or mixed answers during ${SWITCHES_UNDER_LOAD} switches`, engine, broken, 'answers', {
      digits: 0,
      target: BROKEN_TARGET,
      note: `${answers} registry + entry pairs (${((answers * 2) / seconds).toFixed(0)} req/s over 3 servers, ${seconds.toFixed(1)} s)`,
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.destroy();
    await database.drop();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  }
}
