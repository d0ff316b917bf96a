#!/usr/bin/env node
// npm test: every suite in order — lint, typecheck, unused code, unit + integration (jest), build, bundle budgets, e2e —
// then one line `N passed, N failed` that totals them (a check counts as one test).
// npm run check (`-- lint typecheck unit --fast`): the fast loop: lint, the four typechecks and jest, without the
// tests that run a real rspack build (FAST_SKIPS), on SQLite (and PostgreSQL/Redis only when TEST_DATABASE_URL /
// TEST_REDIS_URL are set); no build, no browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from './lib/deploy.mjs';

const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const results = [];
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const fast = process.argv.includes('--fast');
/** What the fast loop leaves to npm test: the jest tests that run a real production build. */
const FAST_SKIPS = {
  files: ['/build-kit/new-remote\\.test\\.ts$'],
  describes: ['release refusals on real inputs'],
};
const want = (name) => only.length === 0 || only.includes(name);

function sh(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
}
function record(name, passed, failed, seconds, note = '') {
  results.push({ name, passed, failed, seconds, note });
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(0)} s)${note ? ` — ${note}` : ''}\n`);
}
function check(name, cmd, args, env) {
  console.log(`\n== ${name}`);
  const r = sh(cmd, args, env);
  record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);
  return r.ok;
}
function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}
const npx = (bin) => path.join(root, 'node_modules', '.bin', bin);

if (want('lint')) check('lint', npx('eslint'), ['--max-warnings=0', '.']);
if (want('typecheck')) {
  check('typecheck (browser)', npx('tsc'), ['-p', 'tsconfig.web.json']);
  check('typecheck (node)', npx('tsc'), ['-p', 'tsconfig.node.json']);
  check('typecheck (e2e)', npx('tsc'), ['-p', 'tsconfig.e2e.json']);
  check('typecheck (service worker)', npx('tsc'), ['-p', 'tsconfig.sw.json']);
}
// Unused files, exports and dependencies (knip.jsonc says what the entry points are).
if (want('knip')) check('unused code (knip)', npx('knip'), ['--no-progress']);
// @musawo/shared follows semver (ADR 323): its public API is the checked-in report's (npm run api-report updates it).
if (want('api')) check('shared API report', process.execPath, [path.join(root, 'scripts', 'api-report.mjs'), '--check']);

if (want('unit')) {
  const env = {};
  if (!fast && !process.env.TEST_DATABASE_URL && (await reachable('127.0.0.1', 5432))) env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  if (!fast && !process.env.TEST_REDIS_URL && (await reachable('127.0.0.1', 6379))) env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  const pg = env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!pg && process.env.CI && !fast) {
    record('jest', 0, 1, 0, 'PostgreSQL is not reachable at 127.0.0.1:5432 (CI must test both engines)');
  } else {
    const out = path.join(tmp, 'jest-results.json');
    rmSync(out, { force: true });
    console.log(`\n== jest (server integration on SQLite${pg ? ' and PostgreSQL' : fast ? ' only: TEST_DATABASE_URL not set' : ' only: PostgreSQL not reachable'})`);
    const skips = fast ? [...FAST_SKIPS.files.map((f) => `--testPathIgnorePatterns=${f}`), `--testNamePattern=^(?!(${FAST_SKIPS.describes.join('|')}) )`] : [];
    if (fast) console.log(`(fast: without ${[...FAST_SKIPS.files, ...FAST_SKIPS.describes].join(', ')}: they run a production build)`);
    // Two workers on the two cores: the server's tests wait on the databases much of the time (one worker took 462 s
    // of a clean-clone run, two 330 s on a busier machine; docs/performance.md).
    const r = sh(npx('jest'), ['--json', `--outputFile=${out}`, '--passWithNoTests=false', '--maxWorkers=2', ...skips], env);
    if (existsSync(out)) {
      const j = JSON.parse(readFileSync(out, 'utf8'));
      const suiteErrors = j.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
      record('jest', j.numPassedTests, j.numFailedTests + suiteErrors, r.seconds, pg ? '' : fast ? 'SQLite only (TEST_DATABASE_URL not set)' : 'PostgreSQL not reachable: SQLite only');
    } else record('jest', 0, 1, r.seconds, 'jest did not report');
  }
}

const e2eDeploy = path.join(tmp, 'e2e-deploy');
if (want('build')) check('build', process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--dev', '--deploy-dir', e2eDeploy]);
if (want('budgets')) check('bundle budgets', process.execPath, [path.join(root, 'scripts', 'budgets.mjs'), '--deploy-dir', e2eDeploy]);

if (want('e2e')) {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    record('e2e', 0, 1, 0, `Chromium not found at ${chrome}: apt-get install -y chromium (or set CHROME_PATH)`);
  } else {
    const out = path.join(tmp, 'e2e-results.json');
    rmSync(out, { force: true });
    console.log('\n== e2e (Playwright, Debian Chromium, real server)');
    const r = sh(npx('playwright'), ['test', '-c', path.join(root, 'e2e', 'playwright.config.ts')], {
      E2E_DEPLOY_SOURCE: e2eDeploy,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats;
      record('e2e', s.expected + s.flaky, s.unexpected, r.seconds, s.skipped ? `${s.skipped} skipped` : '');
    } else record('e2e', 0, 1, r.seconds, 'playwright did not report');
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nsuite                         passed  failed  seconds');
for (const r of results) console.log(`${r.name.padEnd(30)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${r.seconds.toFixed(0).padStart(9)}  ${r.note}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
