// The deploy layout (DESIGN §2): deploy/shell/, deploy/remotes/<name>/<version>/ (immutable) and
// deploy/remotes.json (the live registry). Shared by release, rollback, remotes and build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REMOTES = ['discovery', 'booking', 'account', 'content', 'consult'];
export const RELEASE_FILE = 'musawo-release.json';
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export class UserError extends Error {}

export function deployDir(argv = process.argv) {
  const i = argv.indexOf('--deploy-dir');
  const dir = i >= 0 ? argv[i + 1] : process.env.DEPLOY_DIR;
  return path.resolve(dir || path.join(root, 'deploy'));
}

export function option(argv, name) {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** Positional arguments, skipping `--flag value` pairs. */
export function positionals(argv) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) {
      if (!['--help', '-h'].includes(argv[i])) i++;
      continue;
    }
    out.push(argv[i]);
  }
  return out;
}

export function assertRemote(name) {
  if (!name) throw new UserError(`Name a remote: one of ${REMOTES.join(', ')}.`);
  if (!REMOTES.includes(name)) throw new UserError(`Unknown remote '${name}'. Known remotes: ${REMOTES.join(', ')}.`);
}

export function assertVersion(v) {
  if (!SEMVER.test(v)) throw new UserError(`'${v}' is not a version: use semver, e.g. 1.0.1.`);
}

export const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));

/** Writes through a temporary file and a rename, so a reader never sees half a registry. */
export function writeJsonAtomic(p, value) {
  mkdirSync(path.dirname(p), { recursive: true });
  const tmp = `${p}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, p);
}

export function readRegistry(dir) {
  const p = path.join(dir, 'remotes.json');
  return existsSync(p) ? readJson(p) : { schemaVersion: 1, remotes: [] };
}

export function readHistory(dir) {
  const p = path.join(dir, 'releases.json');
  return existsSync(p) ? readJson(p) : {};
}

/** Every file below dir, relative, sorted. */
function listFiles(dir, base = dir) {
  return readdirSync(dir)
    .flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? listFiles(p, base) : [path.relative(base, p)];
    })
    .sort();
}

/** A hash of a build's files and contents, ignoring the release metadata written beside them. */
export function contentHash(dir) {
  const h = createHash('sha256');
  for (const f of listFiles(dir)) {
    if (f === RELEASE_FILE || f.endsWith('.gz')) continue;
    h.update(f).update('\0').update(readFileSync(path.join(dir, f))).update('\0');
  }
  return h.digest('hex');
}

/**
 * Brotli and gzip siblings for text assets, served as-is by the server (no compression work per request). Browsers
 * ask for Brotli over HTTPS only; there it is ~15% smaller than gzip for our scripts (the budgets count gzip).
 */
export function precompress(dir) {
  for (const f of listFiles(dir)) {
    if (!/\.(js|css|html|json|svg|txt|map)$/.test(f)) continue;
    const p = path.join(dir, f);
    const body = readFileSync(p);
    writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${p}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  }
}

export function sharedMajor() {
  return Number(readJson(path.join(root, 'shared', 'package.json')).version.split('.')[0]);
}

/** Runs rspack for one app into outDir. Only that app is built. */
export function buildApp(appDir, outDir, version) {
  const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const res = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production', '-c', path.join(appDir, 'rspack.config.mjs')], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, APP_OUT_DIR: outDir, ...(version ? { APP_VERSION: version } : {}), NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error(`build of ${path.basename(appDir)} failed`);
}

/**
 * The registry addresses remoteEntry.js by content (`?v=` + the release's content hash) as well as by version, so
 * the server may let browsers keep it for a year (ADR 320) even when `npm run build` rebuilds an unreleased
 * version with new code. Older releases without a content hash keep the bare URL, which stays no-cache.
 */
function entryFor(name, version, meta) {
  const v = typeof meta.contentHash === 'string' ? `?v=${meta.contentHash.slice(0, 12)}` : '';
  return {
    name,
    version,
    entry: `/remotes/${name}/${version}/remoteEntry.js${v}`,
    sharedMajor: meta.sharedMajor,
    routes: meta.routes,
  };
}

/** Points the live registry at one version of one remote; every other entry is left exactly as it was. */
export function activate(dir, name, version) {
  const vdir = path.join(dir, 'remotes', name, version);
  const meta = readJson(path.join(vdir, RELEASE_FILE));
  const registry = readRegistry(dir);
  const next = entryFor(name, version, meta);
  const i = registry.remotes.findIndex((r) => r.name === name);
  if (i >= 0) registry.remotes[i] = next;
  else registry.remotes.push(next);
  registry.remotes.sort((a, b) => REMOTES.indexOf(a.name) - REMOTES.indexOf(b.name));
  writeJsonAtomic(path.join(dir, 'remotes.json'), registry);
  const history = readHistory(dir);
  history[name] = [...(history[name] ?? []), { version, at: new Date().toISOString() }];
  writeJsonAtomic(path.join(dir, 'releases.json'), history);
  return next;
}

/** The files a built app serves (no precompressed siblings, no release metadata), for the service worker's lists. */
export function servedFiles(dir) {
  return listFiles(dir)
    .filter((f) => !f.endsWith('.gz') && !f.endsWith('.br') && f !== RELEASE_FILE)
    .map((f) => f.split(path.sep).join('/'));
}

/**
 * The service worker for the shell in outDir (ADR 321): writes asset-manifest.json (the shell's files, for the
 * worker's install) and builds shell/sw/sw.ts into outDir/sw.js, stamped with a hash of the shell build.
 */
export function buildServiceWorker(outDir) {
  const files = servedFiles(outDir).filter((f) => f !== 'sw.js' && f !== 'asset-manifest.json' && !f.endsWith('.map'));
  const build = contentHash(outDir).slice(0, 12);
  writeJsonAtomic(path.join(outDir, 'asset-manifest.json'), { build, files: files.map((f) => `/${f}`) });
  const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const res = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production', '-c', path.join(root, 'shell', 'sw', 'rspack.sw.config.mjs')], {
    cwd: path.join(root, 'shell'),
    stdio: 'inherit',
    env: { ...process.env, APP_OUT_DIR: outDir, SW_BUILD_ID: build, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error('build of the service worker failed');
}

export function publishedVersions(dir, name) {
  const p = path.join(dir, 'remotes', name);
  if (!existsSync(p)) return [];
  return readdirSync(p)
    .filter((v) => existsSync(path.join(p, v, RELEASE_FILE)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}



export function run(main) {
  try {
    main();
  } catch (err) {
    if (err instanceof UserError) {
      console.error(`error: ${err.message}`);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  }
}
