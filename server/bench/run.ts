// `npm run bench -w @musawo/server`: starts the real server (its own process, a throwaway SQLite database
// unless BENCH_DATABASE_URL is set, rate limits off) and measures auth/login and auth/getUserProfile on
// loopback with autocannon: requests per second, p95 latency, and the server's CPU time per request.
// Prints results; it is not a test and asserts nothing. Each run is bounded (BENCH_SECONDS, default 5).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { findRepoRoot } from '../src/paths';
import { DEMO_PATIENT } from '../src/seed/demo-data';
import { runSearchBench } from './search';
import { runAppointmentsBench } from './appointments';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 5), 1), 30);
const CLOCK_TICKS = 100; // USER_HZ on Linux

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** User + system CPU seconds of a process, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ SERVICE: 'system', ACTION: 'health' }) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy within 30 s');
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  failed: number;
  cpuMsPerRequest: number | undefined;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(name: string, base: string, pid: number | undefined, body: object, token: string | undefined, connections: number): Promise<Measured> {
  const times: number[] = [];
  const cpuBefore = cpuSeconds(pid);
  const instance = autocannon({
    url: `${base}/api/v1`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
    connections,
    duration: SECONDS,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await instance;
  const cpuAfter = cpuSeconds(pid);
  times.sort((a, b) => a - b);
  const total = result['2xx'] + result.non2xx;
  return {
    name,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: cpuBefore === undefined || cpuAfter === undefined || total === 0 ? undefined : ((cpuAfter - cpuBefore) * 1000) / total,
  };
}

async function main(): Promise<void> {
  const root = findRepoRoot();
  const serverDir = resolve(root, 'server');
  const tmp = mkdtempSync(join(tmpdir(), 'musawo-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Plain node with tsx as a loader, so the pid measured is the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${join(tmp, 'bench.db')}`,
      DEPLOY_DIR: join(tmp, 'deploy'),
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'on',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base, child);
    const login = { SERVICE: 'auth', ACTION: 'login', emailOrPhone: DEMO_PATIENT.email, password: DEMO_PATIENT.password };
    const res = await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    const signedIn = (await res.json()) as { tokens?: { access: { token: string } } };
    const token = signedIn.tokens?.access.token;
    if (token === undefined) throw new Error(`could not sign in as the demo patient (HTTP ${res.status}); is the database empty?`);

    console.log(`Musawo server benchmark: ${SECONDS} s per action, loopback, ${process.env.BENCH_DATABASE_URL === undefined ? 'SQLite' : 'BENCH_DATABASE_URL'}\n`);
    // Login is dominated by argon2id (19 MiB, 2 passes) on libuv's 4 threads; more connections only queue.
    const results = [await measure('auth/login', base, child.pid, login, undefined, 8), await measure('auth/getUserProfile', base, child.pid, { SERVICE: 'auth', ACTION: 'getUserProfile' }, token, 32)];
    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(`${pad('action', 22)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('CPU ms/req', 12)}${pad('2xx', 9)}failed`);
    for (const r of results) {
      console.log(
        `${pad(r.name, 22)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50.toFixed(1), 9)}${pad(r.p95.toFixed(1), 9)}${pad(r.p99.toFixed(1), 9)}${pad(r.cpuMsPerRequest === undefined ? 'n/a' : r.cpuMsPerRequest.toFixed(2), 12)}${pad(String(r.ok), 9)}${r.failed}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r).once('error', r));
    rmSync(tmp, { recursive: true, force: true });
  }
  await runSearchBench();
  await runAppointmentsBench();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
