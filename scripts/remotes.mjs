#!/usr/bin/env node
// npm run remotes: what is published, what is live, the canaries, and each live and canary version's health.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, liveVersion, openTarget, positionals, publishedVersions, readHistory, readRegistry, root, run } from './lib/deploy.mjs';

const HELP = `What is deployed: per app the published versions, the live one, a canary and its share, and for each live
and canary version its loads and failures reported by browsers in the last hour (from DATABASE_URL's database).

usage: npm run remotes [-- --json] [--deploy-dir DIR]

  --json        machine-readable output
  --deploy-dir  a deploy folder (default: $ARTIFACT_STORE, else $DEPLOY_DIR or ./deploy); the registry is in DATABASE_URL's database`;

/** Loads and failures per version, from the server's database (server/src/cli/remote-health.ts). */
function health() {
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const r = spawnSync(process.execPath, [tsx, path.join(root, 'server', 'src', 'cli', 'remote-health.ts')], { cwd: root, encoding: 'utf8', env: process.env });
  if (r.status !== 0) return { error: (r.stderr || 'failed').trim().split('\n').pop() };
  return { rows: JSON.parse(r.stdout) };
}

run(async () => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
  positionals(argv);
  const target = await openTarget(argv);
  const registry = await readRegistry(target);
  const history = await readHistory(target);
  const versions = Object.fromEntries(await Promise.all(APPS.map(async (name) => [name, await publishedVersions(target, name)])));
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
      versions: versions[name],
      canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
      ...(name === 'shell' ? {} : { health: { live: stats(name, live ?? undefined) ?? null, canary: canary ? (stats(name, canary.version) ?? null) : null } }),
      ...(autoEnded ? { lastAutoEndedCanary: autoEnded } : {}),
    };
  });
  if (argv.includes('--json')) return console.log(JSON.stringify(rows, null, 2));
  const fmt = (s) => (s ? `${s.loads} loads, ${s.failures} failures` : 'no health data');
  console.log(`deploy: ${target.deployment}`);
  if (h.error) console.log(`health: unavailable (${h.error})`);
  for (const r of rows) {
    const versions = r.versions.map((v) => (v === r.live ? `${v} (live)` : v === r.canary?.version ? `${v} (canary)` : v)).join(', ') || 'none';
    console.log(`${r.name.padEnd(10)} live ${String(r.live ?? '-').padEnd(8)} versions: ${versions}`);
    if (r.health) console.log(`${''.padEnd(10)}   live ${r.live ?? '-'}: ${fmt(r.health.live)} in the last hour`);
    if (r.canary) console.log(`${''.padEnd(10)}   canary ${r.canary.version} (${r.canary.percent}% of browsers): ${fmt(r.health?.canary)} in the last hour`);
    if (r.lastAutoEndedCanary) console.log(`${''.padEnd(10)}   canary ${r.lastAutoEndedCanary.version} ended automatically at ${r.lastAutoEndedCanary.at}: ${r.lastAutoEndedCanary.reason}`);
  }
});
