// A hash of everything a build reads, so `npm start` rebuilds only when the sources changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './deploy.mjs';

const INPUTS = ['shared', 'shell', 'remote-discovery', 'remote-booking', 'remote-account', 'remote-content', 'remote-consult'];
const SKIP = new Set(['node_modules', 'dist', '.tmp']);

function walk(dir, out) {
  for (const f of readdirSync(dir)) {
    if (SKIP.has(f)) continue;
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (!/\.test\.tsx?$/.test(f)) out.push(p);
  }
  return out;
}

export function sourceStamp() {
  const h = createHash('sha256');
  const files = INPUTS.flatMap((d) => walk(path.join(root, d), [])).sort();
  for (const f of [...files, path.join(root, 'package-lock.json')]) {
    if (!existsSync(f)) continue;
    h.update(path.relative(root, f)).update('\0').update(readFileSync(f));
  }
  return h.digest('hex');
}
