#!/usr/bin/env node
// npm run dev: the API server (watch mode, :8080) plus the shell (:3000) and every remote (:3001-3004) with HMR.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib/deploy.mjs';

const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const procs = [
  ['server', [tsx, 'watch', path.join(root, 'server', 'src', 'main.ts')], root],
  ...['shell', 'remote-discovery', 'remote-booking', 'remote-account', 'remote-content', 'remote-consult'].map((app) => [
    app,
    [rspack, 'serve', '--mode', 'development', '-c', path.join(root, app, 'rspack.config.mjs')],
    path.join(root, app),
  ]),
];
const children = procs.map(([name, args, cwd]) => {
  const child = spawn(process.execPath, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  return child;
});
console.log('Musawo dev: open http://localhost:3000 (API on http://localhost:8080)');
const stop = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
