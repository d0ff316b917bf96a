#!/usr/bin/env node
/* global MutationObserver, document, window -- page.addInitScript and page.evaluate run these functions in the browser */
// Bundle budgets (DESIGN §10, issue 11): the gzip JavaScript a cold visit to each route really downloads, measured
// in Chromium against the real server on the built deploy/, grouped by app and checked against budgets.json.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { deployDir, readJson, registryCopy, root } from './lib/deploy.mjs';

const dir = deployDir();
const port = Number(process.env.BUDGET_PORT ?? 8199);
const base = `http://127.0.0.1:${port}`;
const budgets = readJson(path.join(root, 'budgets.json')).routes;
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
/** `--files` lists every script a route downloaded, largest first. */
const listFiles = process.argv.includes('--files');
/** KB_DIGITS=2: figures to more places (issue 45 compares mechanisms worth about 1 KB). */
const kbOf = (b) => (b / 1024).toFixed(process.env.KB_DIGITS ? Number(process.env.KB_DIGITS) : 1);
/**
 * Scripts requested this long after the page's remote mounted are the shell's after-first-view code (ADR 013),
 * not the page's: they are listed, not counted.
 */
const AFTER_FIRST_VIEW_MS = 2_500;

if (!existsSync(path.join(dir, 'remotes.json'))) {
  console.error(`No build in ${dir}: run npm run build first.`);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'e2e', 'server.mjs')], {
  env: { ...process.env, E2E_PORT: String(port), E2E_DEPLOY_SOURCE: dir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** gzip bytes of a served file, from the deploy folder (what the server sends compressed). */
function gzipBytes(urlPath) {
  // The live shell's version folder (ADR 322); a deploy folder without one keeps the shell's files in shell/.
  const shell = path.join('shell', registryCopy(dir).shell?.version ?? '');
  const rel = urlPath.startsWith('/remotes/') ? urlPath.slice(1).split('?')[0] : path.join(shell, urlPath.slice(1));
  const file = path.join(dir, rel);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}
const appOf = (urlPath) => (urlPath.startsWith('/remotes/') ? urlPath.split('/')[2] : 'shell');

async function main() {
  await waitForServer();
  const featured = await (await fetch(`${base}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ SERVICE: 'doctor', ACTION: 'featuredDoctors', limit: 1, currency: 'UGX' }),
  })).json();
  const doctorId = featured?.results?.[0]?.id ?? '1';
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  let passed = 0;
  let failed = 0;
  console.log('route            JS files  gzip KB  budget KB   by app');
  for (const [route, budget] of Object.entries(budgets)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested = new Set();
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.origin === base && req.resourceType() === 'script') requested.add(u.pathname);
    });
    // The moment the page's remote mounted, on the page's own clock (the same clock as its resource timings).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-remote-mounted]')) {
          window.__mountedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-remote-mounted'] });
    });
    await page.goto(base + route.replace(':id', doctorId), { waitUntil: 'commit' });
    await page.locator('[data-remote-mounted]').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    // The shell fetches its after-first-view code (the toasts chunk, ADR 013) 3 s after the page's remote mounted:
    // wait for it, so the split below never depends on how long the network happened to stay busy.
    await page.waitForTimeout(AFTER_FIRST_VIEW_MS + 1_500);
    await page.waitForLoadState('networkidle');
    const startedAt = new Map(
      await page.evaluate(() => {
        const mounted = window.__mountedAt ?? Infinity;
        return performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime - mounted]);
      }),
    );
    const scripts = new Set([...requested].filter((p) => !((startedAt.get(p) ?? -Infinity) >= AFTER_FIRST_VIEW_MS)));
    const later = [...requested].filter((p) => !scripts.has(p));
    const byApp = {};
    let total = 0;
    for (const p of scripts) {
      const b = gzipBytes(p);
      total += b;
      byApp[appOf(p)] = (byApp[appOf(p)] ?? 0) + b;
    }
    const kb = total / 1024;
    const ok = kb <= budget;
    if (ok) passed++;
    else failed++;
    const apps = Object.entries(byApp).map(([a, b]) => `${a} ${kbOf(b)}`).join(', ');
    console.log(`${route.padEnd(16)} ${String(scripts.size).padStart(8)} ${kbOf(total).padStart(8)} ${String(budget).padStart(10)}   ${apps}  ${ok ? 'ok' : 'OVER BUDGET'}`);
    if (listFiles) {
      const rows = [...scripts].map((p) => [gzipBytes(p), p]).sort((a, b) => b[0] - a[0]);
      for (const [b, p] of rows) console.log(`    ${(b / 1024).toFixed(1).padStart(6)}  ${p}`);
      for (const p of later) console.log(`    ${(gzipBytes(p) / 1024).toFixed(1).padStart(6)}  ${p} (after the first view, not counted)`);
    }
    await context.close();
  }
  await browser.close();
  console.log(`budgets: ${passed} passed, ${failed} failed`);
  return failed;
}

main()
  .then((failed) => {
    stop();
    process.exit(failed ? 1 : 0);
  })
  .catch((err) => {
    console.error(err);
    stop();
    process.exit(1);
  });
