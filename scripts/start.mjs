#!/usr/bin/env node
// npm start: build when the sources changed since the last build (publishing only new versions, ADR 322), then
// serve (migrations and demo seed run at boot). `npm start -- --dev` serves a development build (.tmp/dev-deploy).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { deployDir, root } from './lib/deploy.mjs';
import { sourceStamp } from './lib/stamp.mjs';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(`usage: npm start [-- --dev] [--deploy-dir DIR]
Builds when the sources changed since the last build (npm run build: new versions are published, a published
version is never rewritten), then serves on PORT (8080). --dev builds and serves a development build instead.`);
  process.exit(0);
}
const dev = argv.includes('--dev');
const dir = dev && !argv.includes('--deploy-dir') ? path.join(root, '.tmp', 'dev-deploy') : deployDir(argv);
const stampFile = path.join(dir, '.build-stamp');
// The stamp is written once the build's versions are live in the registry (ADR 306); the server imports the folder's
// remotes.json by itself when its database has no registry yet.
const fresh = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceStamp();
if (!fresh) {
  console.log('Building the site (first run or sources changed)…');
  const b = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...argv], { stdio: 'inherit', env: process.env });
  if (b.status !== 0) process.exit(b.status ?? 1);
} else {
  console.log('The build is up to date.');
}
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = spawn(process.execPath, [tsx, path.join(root, 'server', 'src', 'main.ts')], { stdio: 'inherit', env: { ...process.env, DEPLOY_DIR: dir }, cwd: root });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
