// Over HTTP on loopback, with autocannon in this process and each server in its own process (2 cores: the load
// generator on one, the server on the other; the server's CPU comes from /proc, so CPU per request and how much
// of a core it used are its own):
// - a bare Fastify 5 hello-world (hello-server.ts) and the gateway answering system/health through the whole
//   stack (helmet, CORS, request id, per-request logging at the production level, envelope, catalogue lookup,
//   auth, input schema, limits (RATE_LIMIT=off), handler with a database round trip, reply), measured in
//   alternating slices with the same connections and pipelining; the ratio is issue 11's figure (>= 0.40);
// - auth/login (argon2id dominates) and auth/getUserProfile (token check + one row).
// The gateway runs as in production (NODE_ENV=production, LOG_LEVEL=info) with its log in .tmp/bench/.
import { randomBytes } from 'node:crypto';
import { DEMO_PATIENT } from '../src/seed/demo-data';
import { throwaway, type Throwaway } from './fixtures';
import { type Engine, type HttpLoad, type HttpRun, measureHttp, measureInterleaved, record, type Served, startProcess } from './lib';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 5), 1), 30);
const CONNECTIONS = Math.min(Math.max(Number(process.env.BENCH_CONNECTIONS ?? 16), 1), 256);
const PIPELINING = Math.min(Math.max(Number(process.env.BENCH_PIPELINING ?? 1), 1), 16);
const RATIO_TARGET = { op: '>=' as const, limit: 0.4, why: 'issue 11: the gateway (system/health, full stack) at >= 40% of a bare Fastify hello-world, same run, same connections/pipelining' };
const PROFILE_P95_TARGET = {
  op: '<=' as const,
  limit: 50,
  why: `a signed-in page load makes 2-3 such calls; at ${CONNECTIONS} connections 50 ms p95 keeps them far under the 3G round trip (400 ms) users already pay`,
};

const health = { SERVICE: 'system', ACTION: 'health' };

async function healthy(base: string): Promise<boolean> {
  const res = await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(health) });
  return res.ok;
}

/** Server processes of the second gateway per engine (ADR 303: SERVER_PROCESSES); 0 leaves it out. */
const CLUSTER = Math.min(Math.max(Number(process.env.BENCH_SERVER_PROCESSES ?? 2), 0), 16);

function startGateway(engine: Engine, database: Throwaway, processes = 1): Promise<Served> {
  const { BENCH_LOG_LEVEL, ...inherited } = process.env;
  return startProcess(`gateway-${engine === 'SQLite' ? 'sqlite' : 'postgres'}${processes > 1 ? `-x${processes}` : ''}`, 'src/main.ts', {
    SERVER_PROCESSES: String(processes),
    ...inherited,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    NOTIFY_TRANSPORT: 'outbox',
    DATABASE_URL: database.url,
    DEPLOY_DIR: '.tmp/bench/no-deploy',
    RATE_LIMIT: 'off',
    REDIS_URL: '',
    LOG_LEVEL: BENCH_LOG_LEVEL ?? 'info',
    SEED_DEMO: 'on',
  }, healthy);
}

/** How busy each side was: when neither is near 1 core, other users of the machine set the pace. */
function busy(run: HttpRun): string {
  const server = run.cpuCores === undefined ? 'server ?' : `server at ${run.cpuCores.toFixed(2)} cores`;
  return `${server}, load generator at ${run.clientCores.toFixed(2)} cores (${run.clientCpuMsPerRequest.toFixed(3)} ms CPU/req)`;
}

function httpFigures(engine: Engine, name: string, run: HttpRun, target?: typeof PROFILE_P95_TARGET): void {
  record(`${name} req/s`, engine, run.rps, '', { digits: 0, note: `p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ${run.ok} 2xx, ${run.failed} failed; ${busy(run)}` });
  record(`${name} p95`, engine, run.p95, 'ms', { digits: 0, ...(target === undefined ? {} : { target }) });
  record(`${name} server CPU/req`, engine, run.cpuMsPerRequest, 'ms', { digits: 3 });
}

export async function runHttpBench(engines: readonly Engine[]): Promise<void> {
  const hello = await startProcess('hello-world', 'bench/hello-server.ts', { ...process.env }, async (base) => (await fetch(base)).ok);
  const gateways: { engine: Engine; served: Served; database: Throwaway }[] = [];
  // The same gateway as SERVER_PROCESSES=CLUSTER processes on the same database (started once it is seeded).
  const clustered: { engine: Engine; served: Served }[] = [];
  try {
    for (const engine of engines) {
      const database = await throwaway(engine, 'http');
      try {
        gateways.push({ engine, served: await startGateway(engine, database), database });
      } catch (err) {
        await database.drop();
        throw err;
      }
      if (CLUSTER > 1) clustered.push({ engine, served: await startGateway(engine, database, CLUSTER) });
    }
    const clusterKey = (engine: Engine) => `${engine} x${CLUSTER}`;
    const load = (base: string, body?: object, token?: string, connections = CONNECTIONS): HttpLoad => ({ url: body === undefined ? `${base}/` : `${base}/api/v1`, method: body === undefined ? 'GET' : 'POST', ...(body === undefined ? {} : { body }), ...(token === undefined ? {} : { token }), connections, pipelining: PIPELINING });
    console.log(`  hello-world vs gateway system/health: ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${SECONDS} s each in 2 alternating slices (+1 s warm-up)...`);
    const runs = await measureInterleaved(
      [
        { key: 'hello', load: load(hello.base), pid: hello.child.pid },
        ...gateways.map((g) => ({ key: g.engine, load: load(g.served.base, health), pid: g.served.child.pid })),
        ...clustered.map((g) => ({ key: clusterKey(g.engine), load: load(g.served.base, health), pid: g.served.child.pid })),
      ],
      SECONDS,
      2,
    );
    const helloRun = runs.get('hello');
    for (const g of gateways) {
      const run = runs.get(g.engine);
      if (helloRun === undefined || run === undefined) continue;
      record('Fastify hello-world GET / req/s', g.engine, helloRun.rps, '', { digits: 0, note: `measured once, shared by both engines; p95 ${helloRun.p95.toFixed(1)} ms, server ${helloRun.cpuMsPerRequest?.toFixed(3) ?? '?'} ms CPU/req; ${busy(helloRun)}` });
      httpFigures(g.engine, 'gateway system/health', run);
      record('gateway/hello-world ratio', g.engine, run.rps / helloRun.rps, '', { digits: 2, target: RATIO_TARGET });
      if (helloRun.cpuMsPerRequest !== undefined && run.cpuMsPerRequest !== undefined) record('gateway/hello-world CPU per request', g.engine, run.cpuMsPerRequest / helloRun.cpuMsPerRequest, 'x', { digits: 1 });
    }
    // Info, not the target: a one-process hello-world against a gateway using every core is not the same
    // comparison. It shows what the same machine serves when the server uses both of its cores (ADR 303).
    for (const g of clustered) {
      const run = runs.get(clusterKey(g.engine));
      if (helloRun === undefined || run === undefined) continue;
      httpFigures(g.engine, `gateway system/health, ${CLUSTER} processes`, run);
      record(`gateway (${CLUSTER} processes)/hello-world (1 process) ratio`, g.engine, run.rps / helloRun.rps, '', { digits: 2 });
    }

    for (const g of gateways) {
      const { base, child } = g.served;
      const login = { SERVICE: 'auth', ACTION: 'login', emailOrPhone: DEMO_PATIENT.email, password: DEMO_PATIENT.password };
      const res = await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
      const token = ((await res.json()) as { tokens?: { access: { token: string } } }).tokens?.access.token;
      if (token === undefined) throw new Error(`${g.engine}: could not sign in as the demo patient (HTTP ${res.status})`);
      console.log(`  ${g.engine}: auth/login (8 connections) and auth/getUserProfile (${CONNECTIONS} connections), ${SECONDS} s each...`);
      // Login is argon2id (19 MiB, 2 passes) on libuv's 4 threads: more connections would only queue.
      httpFigures(g.engine, 'auth/login', await measureHttp(load(base, login, undefined, 8), SECONDS, child.pid));
      httpFigures(g.engine, 'auth/getUserProfile', await measureHttp(load(base, { SERVICE: 'auth', ACTION: 'getUserProfile' }, token), SECONDS, child.pid), PROFILE_P95_TARGET);
    }
  } finally {
    await hello.stop();
    for (const g of clustered) await g.served.stop();
    for (const g of gateways) {
      await g.served.stop();
      await g.database.drop();
    }
  }
}
