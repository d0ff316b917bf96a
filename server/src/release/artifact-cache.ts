// A server's local copy of the versions it serves (issue 46, ADR 306). With the folder store the folder itself is
// local: nothing is copied. With an object store, a version is fetched whole on first need into ARTIFACT_CACHE_DIR:
// every file of its manifest is checked against its sha256 as it arrives, written under a temporary folder and
// renamed into place with the manifest, so the cache holds whole, verified versions only and never changes one.
// Every file is checked again before it is first served by this process (and whenever its size or time changed):
// a damaged or missing file is refused and logged, never served. A store that does not answer leaves the server
// serving what it has; `status()` says so for the health answer.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type ArtifactStore, ArtifactError, RELEASE_FILE, type ReleaseMeta, sha256, versionPrefix } from './artifact-store';

interface ArtifactsStatus {
  store: 'file' | 's3';
  /** False when the last attempt to reach the object store failed: the server serves the versions it has cached. */
  reachable: boolean;
  lastError?: string;
}

export interface Artifacts {
  /** The folder holding the versions in the deploy layout (shell/<v>/, remotes/<name>/<v>/). */
  readonly localRoot: string;
  /** True when versions come from an object store (fetched into the cache), false for the folder store. */
  readonly fetches: boolean;
  /** The local, whole and verified folder of one version, fetched first when needed. */
  localVersionDir(name: string, version: string): Promise<string>;
  /**
   * Whether `rel` (and its precompressed siblings) in a local version folder match the version's manifest: 'ok',
   * 'absent' (the version has no such file: a plain 404) or 'damaged' (listed, but missing or changed: logged). A
   * version published before manifests existed (the folder store only) has nothing to check.
   */
  verifyFile(versionDir: string, rel: string): Promise<'ok' | 'absent' | 'damaged'>;
  /**
   * Removes from the cache every version `keep` does not name and none is fetching (an object store only; the
   * folder store is the store). A version removed is fetched and verified again if it is ever asked for. Answers
   * the versions removed, as `name@version`.
   */
  prune(keep: Iterable<{ name: string; version: string }>): Promise<string[]>;
  /** Asks the store for nothing in particular, to know whether it answers (the refresh loop calls it). */
  probe(): Promise<void>;
  status(): ArtifactsStatus;
}

const hashFile = (path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => h.update(chunk))
      .on('end', () => resolve(h.digest('hex')))
      .on('error', reject);
  });

export function createArtifacts(store: ArtifactStore, options: { cacheDir: string; log: Pick<FastifyBaseLogger, 'error' | 'warn'> }): Artifacts {
  const local = store.config.kind === 'file';
  const localRoot = store.config.kind === 'file' ? store.config.dir : options.cacheDir;
  const fetching = new Map<string, Promise<string>>();
  const metas = new Map<string, ReleaseMeta | null>();
  /** path -> the `ino:size:mtime` it was verified with. */
  const verified = new Map<string, string>();
  let reachable = true;
  let lastError: string | undefined;

  const reached = () => {
    reachable = true;
    lastError = undefined;
  };
  const unreachable = (err: unknown) => {
    if (err instanceof ArtifactError) return;
    reachable = false;
    lastError = err instanceof Error ? err.message : String(err);
  };

  async function fetchVersion(name: string, version: string, target: string): Promise<string> {
    const prefix = versionPrefix(name, version);
    let metaBody: Buffer | undefined;
    try {
      metaBody = await store.get(`${prefix}${RELEASE_FILE}`);
      reached();
    } catch (err) {
      unreachable(err);
      throw err;
    }
    if (metaBody === undefined) throw new ArtifactError(`${name} ${version} is not published in ${store.deployment}`);
    const meta = JSON.parse(metaBody.toString('utf8')) as ReleaseMeta;
    if (meta.manifest === undefined) throw new ArtifactError(`${name} ${version} has no file manifest`);
    const tmp = join(options.cacheDir, '.incoming', `${name}-${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      const entries = Object.entries(meta.manifest);
      for (let i = 0; i < entries.length; i += 8) {
        // Every file of the batch settles before a failure is answered: none is still being written when the
        // temporary folder is removed.
        const settled = await Promise.allSettled(
          entries.slice(i, i + 8).map(async ([file, hash]) => {
            let body: Buffer | undefined;
            try {
              body = await store.get(`${prefix}${file}`);
            } catch (err) {
              unreachable(err);
              throw err;
            }
            if (body === undefined) throw new ArtifactError(`${name} ${version} is damaged in the store: ${prefix}${file} is missing`, { damaged: true });
            if (sha256(body) !== hash) throw new ArtifactError(`${name} ${version} is damaged in the store: ${prefix}${file} does not match its manifest`, { damaged: true });
            const p = join(tmp, ...file.split('/'));
            await mkdir(dirname(p), { recursive: true });
            await writeFile(p, body);
          }),
        );
        const failed = settled.find((r) => r.status === 'rejected');
        if (failed !== undefined) throw failed.reason;
      }
      await writeFile(join(tmp, RELEASE_FILE), metaBody);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(tmp, target);
      } catch (err) {
        // Another process sharing this cache brought the same version a moment ago: its copy is as good.
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
      }
      return target;
    } finally {
      // A leftover temporary folder is harmless (never served); the reason the fetch failed is what matters.
      await rm(tmp, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  async function metaOf(versionDir: string): Promise<ReleaseMeta | null> {
    if (metas.has(versionDir)) return metas.get(versionDir) ?? null;
    let meta: ReleaseMeta | null = null;
    try {
      meta = JSON.parse(await readFile(join(versionDir, RELEASE_FILE), 'utf8')) as ReleaseMeta;
    } catch {
      meta = null;
    }
    // Versions are immutable: a manifest read once stays true (a missing one is looked for again).
    if (meta !== null) metas.set(versionDir, meta);
    return meta;
  }

  async function checkOne(versionDir: string, rel: string, hash: string): Promise<boolean> {
    const p = join(versionDir, ...rel.split('/'));
    const s = await stat(p).catch(() => undefined);
    if (s === undefined || !s.isFile()) return false;
    const key = `${s.ino}:${s.size}:${s.mtimeMs}`;
    if (verified.get(p) === key) return true;
    const ok = (await hashFile(p).catch(() => '')) === hash;
    if (ok) verified.set(p, key);
    else verified.delete(p);
    return ok;
  }

  return {
    localRoot,
    fetches: !local,
    async localVersionDir(name, version) {
      const target = join(localRoot, ...versionPrefix(name, version).slice(0, -1).split('/'));
      if ((await stat(join(target, RELEASE_FILE)).catch(() => undefined)) !== undefined) return target;
      if (local) {
        // A folder without its manifest is one an older tool wrote: served as before (verifyFile has nothing to check).
        if ((await stat(target).catch(() => undefined))?.isDirectory()) return target;
        throw new ArtifactError(`${name} ${version} is not published in ${localRoot}`);
      }
      const key = `${name}@${version}`;
      let job = fetching.get(key);
      if (job === undefined) {
        job = fetchVersion(name, version, target)
          .catch((err: unknown) => {
            if (err instanceof ArtifactError && err.damaged) options.log.error({ event: 'artifact-damaged', version: `${name}@${version}` }, err.message);
            throw err;
          })
          .finally(() => fetching.delete(key));
        fetching.set(key, job);
      }
      return job;
    },
    async verifyFile(versionDir, rel) {
      if (rel === RELEASE_FILE) return 'ok';
      const meta = await metaOf(versionDir);
      // No manifest file: not a version folder this cache made (the folder store's older layouts serve as before).
      if (meta === null) return local ? 'ok' : 'absent';
      if (meta.manifest === undefined) return 'ok';
      const hash = meta.manifest[rel];
      if (hash === undefined) return 'absent';
      const siblings = [`${rel}.br`, `${rel}.gz`].filter((s) => meta.manifest?.[s] !== undefined);
      const all = await Promise.all([checkOne(versionDir, rel, hash), ...siblings.map((s) => checkOne(versionDir, s, meta.manifest?.[s] as string))]);
      if (all.every(Boolean)) return 'ok';
      options.log.error({ event: 'artifact-damaged', version: `${meta.name}@${meta.version}`, file: rel }, `${meta.name} ${meta.version}: ${rel} is missing or does not match its manifest; refused`);
      return 'damaged';
    },
    async prune(keep) {
      if (local) return [];
      const kept = new Set([...keep].map((v) => `${v.name}@${v.version}`));
      const dirs = async (p: string) => (await readdir(p, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory()).map((d) => d.name);
      const cached = [
        ...(await dirs(join(localRoot, 'shell'))).map((version) => ({ name: 'shell', version })),
        ...(await Promise.all((await dirs(join(localRoot, 'remotes'))).map(async (name) => (await dirs(join(localRoot, 'remotes', name))).map((version) => ({ name, version }))))).flat(),
      ];
      const removed: string[] = [];
      for (const { name, version } of cached) {
        const key = `${name}@${version}`;
        if (kept.has(key) || fetching.has(key)) continue;
        const dir = join(localRoot, ...versionPrefix(name, version).slice(0, -1).split('/'));
        // Moved aside first (one rename), so the version is either whole in place or gone; a file being sent keeps
        // its open handle.
        const aside = join(options.cacheDir, '.incoming', `pruned-${name}-${version}-${randomBytes(4).toString('hex')}`);
        await mkdir(dirname(aside), { recursive: true });
        if (!(await rename(dir, aside).then(() => true, () => false))) continue;
        metas.delete(dir);
        for (const p of verified.keys()) if (p.startsWith(`${dir}/`)) verified.delete(p);
        await rm(aside, { recursive: true, force: true }).catch(() => undefined);
        removed.push(key);
      }
      return removed;
    },
    async probe() {
      if (local) return;
      try {
        await store.list('shell/');
        reached();
      } catch (err) {
        unreachable(err);
      }
    },
    status() {
      return { store: store.config.kind, reachable, ...(lastError === undefined ? {} : { lastError }) };
    },
  };
}
