// Issue 28, as a visitor and an operator see it: a canary that fails in browsers ends by itself. The journey server
// runs without workers, so this journey starts its own server beside it with workers on and a small minimum of
// loads, releases a broken canary of the content remote to half the browsers, and lets real browsers load it: their
// failure reports reach the server, the canary guard takes the canary out of the registry, and every browser that
// comes next gets the live version. `npm run remotes` says why it ended.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, root, test } from './support/fixtures';

const PORT = 8188;
const BASE = `http://127.0.0.1:${PORT}`;
const runDir = path.join(root, '.tmp', `e2e-run-${PORT}`);
const deployDir = () => (JSON.parse(readFileSync(path.join(runDir, 'info.json'), 'utf8')) as { deployDir: string }).deployDir;

let server: ChildProcess | undefined;

const cli = (script: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args, '--deploy-dir', deployDir()], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: `sqlite:${path.join(runDir, 'musawo.db')}` },
  });
  expect(r.status, r.stderr + r.stdout).toBe(0);
  return r.stdout;
};

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn(process.execPath, [path.join(root, 'e2e', 'server.mjs')], {
    env: { ...process.env, E2E_PORT: String(PORT), WORKERS: 'on', CANARY_MIN_LOADS: '3', CANARY_FAILURE_MARGIN: '0.05', CANARY_CHECK_SECONDS: '3' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${BASE}/remotes.json`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the canary journey's server did not start on ${PORT}`);
});

test.afterAll(async () => {
  const exited = server === undefined || server.exitCode !== null ? Promise.resolve() : new Promise((r) => server?.once('exit', r));
  server?.kill('SIGTERM');
  await exited;
  rmSync(runDir, { recursive: true, force: true });
});

/** One fresh browser's visit to /about: the content version it asked for, and whether the page rendered. */
async function visit(browser: Browser): Promise<{ version: string; rendered: boolean }> {
  const context = await browser.newContext({ baseURL: BASE, serviceWorkers: 'block' });
  const page = await context.newPage();
  let version = '';
  page.on('request', (r) => {
    const m = /\/remotes\/content\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (m?.[1]) version = m[1];
  });
  const reported = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes('reportRemoteLoads'), { timeout: 20_000 });
  await page.goto('/about');
  const area = page.locator('[data-area="content"]');
  const rendered = await expect(area)
    .toHaveAttribute('data-remote-mounted', /.+/, { timeout: 8_000 })
    .then(() => true, () => false);
  // The load is reported a few seconds after the page settles; the guard counts only what reached the server (its
  // answer says it has).
  await reported;
  await context.close();
  return { version, rendered };
}

test('a canary that fails in browsers ends by itself, and the next browsers get the live version', async ({ browser }) => {
  test.setTimeout(180_000);
  // A canary build that cannot start: content 1.0.0 republished as 1.0.1-canary.9 with an entry that throws.
  const build = mkdtempSync(path.join(tmpdir(), 'musawo-broken-canary-'));
  cpSync(path.join(deployDir(), 'remotes', 'content', '1.0.0'), build, { recursive: true });
  for (const f of readdirSync(build)) if (/^remoteEntry\.js\.(br|gz)$/.test(f)) rmSync(path.join(build, f));
  writeFileSync(path.join(build, 'remoteEntry.js'), 'throw new Error("broken canary build");\n');
  const meta = JSON.parse(readFileSync(path.join(build, 'musawo-release.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(build, 'musawo-release.json'), JSON.stringify({ name: 'content', version: '1.0.1-canary.9', sharedMajor: meta.sharedMajor, routes: meta.routes }));
  try {
    expect(cli('release.mjs', 'content', '--canary', '50', '--from', build)).toContain('as a canary');
  } finally {
    rmSync(build, { recursive: true, force: true });
  }

  // Fresh browsers until at least three have met the broken canary (each has a one-in-two chance).
  const visits: { version: string; rendered: boolean }[] = [];
  while (visits.filter((v) => v.version === '1.0.1-canary.9').length < 3 && visits.length < 24) visits.push(await visit(browser));
  const onCanary = visits.filter((v) => v.version === '1.0.1-canary.9');
  expect(onCanary.length, `versions seen: ${visits.map((v) => v.version).join(', ')}`).toBeGreaterThanOrEqual(3);
  expect(onCanary.every((v) => !v.rendered)).toBe(true);
  expect(visits.filter((v) => v.version === '1.0.0').every((v) => v.rendered)).toBe(true);

  // The guard looks every CANARY_CHECK_SECONDS (3 here, 30 by default): the canary is soon gone from the registry.
  const canaries = () => (JSON.parse(readFileSync(path.join(deployDir(), 'remotes.json'), 'utf8')) as { canaries?: unknown[] }).canaries?.length ?? 0;
  await expect.poll(canaries, { timeout: 30_000, intervals: [1_000] }).toBe(0);
  for (let i = 0; i < 4; i++) {
    const v = await visit(browser);
    expect(v).toEqual({ version: '1.0.0', rendered: true });
  }
  const history = JSON.parse(readFileSync(path.join(deployDir(), 'releases.json'), 'utf8')) as Record<string, { action: string; version: string; reason?: string }[]>;
  const ended = history.content?.find((h) => h.action === 'canary-auto-end');
  expect(ended?.version).toBe('1.0.1-canary.9');
  expect(ended?.reason).toMatch(/failure rate 100\.0% over \d+ loads vs 0\.0% live/);
  expect(cli('remotes.mjs')).toMatch(/content/);
});
