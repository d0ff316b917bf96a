#!/usr/bin/env node
// npm run build: the shell and every remote, released into deploy/ (DESIGN §5).
import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, deployDir, precompress, REMOTES, replaceDir, root, run } from './lib/deploy.mjs';
import { release } from './release.mjs';
import { sourceStamp } from './lib/stamp.mjs';

run(() => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log('usage: npm run build [-- --deploy-dir DIR]\nBuilds the shell into deploy/shell and releases every remote at its package.json version.');
    return;
  }
  const dir = deployDir(argv);
  const started = Date.now();
  const tmp = mkdtempSync(path.join(dir + '-shell-'));
  buildApp(path.join(root, 'shell'), tmp);
  precompress(tmp);
  replaceDir(tmp, path.join(dir, 'shell'));
  for (const name of REMOTES) release(name, { dir });
  writeFileSync(path.join(dir, '.build-stamp'), sourceStamp());
  console.log(`built shell and ${REMOTES.length} remotes into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
