#!/usr/bin/env node
// npm run build: a clean build of the shell and every remote at their package versions, swapped into deploy/
// whole. Immutable versions are what `release` guarantees; a build is the local picture of the sources.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildApp, buildServiceWorker, deployDir, precompress, readJson, REMOTES, root, run } from './lib/deploy.mjs';
import { release } from './release.mjs';
import { sourceStamp } from './lib/stamp.mjs';

/** Paints the first view of `/` into the shell's index.html (scripts/prerender.tsx). */
function prerender(shellDir) {
  const node = (args) => {
    const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error(`prerender failed: ${args.join(' ')}`);
  };
  node([path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '-c', path.join(root, 'scripts', 'prerender.rspack.mjs')]);
  const discovery = readJson(path.join(root, 'remote-discovery', 'package.json')).version;
  node([path.join(root, '.tmp', 'prerender', 'prerender.cjs'), shellDir, discovery]);
}

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
    prerender(path.join(next, 'shell'));
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
