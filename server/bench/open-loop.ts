// An open-loop load generator (ADR 301): request i is due at start + i / rate and is sent then, whatever
// happened to the requests before it; its latency runs from that due time to the end of its answer. A slow
// answer therefore shows in the figures instead of slowing the load down (no coordinated omission), and a
// generator that falls behind its own schedule counts its lateness against the server, never in its favour (the
// worst lag is reported, so a late generator is visible). Requests go over undici's connection pool; when every
// connection is busy a request waits in the pool, and that wait is part of its latency too.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { cpuSeconds, percentile } from './lib';

export interface Shot {
  /** Groups the figures (e.g. 'search', 'getDoctor'). */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Latencies {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface OpenLoopRun {
  /** Offered requests per second. */
  rate: number;
  sent: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Answers with another status. */
  non2xx: number;
  /** No answer: connection errors and timeouts (counted in the latencies at the time they gave up). */
  errors: number;
  /** From the first due time to the last answer. */
  seconds: number;
  latency: Latencies;
  byKind: Map<string, Latencies>;
  /** The generator's worst lateness against its own schedule, ms. */
  maxSendLagMs: number;
  /** CPU (user + system) of the server process and its children over the run, ms; undefined off Linux. */
  serverCpuMs: number | undefined;
  /** This process's CPU over the run, ms. */
  clientCpuMs: number;
}

export interface OpenLoopOptions {
  base: string;
  rate: number;
  seconds: number;
  shot(i: number): Shot;
  /** Called with each answer (status 0: no answer). */
  onAnswer?(i: number, shot: Shot, status: number, body: string): void;
  /** The server's pid, for its CPU time. */
  pid?: number;
  /** Connections the pool may open (default 256: enough that the pool is not what queues). */
  connections?: number;
  timeoutMs?: number;
}

function summarise(times: number[]): Latencies {
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1) ?? 0 };
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopRun> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pool = new Pool(options.base, { connections: options.connections ?? 256, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  const inFlight = new Set<Promise<void>>();
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let maxSendLagMs = 0;
  let lastAnswer = 0;

  const done = (shot: Shot, due: number) => {
    const end = performance.now();
    lastAnswer = Math.max(lastAnswer, end);
    all.push(end - due);
    let list = byKind.get(shot.kind);
    if (list === undefined) byKind.set(shot.kind, (list = []));
    list.push(end - due);
  };

  const fire = (i: number, due: number) => {
    const shot = options.shot(i);
    const p = pool
      .request({ method: shot.method, path: shot.path, headers: { ...(shot.body === undefined ? {} : { 'content-type': 'application/json' }), ...shot.headers }, ...(shot.body === undefined ? {} : { body: shot.body }) })
      .then(async (res) => {
        const body = await res.body.text();
        done(shot, due);
        if (res.statusCode >= 200 && res.statusCode < 300) ok += 1;
        else non2xx += 1;
        options.onAnswer?.(i, shot, res.statusCode, body);
      })
      .catch(() => {
        done(shot, due);
        errors += 1;
        options.onAnswer?.(i, shot, 0, '');
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  const cpuBefore = cpuSeconds(options.pid);
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const due = start + next * interval;
        maxSendLagMs = Math.max(maxSendLagMs, now - due);
        fire(next, due);
        next += 1;
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  const cpuAfter = cpuSeconds(options.pid);
  const client = process.cpuUsage(clientBefore);
  await pool.close();
  return {
    rate: options.rate,
    sent: total,
    ok,
    non2xx,
    errors,
    seconds: (lastAnswer - start) / 1000,
    latency: summarise(all),
    byKind: new Map([...byKind].map(([k, v]) => [k, summarise(v)])),
    maxSendLagMs,
    serverCpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) * 1000,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}
