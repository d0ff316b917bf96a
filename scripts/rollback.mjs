#!/usr/bin/env node
// npm run rollback -- <remote> [<version>] [--deploy-dir DIR]
import path from 'node:path';
import { activate, assertRemote, assertVersion, deployDir, positionals, publishedVersions, readHistory, readRegistry, run, UserError } from './lib/deploy.mjs';

const HELP = `Point deploy/remotes.json back at a version of one remote that is still in deploy/.

usage: npm run rollback -- <remote> [<version>] [--deploy-dir DIR]

  <remote>      discovery | booking | account | content
  <version>     the version to make live (default: the one that was live before the current one)
  --deploy-dir  where deploy/ is (default: $DEPLOY_DIR or ./deploy)

Nothing is rebuilt or deleted; rolling forward again is another rollback (or release).`;

run(() => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
  const [name, wanted] = positionals(argv);
  assertRemote(name);
  const dir = deployDir(argv);
  const live = readRegistry(dir).remotes.find((r) => r.name === name)?.version;
  const available = publishedVersions(dir, name);
  let version = wanted;
  if (version) {
    assertVersion(version);
  } else {
    // The previous one is the last version activated before the live one took over.
    const history = (readHistory(dir)[name] ?? []).map((h) => h.version);
    version = [...history].reverse().find((v) => v !== live && available.includes(v));
    if (!version) throw new UserError(`${name} has no earlier version to roll back to (live: ${live ?? 'none'}; in deploy/: ${available.join(', ') || 'none'}).`);
  }
  if (!available.includes(version)) {
    throw new UserError(`${name} ${version} is not in ${path.join(dir, 'remotes', name)} (available: ${available.join(', ') || 'none'}).`);
  }
  if (version === live) {
    console.log(`${name} ${version} is already live.`);
    return;
  }
  activate(dir, name, version);
  console.log(`rolled ${name} back from ${live ?? 'none'} to ${version}`);
});
