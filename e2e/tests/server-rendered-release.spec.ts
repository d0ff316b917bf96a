import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { e2eDeployDir, expect, expectRemote, HYDRATION_ERROR, journeyToolEnv, restoreLiveRegistryAfter, root, rpc, test } from './support/fixtures';

// Issue 44 (ADR 335), as an operator sees it: a new discovery version and a new booking version are released with
// the real release tool (builds made elsewhere, `release --from`), then rolled back. After each step the server's
// HTML of a discovery page (/specialties) and of /doctor/:id is the one rendered by the version now live within 5 s,
// with no server restart, and a visitor with scripts on hydrates it with no error in the console.

const NEXT = '1.0.1-ssr.1';
const STEP_MS = 5_000;

const cli = (script: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args, '--deploy-dir', e2eDeployDir()], { encoding: 'utf8', env: journeyToolEnv() });
  expect(r.status, r.stderr + r.stdout).toBe(0);
  return r.stdout;
};

/** The published 1.0.0 of `name`, republished as NEXT: a new version with its own renderer (ssr/render.cjs). */
function release(name: string) {
  const build = mkdtempSync(path.join(tmpdir(), `musawo-ssr-${name}-`));
  cpSync(path.join(e2eDeployDir(), 'remotes', name, '1.0.0'), build, { recursive: true });
  const meta = JSON.parse(readFileSync(path.join(build, 'musawo-release.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(build, 'musawo-release.json'), JSON.stringify({ ...meta, name, version: NEXT }));
  try {
    expect(cli('release.mjs', name, '--from', build)).toContain(`released ${name} ${NEXT}`);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}

/** The server's HTML of `url` (what a crawler or a visitor without scripts gets). */
async function html(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: res.status(), paintedFor: res.headers()['x-musawo-painted-for'], body: await res.text() };
}

/** Loads `url` with scripts on in a fresh browser: rendered by `from`, taken over by React, nothing in the console. */
async function hydrates(browser: Browser, url: string, remote: string, from: string, heading: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverHeading: document.querySelector('main h1') }));
  });
  const res = await page.goto(url);
  expect(res?.headers()['x-musawo-painted-for']).toBe(`${remote}@${from}`);
  await expect(page.locator('#root')).toHaveAttribute('data-painted-from', `${remote}@${from}`);
  // The copied build's code says 1.0.0 inside; the registry and the server's marks say which version it is.
  await expectRemote(page, remote);
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'))).toBe(true);
  expect(messages.filter((m) => HYDRATION_ERROR.test(m))).toEqual([]);
  await context.close();
}

test.describe.serial('server rendering follows releases and rollbacks', () => {
  test.setTimeout(90_000);
  restoreLiveRegistryAfter();

  test('a discovery and a booking release change /specialties and /doctor/:id within 5 s, a rollback brings them back; both hydrate', async ({ browser, request }) => {
    const { body } = await rpc<{ results: { id: string; name: string }[] }>(request, 'doctor', 'featuredDoctors', { sortBy: 'rating:desc', page: 1, limit: 1, currency: 'UGX' });
    const doctor = body.results[0];
    if (!doctor) throw new Error('no demo doctor');
    const pages = [
      { url: '/specialties', remote: 'discovery', heading: 'Medical Specialties', content: 'Medical Specialties' },
      { url: `/doctor/${doctor.id}`, remote: 'booking', heading: doctor.name, content: doctor.name },
    ];
    /**
     * Polls the page's server HTML from the moment the tool returned until that version rendered it (5 s at most): a
     * version's first renders load its code into the render threads, and the frame is answered meanwhile (ADR 335).
     */
    const follows = async (p: (typeof pages)[number], version: string) => {
      const since = Date.now();
      await expect
        .poll(async () => (await html(request, p.url)).body.includes(`data-painted-from="${p.remote}@${version}"`), { timeout: STEP_MS, intervals: [100, 200, 250] })
        .toBe(true);
      const took = Date.now() - since;
      // The whole page, rendered by that version: its root says so and its content is in the HTML.
      const got = await html(request, p.url);
      expect(got.status).toBe(200);
      expect(got.body).toContain(`data-painted-from="${p.remote}@${version}"`);
      expect(got.body).toContain(p.content);
      return `${p.remote} ${version} ${took} ms`;
    };

    for (const p of pages) expect((await html(request, p.url)).paintedFor).toBe(`${p.remote}@1.0.0`);
    const figures: string[] = [];
    for (const p of pages) {
      release(p.remote);
      figures.push(await follows(p, NEXT));
    }
    for (const p of pages) await hydrates(browser, p.url, p.remote, NEXT, p.heading);
    for (const p of pages) {
      expect(cli('rollback.mjs', p.remote)).toContain('to 1.0.0');
      figures.push(await follows(p, '1.0.0'));
    }
    for (const p of pages) await hydrates(browser, p.url, p.remote, '1.0.0', p.heading);
    test.info().annotations.push({ type: 'figures', description: `server HTML followed each step in: ${figures.join(', ')}` });
    console.log(`server HTML followed each step in: ${figures.join(', ')}`);
  });
});
