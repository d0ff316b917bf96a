#!/usr/bin/env node
// npm run build: builds the shell and every remote at their package versions in a staging folder, publishes the
// versions deploy/ does not have yet, and makes those live. A published version is never deleted or rewritten
// (ADR 322): a version whose content changed stops the build, naming the app to bump. `--dev` builds a throw-away
// deploy folder instead (.tmp/dev-deploy by default), replaced whole each time and never published to.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  APPS, assertLayout, deployDir, liveVersion, openTarget, publish, readRegistry, root, run, setLive, stageBuild, stagingDir, stagingRoot, UserError, updateRegistry, verifyVersion,
} from './lib/deploy.mjs';
import { sourceStamp } from './lib/stamp.mjs';

const HELP = `usage: npm run build [-- --deploy-dir DIR] [--dev]

Builds the shell and every remote (${APPS.join(', ')}) at their package.json versions and publishes each version
that deploy/ does not have yet, then makes those live. Published versions are immutable: when one would change,
the build stops and names the app whose version to raise. Nothing in deploy/ is deleted.

  --deploy-dir  where deploy/ is (default: $DEPLOY_DIR or ./deploy)
  --dev         a development build: a throw-away folder (default .tmp/dev-deploy) replaced whole, never a real
                deploy/; serve it with npm start -- --dev

To publish one app next to what is live, use npm run release.`;

const DEV_MARK = '.dev-build';

/** A development build may only replace a folder it made itself, or one under .tmp/. */
function prepareDevDir(dir) {
  const underTmp = path.relative(path.join(root, '.tmp'), dir);
  const mine = existsSync(path.join(dir, DEV_MARK)) || (!underTmp.startsWith('..') && !path.isAbsolute(underTmp) && underTmp !== '');
  if (existsSync(dir) && !mine) throw new UserError(`--dev replaces its folder whole: ${dir} is not a development build (no ${DEV_MARK}); pick a folder under .tmp/.`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, DEV_MARK), 'A development build (npm run build -- --dev): replaced whole by the next one.\n');
}

run(async () => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
  const dev = argv.includes('--dev');
  const dir = dev && !argv.includes('--deploy-dir') ? path.join(root, '.tmp', 'dev-deploy') : deployDir(argv);
  const started = Date.now();
  if (dev) prepareDevDir(dir);
  // A development build is its own folder store (and registry); a real one goes to ARTIFACT_STORE or --deploy-dir.
  const target = await openTarget(dev ? ['--deploy-dir', dir] : argv);
  if (!dev) assertLayout(target);
  // Everything is built before anything is published: a failed build publishes nothing.
  const staged = APPS.map((name) => ({ name, dir: stagingDir(stagingRoot(target), name) }));
  const built = [];
  try {
    for (const s of staged) stageBuild(s.name, s.dir);
    for (const s of staged) built.push(await publish(target, s.dir));
  } finally {
    for (const s of staged) rmSync(s.dir, { recursive: true, force: true });
  }
  // New versions go live; a version published before stays as the operator left it (a rollback is not undone).
  const registry = await readRegistry(target);
  const toActivate = built.filter((b) => b.published || liveVersion(registry, b.meta.name) === undefined);
  for (const b of toActivate) await verifyVersion(target, b.meta.name, b.meta.version);
  await updateRegistry(target, (reg, history) => {
    for (const b of toActivate) setLive(reg, history, b.meta, 'build');
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, '.build-stamp'), sourceStamp());
  const now = await readRegistry(target);
  for (const b of built) {
    const live = liveVersion(now, b.meta.name);
    const note = b.published ? 'published' : 'already published';
    console.log(`${b.meta.name.padEnd(10)} ${b.meta.version.padEnd(8)} ${note}${live === b.meta.version ? ', live' : `; live: ${live}`}`);
  }
  console.log(`built ${APPS.length} apps into ${target.deployment} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
