#!/usr/bin/env node
// npm run build: a clean build of the shell and every remote at their package versions, swapped into deploy/
// whole. Immutable versions are what `release` guarantees; a build is the local picture of the sources.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, buildServiceWorker, deployDir, precompress, REMOTES, root, run } from './lib/deploy.mjs';
import { release } from './release.mjs';
import { sourceStamp } from './lib/stamp.mjs';

run(() => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(`usage: npm run build [-- --deploy-dir DIR]
Builds the shell into deploy/shell and every remote into deploy/remotes/<name>/<version>/, with a fresh
deploy/remotes.json, then replaces deploy/ with the result. To publish one remote next to what is live, use
npm run release.`);
    return;
  }
  const dir = deployDir(argv);
  const started = Date.now();
  const next = `${dir}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  try {
    buildApp(path.join(root, 'shell'), path.join(next, 'shell'));
    buildServiceWorker(path.join(next, 'shell'));
    precompress(path.join(next, 'shell'));
    for (const name of REMOTES) release(name, { dir: next, quiet: true });
    writeFileSync(path.join(next, '.build-stamp'), sourceStamp());
  } catch (err) {
    rmSync(next, { recursive: true, force: true });
    throw err;
  }
  const old = `${dir}.old-${process.pid}`;
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(next, dir);
  rmSync(old, { recursive: true, force: true });
  console.log(`built the shell and ${REMOTES.length} remotes into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
