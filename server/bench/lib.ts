// Shared by the server benchmarks: the results table (each figure with its target and PASS/FAIL/info),
// autocannon runs against a server in another process (with that process's CPU time from /proc), spawning the
// servers, percentiles. Benchmarks print figures; nothing here asserts or fails a build.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { findRepoRoot } from '../src/paths';

export type Engine = 'SQLite' | 'PostgreSQL';
type Status = 'PASS' | 'FAIL' | 'info' | 'skipped';

export interface Target {
  op: '<=' | '>=';
  limit: number;
  /** Why this number (printed under the table). */
  why?: string;
}

export interface Figure {
  metric: string;
  engine: Engine;
  value: number | undefined;
  unit: string;
  digits: number;
  target?: Target;
  status: Status;
  note?: string;
}

const root = findRepoRoot();
const serverDir = resolve(root, 'server');
/** Kept between runs (git-ignored): the seeded search database, server logs, the last results. */
export const benchDir = join(root, '.tmp', 'bench');
mkdirSync(benchDir, { recursive: true });

const figures: Figure[] = [];

export function record(metric: string, engine: Engine, value: number | undefined, unit: string, opts: { digits?: number; target?: Target; note?: string } = {}): Figure {
  let status: Status = 'info';
  if (value === undefined || Number.isNaN(value)) status = 'skipped';
  else if (opts.target !== undefined) status = (opts.target.op === '<=' ? value <= opts.target.limit : value >= opts.target.limit) ? 'PASS' : 'FAIL';
  const figure: Figure = { metric, engine, value, unit, digits: opts.digits ?? 1, status, ...(opts.target === undefined ? {} : { target: opts.target }), ...(opts.note === undefined ? {} : { note: opts.note }) };
  figures.push(figure);
  return figure;
}

export function skipped(metric: string, engine: Engine, note: string): void {
  figures.push({ metric, engine, value: undefined, unit: '', digits: 0, status: 'skipped', note });
}

export function allFigures(): readonly Figure[] {
  return figures;
}

const fmt = (n: number, digits: number) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function cell(f: Figure | undefined): string {
  if (f === undefined) return '-';
  if (f.value === undefined) return 'skipped';
  const v = `${fmt(f.value, f.digits)}${f.unit === '' ? '' : ` ${f.unit}`}`;
  return f.status === 'info' ? v : `${v}  ${f.status}`;
}

/** One row per metric, SQLite and PostgreSQL side by side. */
export function printTable(): void {
  const metrics = [...new Set(figures.map((f) => f.metric))];
  const rows = metrics.map((m) => {
    const of = (e: Engine) => figures.find((f) => f.metric === m && f.engine === e);
    const target = figures.find((f) => f.metric === m && f.target !== undefined)?.target;
    return [m, target === undefined ? 'info' : `${target.op} ${fmt(target.limit, target.limit < 1 ? 2 : 0)}`, cell(of('SQLite')), cell(of('PostgreSQL'))];
  });
  const head = ['figure', 'target', 'SQLite', 'PostgreSQL'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)) + 2);
  const line = (r: readonly string[]) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('').trimEnd();
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w - 2))));
  for (const r of rows) console.log(line(r));
  const pass = figures.filter((f) => f.status === 'PASS').length;
  const fail = figures.filter((f) => f.status === 'FAIL').length;
  console.log(`\n${pass} PASS, ${fail} FAIL, ${figures.filter((f) => f.status === 'info').length} info, ${figures.filter((f) => f.status === 'skipped').length} skipped`);
  const notes = figures.filter((f) => f.note !== undefined).map((f) => `  ${f.metric} (${f.engine}): ${f.note}`);
  const whys = [...new Map(figures.filter((f) => f.target?.why !== undefined).map((f) => [f.metric, `  ${f.metric}: ${f.target?.why}`])).values()];
  if (whys.length > 0) console.log(`Targets:\n${whys.join('\n')}`);
  if (notes.length > 0) console.log(`Notes:\n${[...new Set(notes)].join('\n')}`);
}

export const percentile = (sorted: readonly number[], p: number): number => (sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0));

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

const CLOCK_TICKS = 100; // USER_HZ on Linux

/**
 * User + system CPU seconds of a process and its live children (a clustered server's processes, ADR 303), from
 * /proc (Linux); undefined elsewhere.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let total = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    for (const child of childrenOf(pid)) total += cpuSeconds(child) ?? 0;
    return total;
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface Served {
  name: string;
  base: string;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` in the server folder (plain node, so the pid measured is the server
 * itself, not an npm or tsx wrapper) with its output in .tmp/bench/<name>.log, and waits until `ready` answers.
 */
export async function startProcess(name: string, script: string, env: NodeJS.ProcessEnv, ready: (base: string) => Promise<boolean>): Promise<Served> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = join(benchDir, `${name}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: serverDir, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', out, out] });
  closeSync(out);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if (await ready(base)) return { name, base, child, logFile, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  throw new Error(`${name} did not start (exit code ${child.exitCode}); the end of ${logFile}:\n${tail}`);
}

export interface HttpRun {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  failed: number;
  /** Server CPU ms per request (user + system of the server process). */
  cpuMsPerRequest: number | undefined;
  /** Server CPU over the run, in cores (1.0 = one core busy the whole time). */
  cpuCores: number | undefined;
  /** The load generator's (this process's) CPU ms per request: when it nears 1 core, it is the bottleneck. */
  clientCpuMsPerRequest: number;
  clientCores: number;
}

export interface HttpLoad {
  url: string;
  method: 'GET' | 'POST';
  body?: object;
  token?: string;
  connections: number;
  pipelining: number;
}

/** One autocannon run of `seconds`, in this process, against a server in `pid`. */
async function cannon(load: HttpLoad, seconds: number, pid: number | undefined, times: number[]): Promise<{ ok: number; failed: number; requests: number; seconds: number; cpu: number | undefined; clientCpu: number }> {
  const cpuBefore = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url: load.url,
    method: load.method,
    headers: { ...(load.body === undefined ? {} : { 'content-type': 'application/json' }), ...(load.token === undefined ? {} : { authorization: `Bearer ${load.token}` }) },
    ...(load.body === undefined ? {} : { body: JSON.stringify(load.body) }),
    connections: load.connections,
    pipelining: load.pipelining,
    duration: seconds,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await instance;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = cpuSeconds(pid);
  const client = process.cpuUsage(clientBefore);
  return {
    clientCpu: (client.user + client.system) / 1e6,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    requests: result['2xx'] + result.non2xx,
    seconds: elapsed,
    cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

/**
 * Measures several servers in alternating slices (round 1: A, B, C; round 2: A, B, C...), so a burst of load
 * from another user of this shared machine lands on all of them instead of skewing one. Each gets a warm-up
 * slice first (JIT, connection pools) that is not counted.
 */
export async function measureInterleaved(loads: readonly { key: string; load: HttpLoad; pid: number | undefined }[], totalSeconds: number, rounds: number): Promise<Map<string, HttpRun>> {
  const acc = new Map(loads.map((l) => [l.key, { times: [] as number[], ok: 0, failed: 0, requests: 0, seconds: 0, cpu: 0 as number | undefined, clientCpu: 0 }]));
  for (const l of loads) await cannon(l.load, 1, l.pid, []);
  const slice = Math.max(1, Math.round(totalSeconds / rounds));
  for (let r = 0; r < rounds; r += 1) {
    for (const l of loads) {
      const a = acc.get(l.key);
      if (a === undefined) continue;
      const run = await cannon(l.load, slice, l.pid, a.times);
      a.ok += run.ok;
      a.failed += run.failed;
      a.requests += run.requests;
      a.seconds += run.seconds;
      a.clientCpu += run.clientCpu;
      a.cpu = a.cpu === undefined || run.cpu === undefined ? undefined : a.cpu + run.cpu;
    }
  }
  const out = new Map<string, HttpRun>();
  for (const [key, a] of acc) {
    a.times.sort((x, y) => x - y);
    out.set(key, {
      requests: a.requests,
      seconds: a.seconds,
      rps: a.requests / a.seconds,
      p50: percentile(a.times, 50),
      p95: percentile(a.times, 95),
      p99: percentile(a.times, 99),
      ok: a.ok,
      failed: a.failed,
      cpuMsPerRequest: a.cpu === undefined || a.requests === 0 ? undefined : (a.cpu * 1000) / a.requests,
      cpuCores: a.cpu === undefined ? undefined : a.cpu / a.seconds,
      clientCpuMsPerRequest: a.requests === 0 ? 0 : (a.clientCpu * 1000) / a.requests,
      clientCores: a.clientCpu / a.seconds,
    });
  }
  return out;
}

export function measureHttp(load: HttpLoad, seconds: number, pid: number | undefined): Promise<HttpRun> {
  return measureInterleaved([{ key: 'x', load, pid }], seconds, 1).then((m) => m.get('x') as HttpRun);
}
