#!/usr/bin/env node
// Bundle budgets (DESIGN §10): gzip size of every app's JavaScript in deploy/, against budgets.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deployDir, listFiles, readJson, readRegistry, root } from './lib/deploy.mjs';

const dir = deployDir();
const budgets = readJson(path.join(root, 'budgets.json')).apps;
const registry = readRegistry(dir);
const apps = [['shell', path.join(dir, 'shell')], ...registry.remotes.map((r) => [r.name, path.join(dir, 'remotes', r.name, r.version)])];

const gz = (p) => (existsSync(`${p}.gz`) ? readFileSync(`${p}.gz`).length : gzipSync(readFileSync(p), { level: 9 }).length);
let passed = 0;
let failed = 0;
console.log('app          JS files   gzip KB   budget KB');
for (const [name, appDir] of apps) {
  if (!existsSync(appDir)) {
    console.log(`${name.padEnd(12)} missing: run npm run build`);
    failed++;
    continue;
  }
  const js = listFiles(appDir).filter((f) => f.endsWith('.js'));
  const kb = js.reduce((sum, f) => sum + gz(path.join(appDir, f)), 0) / 1024;
  const budget = budgets[name];
  const ok = budget === undefined || kb <= budget;
  if (ok) passed++;
  else failed++;
  console.log(`${name.padEnd(12)} ${String(js.length).padStart(8)}   ${kb.toFixed(1).padStart(7)}   ${String(budget ?? '-').padStart(9)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
console.log(`budgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
