#!/usr/bin/env node
// npm run remotes: what is deployed and what is live.
import { deployDir, publishedVersions, readRegistry, REMOTES, run } from './lib/deploy.mjs';

run(() => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log('usage: npm run remotes [-- --json] [--deploy-dir DIR]\nLists each remote, the versions in deploy/ and which one is live.');
    return;
  }
  const dir = deployDir(argv);
  const registry = readRegistry(dir);
  const rows = REMOTES.map((name) => ({
    name,
    live: registry.remotes.find((r) => r.name === name)?.version ?? null,
    versions: publishedVersions(dir, name),
  }));
  if (argv.includes('--json')) return console.log(JSON.stringify(rows, null, 2));
  console.log(`deploy: ${dir}`);
  for (const r of rows) {
    const versions = r.versions.map((v) => (v === r.live ? `${v} (live)` : v)).join(', ') || 'none';
    console.log(`${r.name.padEnd(10)} live ${String(r.live ?? '-').padEnd(8)} versions: ${versions}`);
  }
});
