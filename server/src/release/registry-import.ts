// Moving a deploy folder's registry into the database (issue 46, ADR 306): remotes.json and releases.json, as the
// release tools wrote them before, become the deployment's rows. Run by `npm run registry:import` (explicitly, also
// copying the versions into an object store), and by the build and the server's start when the database has no
// registry for the deployment yet, so `npm ci && npm start` and a copied deploy folder keep working as before.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/create-db';
import { type HistoryDoc, importRegistry, type RegistryDoc, registryRevision, type UpdateOptions } from './registry-db';

const readJson = (p: string): unknown => JSON.parse(readFileSync(p, 'utf8'));

/** The registry files of a deploy folder, or undefined when it has none. */
function readFolderRegistry(dir: string): { registry: RegistryDoc; history: HistoryDoc } | undefined {
  const registryFile = join(dir, 'remotes.json');
  if (!existsSync(registryFile)) return undefined;
  const raw = readJson(registryFile) as Partial<RegistryDoc>;
  const history = existsSync(join(dir, 'releases.json')) ? (readJson(join(dir, 'releases.json')) as HistoryDoc) : {};
  return { registry: { schemaVersion: 1, remotes: raw.remotes ?? [], canaries: raw.canaries ?? [], ...(raw.shell === undefined ? {} : { shell: raw.shell }) }, history };
}

/**
 * Imports `dir`'s remotes.json and releases.json into the deployment's registry when the database has none yet
 * (or always with `replace`: the database then takes the files' registry, keeping its own history and adding the
 * files' entries it does not have). Answers whether it imported.
 */
export async function importFolderRegistry(db: Db, deployment: string, dir: string, options: UpdateOptions & { replace?: boolean } = {}): Promise<boolean> {
  if (!options.replace && (await registryRevision(db, deployment)) !== undefined) return false;
  const files = readFolderRegistry(dir);
  if (files === undefined) return false;
  return importRegistry(db, deployment, files, options);
}
