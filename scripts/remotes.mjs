#!/usr/bin/env node
// npm run remotes: what is published, what is live, the canaries, and each live and canary version's health.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, deployDir, liveVersion, positionals, publishedVersions, readHistory, readRegistry, root, run } from './lib/deploy.mjs';

const HELP = `What is deployed: per app the published versions, the live one, a canary and its share, and for each live
and canary version its loads and failures reported by browsers in the last hour (from DATABASE_URL's database).

usage: npm run remotes [-- --json] [--deploy-dir DIR]

  --json        machine-readable output
  --deploy-dir  where deploy/ is (default: $DEPLOY_DIR or ./deploy)`;

/** Loads and failures per version, from the server's database (server/src/cli/remote-health.ts). */
function health() {
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const r = spawnSync(process.execPath, [tsx, path.join(root, 'server', 'src', 'cli', 'remote-health.ts')], { cwd: root, encoding: 'utf8', env: process.env });
  if (r.status !== 0) return { error: (r.stderr || 'failed').trim().split('\n').pop() };
  return { rows: JSON.parse(r.stdout) };
}

run(() => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
  positionals(argv);
  const dir = deployDir(argv);
  const registry = readRegistry(dir);
  const history = readHistory(dir);
  const h = health();
  const stats = (name, version) => {
    if (version === undefined || !h.rows) return undefined;
    const row = h.rows.find((r) => r.app === name && r.version === version);
    return { loads: row?.loads ?? 0, failures: row?.failures ?? 0 };
  };
  const rows = APPS.map((name) => {
    const live = liveVersion(registry, name) ?? null;
    const canary = registry.canaries.find((c) => c.name === name);
    const autoEnded = (history[name] ?? []).filter((e) => e.action === 'canary-auto-end').pop();
    return {
      name,
      live,
      versions: publishedVersions(dir, name),
      canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
      ...(name === 'shell' ? {} : { health: { live: stats(name, live ?? undefined) ?? null, canary: canary ? (stats(name, canary.version) ?? null) : null } }),
      ...(autoEnded ? { lastAutoEndedCanary: autoEnded } : {}),
    };
  });
  if (argv.includes('--json')) return console.log(JSON.stringify(rows, null, 2));
  const fmt = (s) => (s ? `${s.loads} loads, ${s.failures} failures` : 'no health data');
  console.log(`deploy: ${dir}`);
  if (h.error) console.log(`health: unavailable (${h.error})`);
  for (const r of rows) {
    const versions = r.versions.map((v) => (v === r.live ? `${v} (live)` : v === r.canary?.version ? `${v} (canary)` : v)).join(', ') || 'none';
    console.log(`${r.name.padEnd(10)} live ${String(r.live ?? '-').padEnd(8)} versions: ${versions}`);
    if (r.health) console.log(`${''.padEnd(10)}   live ${r.live ?? '-'}: ${fmt(r.health.live)} in the last hour`);
    if (r.canary) console.log(`${''.padEnd(10)}   canary ${r.canary.version} (${r.canary.percent}% of browsers): ${fmt(r.health?.canary)} in the last hour`);
    if (r.lastAutoEndedCanary) console.log(`${''.padEnd(10)}   canary ${r.lastAutoEndedCanary.version} ended automatically at ${r.lastAutoEndedCanary.at}: ${r.lastAutoEndedCanary.reason}`);
  }
});
