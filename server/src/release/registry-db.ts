// The release registry in the database (issue 46, ADR 306): the live shell, the live remote entries, the canaries
// and the history of releases, rollbacks and promotions, as rows of the project's database. Every change — a
// release, rollback or promotion from any machine (scripts/lib/deploy.mjs), the server's canary guard — goes
// through `updateRegistry`: one transaction under the deployment's row lock (PostgreSQL `FOR UPDATE`; SQLite's
// transactions are IMMEDIATE, one writer at a time), so concurrent changes from any number of processes each see
// the others' and none is lost. The change bumps the deployment's revision in the same transaction; servers compare
// revisions to know they are behind, and on PostgreSQL are woken by NOTIFY at commit (Redis PUBLISH when REDIS_URL
// is set). The shapes are the ones remotes.json and releases.json had, so the tools' rules did not change.
import { renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { type Db, engineOf } from '../db/create-db';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/with-transaction';
import { releasePhase } from './test-phase';

/** The PostgreSQL channel a change is announced on (the payload is the deployment). */
export const REGISTRY_CHANNEL = 'musawo_registry';
/** The Redis channel, when REDIS_URL is set. */
export const REGISTRY_REDIS_CHANNEL = 'musawo:registry';

export interface RemoteEntryDoc {
  name: string;
  version: string;
  entry: string;
  sharedMajor: number;
  routes?: string[];
  [more: string]: unknown;
}
export interface CanaryDoc extends RemoteEntryDoc {
  percent: number;
  since?: string;
}
/** The registry as remotes.json held it. `canaries` may be left out when there are none. */
export interface RegistryDoc {
  schemaVersion: 1;
  shell?: { version: string; sharedMajor: number };
  remotes: RemoteEntryDoc[];
  canaries?: CanaryDoc[];
}
interface HistoryEntry {
  version: string;
  action: string;
  at: string;
  [more: string]: unknown;
}
/** The history as releases.json held it: per app, oldest first. */
export type HistoryDoc = Record<string, HistoryEntry[]>;

export interface RegistryRead {
  registry: RegistryDoc;
  revision: number;
  changedAt: string;
}

type Reader = Db | Transaction<Database>;

const emptyRegistry = (): RegistryDoc => ({ schemaVersion: 1, remotes: [], canaries: [] });

/** The deployment's revision, or undefined when it has no registry in this database yet. */
export async function registryRevision(db: Reader, deployment: string): Promise<{ revision: number; changedAt: string } | undefined> {
  const row = await db.selectFrom('deploy_registry').select(['revision', 'changed_at']).where('deployment', '=', deployment).executeTakeFirst();
  return row === undefined ? undefined : { revision: Number(row.revision), changedAt: row.changed_at };
}

async function readRows(db: Reader, deployment: string): Promise<RegistryDoc> {
  const [live, canaries] = await Promise.all([
    db.selectFrom('deploy_live').selectAll().where('deployment', '=', deployment).orderBy('position').execute(),
    db.selectFrom('deploy_canaries').selectAll().where('deployment', '=', deployment).orderBy('position').execute(),
  ]);
  const registry = emptyRegistry();
  for (const row of live) {
    if (row.entry === null) registry.shell = { version: row.version, sharedMajor: Number(row.shared_major) };
    else registry.remotes.push(JSON.parse(row.entry) as RemoteEntryDoc);
  }
  registry.canaries = canaries.map((c) => ({ ...(JSON.parse(c.entry) as RemoteEntryDoc), percent: Number(c.percent), ...(c.since === null ? {} : { since: c.since }) }));
  return registry;
}

async function readHistoryRows(db: Reader, deployment: string): Promise<HistoryDoc> {
  const rows = await db.selectFrom('deploy_history').selectAll().where('deployment', '=', deployment).orderBy('seq').execute();
  const history: HistoryDoc = {};
  for (const r of rows) {
    const detail = r.detail === null ? {} : (JSON.parse(r.detail) as Record<string, unknown>);
    (history[r.app] ??= []).push({ version: r.version, action: r.action, ...detail, at: r.at });
  }
  return history;
}

/**
 * The registry as one committed state, outside any transaction: its revision is read before and after the rows,
 * and every change bumps it in the change's own transaction, so equal revisions mean no change committed in
 * between (a seqlock; each statement sees only committed rows, on both engines). Undefined: no registry yet.
 */
export async function readRegistry(db: Db, deployment: string): Promise<RegistryRead | undefined> {
  for (let attempt = 0; ; attempt++) {
    const before = await registryRevision(db, deployment);
    if (before === undefined) return undefined;
    const registry = await readRows(db, deployment);
    const after = await registryRevision(db, deployment);
    if (after !== undefined && after.revision === before.revision) return { registry, revision: before.revision, changedAt: before.changedAt };
    if (attempt >= 20) throw new Error(`the registry of ${deployment} kept changing while it was read`);
  }
}

export async function readHistory(db: Db, deployment: string): Promise<HistoryDoc> {
  return readHistoryRows(db, deployment);
}

async function writeRows(trx: Transaction<Database>, deployment: string, registry: RegistryDoc, history: HistoryDoc, before: HistoryDoc, now: string): Promise<void> {
  await trx.deleteFrom('deploy_live').where('deployment', '=', deployment).execute();
  await trx.deleteFrom('deploy_canaries').where('deployment', '=', deployment).execute();
  const live = [
    ...(registry.shell === undefined ? [] : [{ deployment, app: 'shell', version: registry.shell.version, shared_major: registry.shell.sharedMajor, entry: null, position: -1 }]),
    ...registry.remotes.map((r, i) => ({ deployment, app: r.name, version: r.version, shared_major: r.sharedMajor, entry: JSON.stringify(r), position: i })),
  ];
  if (live.length > 0) await trx.insertInto('deploy_live').values(live).execute();
  const canaries = (registry.canaries ?? []).map((c, i) => {
    const { percent, since, ...entry } = c;
    return { deployment, app: c.name, version: c.version, entry: JSON.stringify(entry), percent, since: since ?? null, position: i };
  });
  if (canaries.length > 0) await trx.insertInto('deploy_canaries').values(canaries).execute();
  // The history only grows: what a change appended to an app's list (the tools append, never rewrite).
  const last = await trx.selectFrom('deploy_history').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).where('deployment', '=', deployment).executeTakeFirst();
  let seq = Number(last?.seq ?? 0);
  const added = Object.entries(history).flatMap(([app, entries]) => entries.slice(before[app]?.length ?? 0).map((e) => ({ app, e })));
  added.sort((a, b) => a.e.at.localeCompare(b.e.at));
  for (const { app, e } of added) {
    const { version, action, at, ...detail } = e;
    seq += 1;
    await trx
      .insertInto('deploy_history')
      .values({ deployment, seq, app, version, action, detail: Object.keys(detail).length === 0 ? null : JSON.stringify(detail), at: at || now })
      .execute();
  }
}

export interface UpdateOptions {
  /** A folder to write remotes.json and releases.json into, for people and tools to read (never read back). */
  exportDir?: string;
  /** Announce the change on Redis too (the servers of a site with REDIS_URL listen there). */
  redisUrl?: string;
  now?: () => Date;
}

/** Writes the registry and the history as files, each through a temporary file and a rename. */
function exportRegistry(dir: string, registry: RegistryDoc, history: HistoryDoc): void {
  mkdirSync(dir, { recursive: true });
  const write = (name: string, value: unknown) => {
    const p = join(dir, name);
    const tmp = `${p}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
    renameSync(tmp, p);
  };
  const { canaries, ...rest } = registry;
  write('remotes.json', canaries !== undefined && canaries.length > 0 ? { ...rest, canaries } : rest);
  write('releases.json', history);
}

async function announce(redisUrl: string | undefined, deployment: string): Promise<void> {
  if (redisUrl === undefined) return;
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.publish(REGISTRY_REDIS_CHANNEL, deployment);
  } catch {
    // The servers' periodic re-read is the safety net: a change is never lost, only seen a moment later.
  } finally {
    redis.disconnect();
  }
}

/**
 * Reads, changes and writes the deployment's registry and history in one transaction under its lock.
 * `change(registry, history)` mutates both (as the tools did with the JSON files) and answers what the caller
 * wants back; when it throws, nothing is written.
 */
export async function updateRegistry<T>(db: Db, deployment: string, change: (registry: RegistryDoc, history: HistoryDoc) => T | Promise<T>, options: UpdateOptions = {}): Promise<T> {
  const now = (options.now ?? (() => new Date()))().toISOString();
  const postgres = engineOf(db) === 'postgres';
  await releasePhase('before-registry');
  const answer = await withTransaction(db, async (trx) => {
    // The deployment's row is the lock: created when missing, then held until commit.
    await trx.insertInto('deploy_registry').values({ deployment, revision: 0, changed_at: now }).onConflict((oc) => oc.column('deployment').doNothing()).execute();
    if (postgres) await trx.selectFrom('deploy_registry').select('revision').where('deployment', '=', deployment).forUpdate().executeTakeFirstOrThrow();
    const registry = await readRows(trx, deployment);
    const history = await readHistoryRows(trx, deployment);
    const before = Object.fromEntries(Object.entries(history).map(([app, list]) => [app, [...list]]));
    const result = await change(registry, history);
    await writeRows(trx, deployment, registry, history, before, now);
    await trx.updateTable('deploy_registry').set({ revision: sql<number>`revision + 1`, changed_at: now }).where('deployment', '=', deployment).execute();
    if (postgres) await sql`select pg_notify(${REGISTRY_CHANNEL}, ${deployment})`.execute(trx);
    await releasePhase('in-registry');
    // Written under the lock, so the files follow the order of the changes.
    if (options.exportDir !== undefined) exportRegistry(options.exportDir, registry, history);
    return result;
  });
  await releasePhase('after-registry');
  await announce(options.redisUrl, deployment);
  return answer;
}

/**
 * Imports a registry and its history (remotes.json and releases.json of a deploy folder) when the deployment has
 * none in this database yet, or always with `replace`. Answers whether it imported. Idempotent: a second import
 * of the same files changes nothing.
 */
export async function importRegistry(db: Db, deployment: string, files: { registry: RegistryDoc; history: HistoryDoc }, options: UpdateOptions & { replace?: boolean } = {}): Promise<boolean> {
  if (!options.replace && (await registryRevision(db, deployment)) !== undefined) return false;
  return updateRegistry(
    db,
    deployment,
    async (registry, history) => {
      if (!options.replace && Object.keys(history).length + registry.remotes.length > 0) return false;
      registry.shell = files.registry.shell;
      registry.remotes = [...files.registry.remotes];
      registry.canaries = [...(files.registry.canaries ?? [])];
      if (registry.shell === undefined) delete registry.shell;
      // Entries the database does not have yet (by app, position and content) are appended.
      for (const [app, entries] of Object.entries(files.history)) {
        const known = history[app] ?? [];
        const same = (a: HistoryEntry, b: HistoryEntry) => a.version === b.version && a.action === b.action && a.at === b.at;
        let i = 0;
        while (i < known.length && i < entries.length && same(known[i] as HistoryEntry, entries[i] as HistoryEntry)) i++;
        history[app] = [...known, ...entries.slice(i)];
      }
      return true;
    },
    options,
  );
}
