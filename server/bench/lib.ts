// Shared by the server benchmarks: the results table (each figure with its target and PASS/FAIL/info),
// starting the server under test in its own process, that process's CPU time (from /proc), percentiles.
// Benchmarks print figures; nothing here asserts or fails a build.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findRepoRoot } from '../src/paths';
import { childrenOf, freePort } from '../test/processes';

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
    // One target, or each engine's when they differ (SQLite's first).
    const targets = [...new Set(figures.filter((f) => f.metric === m && f.target !== undefined).map((f) => `${f.target?.op} ${fmt(f.target?.limit ?? 0, (f.target?.limit ?? 0) > 0 && (f.target?.limit ?? 0) < 1 ? 2 : 0)}`))];
    return [m, targets.length === 0 ? 'info' : targets.join(' / '), cell(of('SQLite')), cell(of('PostgreSQL'))];
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
  // One line per reason, naming every figure it applies to.
  const byWhy = new Map<string, Set<string>>();
  for (const f of figures) if (f.target?.why !== undefined) byWhy.set(f.target.why, (byWhy.get(f.target.why) ?? new Set()).add(f.metric));
  const whys = [...byWhy].map(([why, metrics]) => `  ${[...metrics].join('; ')}: ${why}`);
  if (whys.length > 0) console.log(`Targets:\n${whys.join('\n')}`);
  if (notes.length > 0) console.log(`Notes:\n${[...new Set(notes)].join('\n')}`);
}

export const percentile = (sorted: readonly number[], p: number): number => (sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0));

const CLOCK_TICKS = 100; // USER_HZ on Linux

/**
 * User + system CPU seconds of a process and its live children (a clustered server's processes, ADR 303), from
 * /proc (Linux); undefined elsewhere.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
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
async function startProcess(name: string, script: string, env: NodeJS.ProcessEnv, ready: (base: string) => Promise<boolean>): Promise<Served> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = join(benchDir, `${name}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--import', 'tsx', script], { cwd: serverDir, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', out, out] });
  closeSync(out);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5_000)))]);
    clearTimeout(timer);
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

/** Whether the server answers system/health (its readiness check: it pings the database). */
async function healthy(base: string): Promise<boolean> {
  const res = await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ SERVICE: 'system', ACTION: 'health' }) });
  return res.ok;
}

/** SERVER_PROCESSES of the server under test (ADR 303): 1 unless BENCH_SERVER_PROCESSES says otherwise (a number or `auto`). */
const SERVER_PROCESSES = process.env.BENCH_SERVER_PROCESSES ?? '1';

/**
 * The real server (`src/main.ts`) on `databaseUrl`, as in production (NODE_ENV=production, LOG_LEVEL=info with
 * its log in .tmp/bench/<name>.log, background workers on), with rate limits off (every request comes from one
 * address, and the limits would measure the limiter) and `jwtSecret` so this process can mint sessions for it.
 * BENCH_CPU_PROF=<dir> writes the server's CPU profile there when it stops (node --cpu-prof).
 */
export function startServer(name: string, databaseUrl: string, jwtSecret = randomBytes(32).toString('hex'), env: Record<string, string> = {}): Promise<Served> {
  const { BENCH_LOG_LEVEL, ...inherited } = process.env;
  return startProcess(
    name,
    'src/main.ts',
    {
      ...inherited,
      SERVER_PROCESSES,
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      NOTIFY_TRANSPORT: 'outbox',
      DATABASE_URL: databaseUrl,
      DEPLOY_DIR: '.tmp/bench/no-deploy',
      RATE_LIMIT: 'off',
      REDIS_URL: '',
      LOG_LEVEL: BENCH_LOG_LEVEL ?? 'info',
      SEED_DEMO: 'off',
      ...env,
    },
    healthy,
  );
}

/** What a browser sends that changes the server's work: it compresses answers over 1 KB for them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
