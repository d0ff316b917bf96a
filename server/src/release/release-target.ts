// What the release tools (scripts/*.mjs, through scripts/lib/deploy.mjs) work on (issue 46, ADR 306): the artifact
// store versions are published to, and the registry in the database. The same module the server uses, so a
// release from a laptop, a CI job or any machine changes what every server serves. Configured as the server is:
// ARTIFACT_STORE (or --deploy-dir / DEPLOY_DIR for a folder), DATABASE_URL (the embedded SQLite file by default),
// REDIS_URL to wake the servers through Redis.
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { resolveDatabaseUrl } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import {
  type ArtifactStore, type ArtifactStoreConfig, createArtifactStore, parseArtifactStore, publishToStore, type ReleaseMeta, storedVersions, verifyStored,
} from './artifact-store';
import { type HistoryDoc, readHistory, readRegistry, type RegistryDoc, updateRegistry } from './registry-db';
import { importFolderRegistry } from './registry-import';

export interface TargetOptions {
  root: string;
  /** --deploy-dir: a folder store, whatever ARTIFACT_STORE says. */
  deployDir?: string;
  env?: NodeJS.ProcessEnv;
}

export function storeConfigFor(options: TargetOptions): ArtifactStoreConfig {
  const env = options.env ?? process.env;
  if (options.deployDir !== undefined) return { kind: 'file', dir: resolve(options.root, options.deployDir) };
  const raw = env.ARTIFACT_STORE?.trim();
  if (raw) {
    const config = parseArtifactStore(raw, options.root, env.S3_ENDPOINT?.trim() || undefined);
    if (config === undefined) throw new Error('ARTIFACT_STORE must be file:<folder> (the default is file:deploy) or s3://<bucket>/<prefix>');
    return config;
  }
  const dir = env.DEPLOY_DIR?.trim();
  return { kind: 'file', dir: dir ? (isAbsolute(dir) ? dir : resolve(options.root, dir)) : resolve(options.root, 'deploy') };
}

export async function openTarget(options: TargetOptions) {
  const env = options.env ?? process.env;
  const config = storeConfigFor(options);
  const store: ArtifactStore = createArtifactStore(config);
  const db = createDb(resolveDatabaseUrl(env.DATABASE_URL?.trim() || undefined, options.root));
  await migrateToLatest(db);
  const exportDir = config.kind === 'file' ? config.dir : undefined;
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  const updateOptions = { ...(exportDir === undefined ? {} : { exportDir }), ...(redisUrl === undefined ? {} : { redisUrl }) };
  // A deploy folder from before the registry moved: its remotes.json becomes the registry, once.
  if (exportDir !== undefined && existsSync(exportDir)) await importFolderRegistry(db, store.deployment, exportDir, updateOptions);
  return {
    store,
    deployment: store.deployment,
    /** The folder of a folder store; undefined for an object store. */
    dir: exportDir,
    async registry(): Promise<RegistryDoc> {
      const read = await readRegistry(db, store.deployment);
      return read?.registry ?? { schemaVersion: 1, remotes: [], canaries: [] };
    },
    history: (): Promise<HistoryDoc> => readHistory(db, store.deployment),
    update: <T>(change: (registry: RegistryDoc, history: HistoryDoc) => T | Promise<T>): Promise<T> => updateRegistry(db, store.deployment, change, updateOptions),
    /** Into an object store (a folder store publishes by renaming, in deploy.mjs). */
    publish: (sealedDir: string): Promise<{ meta: ReleaseMeta; published: boolean }> => publishToStore(store, sealedDir),
    verify: (name: string, version: string): Promise<ReleaseMeta> => verifyStored(store, name, version),
    versions: (name: string): Promise<string[]> => storedVersions(store, name),
    importFolder: (dir: string, replace: boolean): Promise<boolean> => importFolderRegistry(db, store.deployment, dir, { ...updateOptions, replace }),
    close: (): Promise<void> => db.destroy(),
  };
}

export type ReleaseTarget = Awaited<ReturnType<typeof openTarget>>;
