#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other (never in parallel: this is a shared 2-core machine),
// then one summary of PASS/FAIL across them. Benchmarks print figures; they are not timed tests.
//   1. the server suite (`npm run bench -w @musawo/server`, server/bench/run.ts): search at 100k doctors,
//      mixed public reads and bookings at fixed offered rates (open loop), server CPU per 1,000 requests, on
//      SQLite and PostgreSQL when reachable (ADR 301);
//   2. the page benchmarks (scripts/bench-pages.mjs, when present), with this script's arguments
//      (e.g. `npm run bench -- --runs 3 --no-lighthouse`).
// `--server-only` / `--pages-only` run one of them. Exits 1 when a suite crashed or a figure missed its target.
//
// Counting: a suite may write {figures: [{status: 'PASS' | 'FAIL' | ...}]} to the file named by
// BENCH_RESULTS_FILE (the server suite does); otherwise its last "<name>: N passed, M failed" line is used,
// else its output lines ending in PASS or FAIL are counted.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const serverOnly = argv.includes('--server-only');
const pagesOnly = argv.includes('--pages-only');
const passThrough = argv.filter((a) => a !== '--server-only' && a !== '--pages-only');
const resultsDir = path.join(root, '.tmp', 'bench');
mkdirSync(resultsDir, { recursive: true });

function run(name, command, args) {
  const resultsFile = path.join(resultsDir, `${name}-summary.json`);
  rmSync(resultsFile, { force: true });
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, BENCH_RESULTS_FILE: resultsFile }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('error', (err) => resolve({ name, code: 1, error: err.message, output, resultsFile, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal === null ? 1 : 128), output, resultsFile, seconds: (Date.now() - started) / 1000 }));
  });
}

function count(result) {
  if (existsSync(result.resultsFile)) {
    try {
      const figures = JSON.parse(readFileSync(result.resultsFile, 'utf8')).figures ?? [];
      return { pass: figures.filter((f) => f.status === 'PASS').length, fail: figures.filter((f) => f.status === 'FAIL').length, failed: figures.filter((f) => f.status === 'FAIL') };
    } catch {
      // fall back to the printed output
    }
  }
  const summaries = [...result.output.matchAll(/^\s*[\w -]+:\s+(\d+) passed, (\d+) failed\s*$/gm)];
  const last = summaries.at(-1);
  if (last !== undefined) return { pass: Number(last[1]), fail: Number(last[2]), failed: [] };
  const lines = result.output.split('\n');
  return { pass: lines.filter((l) => /\bPASS\s*$/.test(l)).length, fail: lines.filter((l) => /\bFAIL\s*$/.test(l)).length, failed: [] };
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];
if (!pagesOnly) {
  console.log('=== Server benchmarks (server/bench)\n');
  results.push(await run('server', npm, ['run', '--silent', 'bench', '-w', '@musawo/server']));
}
const pagesScript = path.join(root, 'scripts', 'bench-pages.mjs');
if (!serverOnly) {
  if (existsSync(pagesScript)) {
    console.log('\n=== Page benchmarks (scripts/bench-pages.mjs)\n');
    results.push(await run('pages', process.execPath, [pagesScript, ...passThrough]));
  } else {
    console.log('\nscripts/bench-pages.mjs is not there yet: page benchmarks skipped.');
  }
}

console.log('\n=== Summary');
let pass = 0;
let fail = 0;
let crashed = 0;
for (const r of results) {
  const c = count(r);
  pass += c.pass;
  fail += c.fail;
  const status = r.code === 0 ? 'finished' : `exited with code ${r.code}${r.error ? ` (${r.error})` : ''}`;
  if (r.code !== 0) crashed += 1;
  console.log(`${r.name.padEnd(8)} ${String(c.pass).padStart(3)} PASS ${String(c.fail).padStart(3)} FAIL   ${status} after ${r.seconds.toFixed(0)} s`);
  for (const f of c.failed) console.log(`           FAIL ${f.metric} (${f.engine}): ${f.value?.toFixed?.(f.digits ?? 2) ?? f.value}${f.unit ? ` ${f.unit}` : ''}, target ${f.target?.op} ${f.target?.limit}`);
}
console.log(`${'total'.padEnd(8)} ${String(pass).padStart(3)} PASS ${String(fail).padStart(3)} FAIL${crashed > 0 ? `   ${crashed} suite(s) did not finish` : ''}`);
process.exit(fail > 0 || crashed > 0 ? 1 : 0);
