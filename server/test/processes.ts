// For tests that start the real server (src/main.ts) in child processes: starting one, a free port, the
// children of a process (a clustered server's processes, ADR 303), whether a pid lives, waiting for a condition.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => res(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/** The child pids of `pid` (Linux /proc; empty elsewhere). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `fn` every 200 ms until it answers something other than undefined (a throw counts as not yet). */
export async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, ms = 45_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL for it and its server processes if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts the real entry point (`node --import tsx src/main.ts`, as `npm run serve` does) on a free port with
 * `env` over this process's environment, and waits until it prints `ready` (by default its "running" line).
 */
export async function spawnServer(env: NodeJS.ProcessEnv, ready = /Musawo is running at/): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(__dirname, '..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    const pids = childrenOf(child.pid ?? 0);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  };
  try {
    await until('the server to start', () => {
      if (child.exitCode !== null) return false;
      return ready.test(output) ? true : undefined;
    });
  } catch (err) {
    await stop();
    throw err;
  }
  if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output.slice(-2_000)}`);
  return { base: `http://127.0.0.1:${port}`, child, output: () => output, stop };
}
