#!/usr/bin/env node
// npm run release -- <remote> [--version X.Y.Z] [--deploy-dir DIR]
import { existsSync, mkdtempSync, rmSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  activate, assertRemote, assertVersion, buildApp, contentHash, deployDir, option, positionals, precompress, readJson,
  RELEASE_FILE, root, run, servedFiles, sharedMajor, UserError, writeJsonAtomic,
} from './lib/deploy.mjs';

const HELP = `Release one remote: build it alone and publish it to deploy/remotes/<name>/<version>/, then point
deploy/remotes.json at it. No other remote is built or touched.

usage: npm run release -- <remote> [--version X.Y.Z] [--deploy-dir DIR]

  <remote>         discovery | booking | account | content
  --version        the version to publish (default: the remote's package.json version)
  --deploy-dir     where deploy/ is (default: $DEPLOY_DIR or ./deploy)

Versions are immutable: publishing a version that exists with different content is refused.`;

export function release(name, { version, dir, quiet = false }) {
  assertRemote(name);
  const appDir = path.join(root, `remote-${name}`);
  const pkg = readJson(path.join(appDir, 'package.json'));
  const v = version ?? pkg.version;
  assertVersion(v);
  const tmp = mkdtempSync(path.join(os.tmpdir(), `musawo-${name}-`));
  try {
    buildApp(appDir, tmp, v);
    // The standalone dev page is not part of a release: the shell is the only page.
    rmSync(path.join(tmp, 'index.html'), { force: true });
    const hash = contentHash(tmp);
    const target = path.join(dir, 'remotes', name, v);
    if (existsSync(path.join(target, RELEASE_FILE))) {
      const published = readJson(path.join(target, RELEASE_FILE));
      if (published.contentHash !== hash) {
        throw new UserError(
          `${name} ${v} is already published with different content. Versions are immutable: raise the version in remote-${name}/package.json or pass --version.`,
        );
      }
      if (!quiet) console.log(`${name} ${v} is already published with the same content.`);
    } else {
      // The service worker reads `files` to keep a live version's files that the browser already has (ADR 321).
      const files = servedFiles(tmp);
      precompress(tmp);
      writeJsonAtomic(path.join(tmp, RELEASE_FILE), {
        name,
        version: v,
        sharedMajor: sharedMajor(),
        routes: pkg.musawo.routes,
        contentHash: hash,
        files,
        builtAt: new Date().toISOString(),
      });
      cpSync(tmp, target, { recursive: true });
    }
    activate(dir, name, v);
    if (!quiet) console.log(`released ${name} ${v}: /remotes/${name}/${v}/remoteEntry.js is live`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  run(() => {
    const argv = process.argv.slice(2);
    if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
    const [name, extra] = positionals(argv);
    if (extra) throw new UserError(`Release one remote at a time (got '${name}' and '${extra}').`);
    release(name, { version: option(argv, '--version'), dir: deployDir(argv) });
  });
}
