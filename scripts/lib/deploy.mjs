// The deploy layout and the release model (ADR 322, ADR 306). Shared by build, start, release, rollback, promote and remotes.
// Versions live in the artifact store (ARTIFACT_STORE: the deploy/ folder by default, or an S3-compatible store);
// the registry (live shell, live remote entries, canaries, and the history) lives in the database (DATABASE_URL:
// the embedded SQLite file by default), changed in one locked transaction (server/src/release/registry-db.ts).
//   deploy/shell/<version>/, deploy/remotes/<name>/<version>/   published versions: immutable, never deleted
//   deploy/remotes.json, deploy/releases.json   a copy of the registry and its history for people to read (a folder
//                          store only); imported into the database once when it has no registry yet
//   deploy/.staging/       versions being published: built or copied here, then renamed into place whole (or, for
//                          an object store, staged under .tmp/release-staging and uploaded, the manifest last)
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { loadManifests, ManifestError, registryFields } from '@musawo/build-kit/manifests';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));

/** The remotes' manifests (ADR 323): every `remote-<name>` folder with a musawo.manifest.mjs, by dev port. */
const MANIFESTS = await loadManifests(root).catch((err) => {
  // A manifest mistake is the operator's to fix: a message and exit code 2, like every refusal, not a stack trace.
  if (!(err instanceof ManifestError)) throw err;
  console.error(`error: ${err.message}`);
  process.exit(2);
});
/** The remotes, in their manifests' order. The one list of them. */
export const REMOTES = MANIFESTS.map((m) => m.name);
/** Everything that is released on its own: the shell and each remote. */
export const APPS = ['shell', ...REMOTES];
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
  if (i < 0) return undefined;
  const value = argv[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UserError(`${name} needs a value.`);
  return value;
}

const FLAGS = new Set(['--help', '-h', '--json', '--dev', '--replace']);

/** Positional arguments, skipping `--flag value` pairs; an option nobody knows is refused. */
export function positionals(argv, known = []) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('-')) {
      if (FLAGS.has(argv[i])) continue;
      if (![...known, '--deploy-dir'].includes(argv[i])) throw new UserError(`Unknown option '${argv[i]}' (see --help).`);
      i++;
      continue;
    }
    out.push(argv[i]);
  }
  return out;
}

export function assertApp(name, { shell = true } = {}) {
  const known = shell ? APPS : REMOTES;
  if (!name) throw new UserError(`Name an app: one of ${known.join(', ')}.`);
  if (!known.includes(name)) {
    if (name === 'shell') throw new UserError('The shell has no canary: release it for everyone, roll it back if needed.');
    throw new UserError(`Unknown app '${name}'. Known apps: ${known.join(', ')}.`);
  }
}

function assertVersion(v) {
  if (!SEMVER.test(v)) throw new UserError(`'${v}' is not a version: use semver, e.g. 1.0.1.`);
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
function writeJsonAtomic(p, value) {
  mkdirSync(path.dirname(p), { recursive: true });
  const tmp = `${p}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, p);
}

export const appDir = (name) => path.join(root, name === 'shell' ? 'shell' : `remote-${name}`);
const versionDir = (dir, name, version) => (name === 'shell' ? path.join(dir, 'shell', version) : path.join(dir, 'remotes', name, version));

const opened = [];

/**
 * The release target of this command (server/src/release/release-target.ts, loaded through tsx): the artifact
 * store and the registry in the database. `--deploy-dir DIR` names a folder store; otherwise ARTIFACT_STORE,
 * DEPLOY_DIR or ./deploy. Closed by run() when the command ends.
 */
export async function openTarget(argv = process.argv) {
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport(path.join(root, 'server', 'src', 'release', 'release-target.ts'), import.meta.url);
  const i = argv.indexOf('--deploy-dir');
  const target = await mod.openTarget({ root, ...(i >= 0 ? { deployDir: argv[i + 1] } : {}) });
  opened.push(target);
  return target;
}

/** Where a command stages builds: beside the folder store's versions (one rename publishes), else under .tmp. */
export const stagingRoot = (target) => target.dir ?? path.join(root, '.tmp', 'release-staging');

/**
 * The registry as a folder store's readable copy has it (`remotes.json`, written after each change): for the tools that
 * only measure a build (budgets, i18n bytes), which need no database. Empty when the folder has none.
 */
export function registryCopy(dir) {
  const p = path.join(dir, 'remotes.json');
  return { schemaVersion: 1, remotes: [], canaries: [], ...(existsSync(p) ? readJson(p) : {}) };
}

export async function readRegistry(target) {
  const reg = await target.registry();
  return { schemaVersion: 1, remotes: [], canaries: [], ...reg };
}

export function readHistory(target) {
  return target.history();
}

/** Every file below dir, relative with `/`, sorted. */
function listFiles(dir, base = dir) {
  return readdirSync(dir)
    .flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? listFiles(p, base) : [path.relative(base, p).split(path.sep).join('/')];
    })
    .sort();
}

const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');

/** A hash of a build's files and contents, ignoring the release metadata and the precompressed siblings. */
function contentHash(dir) {
  const h = createHash('sha256');
  for (const f of listFiles(dir)) {
    if (f === RELEASE_FILE || f.endsWith('.gz') || f.endsWith('.br')) continue;
    h.update(f).update('\0').update(readFileSync(path.join(dir, f))).update('\0');
  }
  return h.digest('hex');
}

/**
 * The files a built app serves to browsers, for the service worker's lists: no precompressed siblings, no release
 * metadata, no server renderer (`ssr/`, which the server never sends: the worker would look each one up in vain).
 */
function servedFiles(dir) {
  return listFiles(dir).filter((f) => !f.endsWith('.gz') && !f.endsWith('.br') && f !== RELEASE_FILE && !f.startsWith('ssr/'));
}

/**
 * Brotli and gzip siblings for text assets, served as-is by the server (no compression work per request). Browsers
 * ask for Brotli over HTTPS only; there it is ~15% smaller than gzip for our scripts (the budgets count gzip).
 */
function precompress(dir) {
  for (const f of listFiles(dir)) {
    if (!/\.(js|css|html|json|svg|txt|map)$/.test(f) || f === RELEASE_FILE) continue;
    const p = path.join(dir, f);
    const body = readFileSync(p);
    writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${p}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  }
}

function sharedMajor() {
  return Number(readJson(path.join(root, 'shared', 'package.json')).version.split('.')[0]);
}

const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

/** Runs rspack for one app into outDir. Only that app is built. */
function buildApp(dir, outDir, version) {
  const res = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production', '-c', path.join(dir, 'rspack.config.mjs')], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, APP_OUT_DIR: outDir, ...(version ? { APP_VERSION: version } : {}), NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error(`build of ${path.basename(dir)} failed`);
}

/** The remotes whose manifests render pages on the server (ADR 335): their names, routes and rendered routes. */
const PAINTERS = MANIFESTS.filter((m) => (m.paints ?? []).length > 0).map((m) => ({ name: m.name, routes: registryFields(m).routes, paints: m.paints }));

const prerenderEnv = (extra) => {
  const { PAINT_REMOTE: _r, PAINT_VERSION: _v, SSR_OUT_DIR: _o, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: 'production', ...extra };
};
const runNode = (args, env) => {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`prerender failed: ${args.join(' ')}`);
};

/** Runs scripts/prerender.tsx (ADR 015, ADR 335): the shell's frames around every rendered route, into `out`. */
function prerenderFrames(out) {
  const env = prerenderEnv({});
  const tmp = path.join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const paints = path.join(tmp, `paints-${process.pid}.json`);
  writeFileSync(paints, JSON.stringify(PAINTERS));
  try {
    runNode([rspack, 'build', '-c', path.join(root, 'scripts', 'prerender.rspack.mjs')], env);
    runNode([path.join(root, '.tmp', 'prerender', 'prerender.cjs'), 'frames', out, paints], env);
  } finally {
    rmSync(paints, { force: true });
  }
}

/** Builds a remote version's server renderer (scripts/ssr-render.tsx, ADR 335) into `out`/ssr, under its file manifest. */
function buildRenderer(name, version, out) {
  runNode([rspack, 'build', '-c', path.join(root, 'scripts', 'prerender.rspack.mjs')], prerenderEnv({ PAINT_REMOTE: name, PAINT_VERSION: version, SSR_OUT_DIR: path.join(out, 'ssr') }));
}

/**
 * The service worker for the shell in outDir (ADR 321): writes asset-manifest.json (the shell's files, for the
 * worker's install) and builds shell/sw/sw.ts into outDir/sw.js, stamped with a hash of the shell build.
 */
function buildServiceWorker(outDir) {
  const files = servedFiles(outDir).filter((f) => f !== 'sw.js' && f !== 'asset-manifest.json' && !f.endsWith('.map'));
  const build = contentHash(outDir).slice(0, 12);
  writeJsonAtomic(path.join(outDir, 'asset-manifest.json'), { build, files: files.map((f) => `/${f}`) });
  const res = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production', '-c', path.join(root, 'shell', 'sw', 'rspack.sw.config.mjs')], {
    cwd: path.join(root, 'shell'),
    stdio: 'inherit',
    env: { ...process.env, APP_OUT_DIR: outDir, SW_BUILD_ID: build, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error('build of the service worker failed');
}

/** A fresh folder under deploy/.staging (same file system as the target, so publishing is one rename). */
export function stagingDir(dir, label) {
  const p = path.join(dir, '.staging', `${label}-${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(p, { recursive: true });
  return p;
}

/**
 * Builds one app from the sources into `out` (a staging folder) and writes its release metadata (without the
 * per-file manifest, which publish() adds). Answers the metadata.
 */
export function stageBuild(name, out, version) {
  const pkg = readJson(path.join(appDir(name), 'package.json'));
  const v = version ?? pkg.version;
  assertVersion(v);
  const meta = { name, version: v, sharedMajor: sharedMajor() };
  if (name === 'shell') {
    buildApp(appDir(name), out);
    // The frames around the pages the remotes render; each page is rendered per request by its owner (ADR 335).
    prerenderFrames(out);
    buildServiceWorker(out);
  } else {
    buildApp(appDir(name), out, v);
    // The standalone dev page is not part of a release: the shell is the only page.
    rmSync(path.join(out, 'index.html'), { force: true });
    // Its server renderer, for the pages its manifest lists: in its own version folder, under its file manifest.
    if (PAINTERS.some((p) => p.name === name)) buildRenderer(name, v, out);
    Object.assign(meta, registryFields(MANIFESTS.find((m) => m.name === name)));
  }
  writeJsonAtomic(path.join(out, RELEASE_FILE), meta);
  return meta;
}

/** What a remote build exposes, from the mf-manifest.json its production build writes (undefined: none there). */
function exposedModules(dir) {
  const p = path.join(dir, 'mf-manifest.json');
  if (!existsSync(p)) return undefined;
  const exposes = readJson(p).exposes;
  return Array.isArray(exposes) ? exposes.map((e) => e?.path ?? `./${e?.name}`) : [];
}

/**
 * Publishes a staged build: writes its per-file manifest (sha256 of every file, precompressed siblings included)
 * and puts it into the store whole: a folder store renames the folder into place; an object store receives every
 * file and the manifest last (so a release stopped midway publishes nothing). A version already there is never
 * touched: with the same content the staged copy is dropped; with other content the publish is refused, naming the
 * app and the version to bump. Answers `{ meta, published }`.
 */
export async function publish(target, staged) {
  const meta = readJson(path.join(staged, RELEASE_FILE));
  assertApp(meta.name);
  assertVersion(meta.version);
  if (meta.name !== 'shell') {
    const exposes = exposedModules(staged);
    if (exposes === undefined) {
      throw new UserError(`${meta.name} ${meta.version} has no mf-manifest.json, so what it exposes is unknown: build it with this repository's build-kit (a production build writes one).`);
    }
    if (!existsSync(path.join(staged, 'remoteEntry.js')) || !exposes.includes('./App')) {
      throw new UserError(`${meta.name} ${meta.version} exposes no ./App (its build has no remoteEntry.js or its mf-manifest.json does not list ./App): the shell could not mount it.`);
    }
  }
  const hash = contentHash(staged);
  const refuse = () =>
    new UserError(
      `${meta.name} ${meta.version} is already published with different content. Versions are immutable: raise the version in ${path.relative(root, appDir(meta.name))}/package.json` +
        ' (or pass --version to release; a development build that publishes nothing: npm run build -- --dev).',
    );
  const dir = target.dir;
  const target_ = dir === undefined ? undefined : versionDir(dir, meta.name, meta.version);
  if (target_ !== undefined && existsSync(path.join(target_, RELEASE_FILE))) {
    if (readJson(path.join(target_, RELEASE_FILE)).contentHash !== hash) throw refuse();
    rmSync(staged, { recursive: true, force: true });
    return { meta: readJson(path.join(target_, RELEASE_FILE)), published: false };
  }
  // The service worker reads `files` to keep a live version's files that the browser already has (ADR 321).
  const files = servedFiles(staged);
  precompress(staged);
  const manifest = Object.fromEntries(listFiles(staged).filter((f) => f !== RELEASE_FILE).map((f) => [f, sha256(readFileSync(path.join(staged, f)))]));
  const full = { ...meta, contentHash: hash, files, manifest, builtAt: new Date().toISOString() };
  writeJsonAtomic(path.join(staged, RELEASE_FILE), full);
  if (target_ === undefined) {
    try {
      return await target.publish(staged);
    } catch (err) {
      if (err?.name === 'ArtifactError' && /already published/.test(err.message)) throw refuse();
      throw err;
    } finally {
      rmSync(staged, { recursive: true, force: true });
    }
  }
  mkdirSync(path.dirname(target_), { recursive: true });
  try {
    renameSync(staged, target_);
  } catch (err) {
    // Another process published the same version a moment ago: the same rules apply to its copy.
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    if (readJson(path.join(target_, RELEASE_FILE)).contentHash !== hash) throw refuse();
    rmSync(staged, { recursive: true, force: true });
    return { meta: readJson(path.join(target_, RELEASE_FILE)), published: false };
  }
  return { meta: full, published: true };
}

/** Copies a build made elsewhere (`--from DIR`, e.g. by CI) into staging; it must carry its musawo-release.json. */
export function stageFrom(target, from) {
  const src = path.resolve(from);
  if (!existsSync(path.join(src, RELEASE_FILE))) throw new UserError(`${src} is not a build: it has no ${RELEASE_FILE}.`);
  const staged = stagingDir(stagingRoot(target), path.basename(src));
  cpSync(src, staged, { recursive: true });
  return staged;
}

/**
 * Checks every file of a published version against its manifest before it goes live again: a missing or changed
 * file refuses the version, naming the file. Answers the version's metadata.
 */
export async function verifyVersion(target, name, version) {
  const dir = target.dir;
  if (dir === undefined) {
    try {
      return await target.verify(name, version);
    } catch (err) {
      if (err?.name === 'ArtifactError') throw new UserError(err.message);
      throw err;
    }
  }
  const vdir = versionDir(dir, name, version);
  const metaFile = path.join(vdir, RELEASE_FILE);
  if (!existsSync(metaFile)) throw new UserError(`${name} ${version} is not published in ${path.dirname(vdir)} (available: ${(await publishedVersions(target, name)).join(', ') || 'none'}).`);
  const meta = readJson(metaFile);
  if (!meta.manifest || typeof meta.manifest !== 'object') throw new UserError(`${name} ${version} has no file manifest (published by an older tool): release a new version instead.`);
  for (const [file, hash] of Object.entries(meta.manifest)) {
    const p = path.join(vdir, file);
    if (!existsSync(p)) throw new UserError(`${name} ${version} is damaged: ${path.relative(dir, p)} is missing. Refusing to make it live.`);
    if (sha256(readFileSync(p)) !== hash) throw new UserError(`${name} ${version} is damaged: ${path.relative(dir, p)} does not match its manifest. Refusing to make it live.`);
  }
  return meta;
}

export async function publishedVersions(target, name) {
  const dir = target.dir;
  if (dir === undefined) return target.versions(name);
  const p = name === 'shell' ? path.join(dir, 'shell') : path.join(dir, 'remotes', name);
  if (!existsSync(p)) return [];
  return readdirSync(p)
    .filter((v) => SEMVER.test(v) && existsSync(path.join(p, v, RELEASE_FILE)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** A route in a comparable form: case-insensitive, no trailing slash, every `:param` alike. */
const routeKey = (r) => r.toLowerCase().replace(/\/+$/, '').replace(/:[^/]+/g, ':') || '/';

/**
 * What `release` refuses against what is live (ADR 322): a route another live (or canary) remote owns, and a
 * remote built against a shared-contract major the live shell does not provide.
 */
export function checkAgainstLive(registry, meta) {
  if (meta.name === 'shell') return;
  const shellMajor = registry.shell?.sharedMajor;
  if (shellMajor !== undefined && meta.sharedMajor !== shellMajor) {
    throw new UserError(`${meta.name} ${meta.version} was built against shared contracts v${meta.sharedMajor}; the live shell ${registry.shell.version} provides v${shellMajor}. Release a shell built for v${meta.sharedMajor} first, or rebuild ${meta.name} against v${shellMajor}.`);
  }
  const mine = new Map((meta.routes ?? []).map((r) => [routeKey(r), r]));
  for (const other of [...registry.remotes, ...registry.canaries]) {
    if (other.name === meta.name) continue;
    for (const route of other.routes ?? []) {
      const clash = mine.get(routeKey(route));
      if (clash !== undefined) throw new UserError(`${meta.name} ${meta.version} claims ${clash}, which ${other.name} ${other.version} serves. A route belongs to one remote: remove it from ${meta.name} or release ${other.name} without it first.`);
    }
  }
}

/**
 * The registry entry of a remote version. The entry is addressed by version and content (`?v=` + the release's
 * content hash), so the server may let browsers keep it for a year (ADR 320).
 */
export function entryFor(meta) {
  return {
    name: meta.name,
    version: meta.version,
    entry: `/remotes/${meta.name}/${meta.version}/remoteEntry.js?v=${meta.contentHash.slice(0, 12)}`,
    sharedMajor: meta.sharedMajor,
    routes: meta.routes,
    ...(meta.guards ? { guards: meta.guards } : {}),
  };
}

/**
 * Reads, changes and writes the registry and its history as one step: one transaction under the database's lock
 * (server/src/release/registry-db.ts), shared with every release tool on every machine and the server's canary
 * guard, so none of their changes is lost. `change(registry, history)` mutates both and answers what the caller
 * wants back; when it throws, nothing changes.
 */
export function updateRegistry(target, change) {
  return target.update((registry, history) => {
    registry.canaries ??= [];
    const answer = change(registry, history);
    registry.remotes.sort((a, b) => REMOTES.indexOf(a.name) - REMOTES.indexOf(b.name));
    return answer;
  });
}

export function record(history, name, entry) {
  history[name] = [...(history[name] ?? []), { ...entry, at: new Date().toISOString() }];
}

/** Makes a verified version live for everyone (inside updateRegistry); a canary of the app ends. */
export function setLive(registry, history, meta, action) {
  if (meta.name === 'shell') {
    registry.shell = { version: meta.version, sharedMajor: meta.sharedMajor };
  } else {
    const next = entryFor(meta);
    const i = registry.remotes.findIndex((r) => r.name === meta.name);
    if (i >= 0) registry.remotes[i] = next;
    else registry.remotes.push(next);
    registry.canaries = registry.canaries.filter((c) => c.name !== meta.name);
  }
  record(history, meta.name, { version: meta.version, action });
}

export const liveVersion = (registry, name) => (name === 'shell' ? registry.shell?.version : registry.remotes.find((r) => r.name === name)?.version);

/** Refuses an old-layout deploy/ (the shell's files at deploy/shell/ itself), which no command may delete. */
export function assertLayout(target) {
  const dir = target.dir;
  if (dir === undefined) return;
  if (existsSync(path.join(dir, 'shell', 'index.html'))) {
    throw new UserError(`${dir} was made by the old build (deploy/shell/index.html). Nothing is deleted automatically: move it aside (mv ${dir} ${dir}.old) and run again.`);
  }
}

export function run(main) {
  const closeAll = () => Promise.all(opened.splice(0).map((t) => t.close().catch(() => undefined)));
  Promise.resolve()
    .then(main)
    .then(closeAll)
    .catch(async (err) => {
      await closeAll();
      if (err instanceof UserError || err?.name === 'ArtifactError') {
        console.error(`error: ${err.message}`);
        process.exit(2);
      }
      console.error(err);
      process.exit(1);
    });
}
