// SERVER_PROCESSES (ADR 303): the real entry point, started as `npm run serve` starts it, in its own process.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { alive, childrenOf, freePort, until } from '../test/processes';

const serverDir = resolve(__dirname, '..');

const linuxOnly = process.platform === 'linux' ? describe : describe.skip;

linuxOnly('SERVER_PROCESSES=2 (ADR 303)', () => {
  let dir: string;
  let child: ChildProcess;
  let output = '';
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'musawo-cluster-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'development', SERVER_PROCESSES: '2', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'musawo.db')}`, DEPLOY_DIR: join(dir, 'none'), LOG_LEVEL: 'info', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await until('the server to start', () => (/Musawo is running at [^\n]*, 2 server processes\)/.test(output) ? true : undefined));
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    for (const pid of childrenOf(child.pid ?? 0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const health = async () => {
    const res = await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: JSON.stringify({ SERVICE: 'system', ACTION: 'health' }) });
    return res.status;
  };
  /** The pids that wrote an access line for /api/v1 (every log line carries its process's pid). */
  const answeredBy = () => new Set([...output.matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/v1"/g)].map((m) => Number(m[1])));

  it('prepares the database once, then serves from two processes that share the port', async () => {
    expect(output.match(/seeded the demo accounts/g)).toHaveLength(1);
    expect(output).toContain('rate limits are kept in each of the 2 server processes');
    for (let i = 0; i < 6; i++) expect(await health()).toBe(200);
    const pids = await until('both processes to answer', () => (answeredBy().size === 2 ? answeredBy() : undefined), 10_000);
    expect(pids.has(child.pid ?? 0)).toBe(false);
  }, 30_000);

  it('starts another server process when one dies, and keeps answering', async () => {
    const before = childrenOf(child.pid ?? 0).filter((pid) => answeredBy().has(pid));
    expect(before.length).toBeGreaterThan(0);
    process.kill(before[0] ?? 0, 'SIGKILL');
    await until('a replacement', () => (output.includes('a server process died: starting another') && (output.match(/Server listening at/g) ?? []).length >= 3 ? true : undefined), 30_000);
    for (let i = 0; i < 4; i++) expect(await health()).toBe(200);
  }, 40_000);

  it('stops every server process on SIGTERM and exits 0', async () => {
    const pids = childrenOf(child.pid ?? 0);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('the server processes to exit', () => (pids.every((pid) => !alive(pid)) ? true : undefined), 15_000);
  }, 30_000);
});
