// What is live (ADR 322, ADR 306): the registry in the database (registry-db.ts) holds the live shell, the live
// remote entries and the canaries. The server keeps the parsed registry as an in-memory snapshot, swapped whole,
// so a request never sees half a change; each browser gets the registry it resolves to (its canary slot decides,
// per remote, live or canary). The snapshot follows the database: woken by PostgreSQL's NOTIFY or Redis pub/sub
// when a change commits, and a periodic look at the revision as the safety net (on SQLite, a look before each read). A
// new snapshot is swapped in only once every version it names is whole on this machine (artifact-cache.ts), so
// a registry is never served before the files it points at.
import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import { parseRegistry, type Registry, type RemoteEntry } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { Artifacts } from './artifact-cache';
import { readHistory, readRegistry, registryRevision } from './registry-db';

interface Canary extends RemoteEntry {
  /** Share of browsers, 1-99, that load this version instead of the live one. */
  percent: number;
  since: string | undefined;
}

export interface DeployState {
  /** The live shell's version folder, or undefined for a deploy folder with the shell's files at deploy/shell/. */
  shell: { version: string; sharedMajor: number } | undefined;
  remotes: RemoteEntry[];
  canaries: Canary[];
}

export interface Snapshot {
  state: DeployState;
  modified: Date;
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The state in `json`, or a reason it is not one. Entries are checked with the browser's own schema. */
function parseDeployState(json: unknown): { ok: true; state: DeployState } | { ok: false; error: string } {
  if (typeof json !== 'object' || json === null) return { ok: false, error: 'not an object' };
  const raw = json as { remotes?: unknown; canaries?: unknown; shell?: unknown };
  const live = parseRegistry({ schemaVersion: 1, remotes: raw.remotes });
  if (!live.ok) return live;
  const rawCanaries = Array.isArray(raw.canaries) ? (raw.canaries as unknown[]) : [];
  const canaries = parseRegistry({ schemaVersion: 1, remotes: rawCanaries });
  if (!canaries.ok) return { ok: false, error: `canaries: ${canaries.error}` };
  const withShares = canaries.registry.remotes.map((c, i) => {
    const extra = rawCanaries[i] as { percent?: unknown; since?: unknown };
    return { ...c, percent: typeof extra.percent === 'number' ? extra.percent : 0, since: typeof extra.since === 'string' ? extra.since : undefined };
  });
  if (withShares.some((c) => !(c.percent >= 0 && c.percent <= 100))) return { ok: false, error: 'canaries: percent must be 0-100' };
  const shell = raw.shell as { version?: unknown; sharedMajor?: unknown } | undefined;
  if (shell !== undefined && !(typeof shell.version === 'string' && SEMVER.test(shell.version) && typeof shell.sharedMajor === 'number')) {
    return { ok: false, error: 'shell: needs a semver version and a sharedMajor' };
  }
  return {
    ok: true,
    state: { shell: shell === undefined ? undefined : { version: shell.version as string, sharedMajor: shell.sharedMajor as number }, remotes: live.registry.remotes, canaries: withShares },
  };
}

/** The slot (0-99) of a browser for one remote: stable per browser and remote, independent across remotes. */
export function canarySlot(browserId: string, remote: string): number {
  // FNV-1a: a spread, not a secret (the id is a random number the server handed out).
  let h = 0x811c9dc5;
  for (const ch of `${browserId}:${remote}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100;
}

/** The registry one browser sees: per remote its canary when the browser's slot is within the canary's share. */
export function resolveRegistry(state: DeployState, browserId: string | undefined): Registry {
  const remotes = state.remotes.map((live) => {
    const canary = state.canaries.find((c) => c.name === live.name);
    if (canary === undefined || browserId === undefined || canarySlot(browserId, live.name) >= canary.percent) return live;
    const { percent: _percent, since: _since, ...entry } = canary;
    return entry;
  });
  return { schemaVersion: 1, remotes };
}

export interface DeployStateOptions {
  db: Db;
  /** The registry's key (the artifact store's address). */
  deployment: string;
  artifacts: Artifacts;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** How often the revision is looked at when nothing woke the server (the safety net). */
  pollMs: number;
  /**
   * Look at the revision before answering each read (SQLite: one machine, nothing to wake the server, and the look is
   * an in-process read of one row): a release is then served from the very next request, as with the old file.
   */
  lookOnRead?: boolean;
  /** How many of each app's last history versions stay in the artifact cache besides the live and canary ones. */
  cacheKeep?: number;
  /** Called when the database has no registry for the deployment yet (the folder store imports its remotes.json). */
  bootstrap?: () => Promise<unknown>;
}

/**
 * The live state of one deployment. `read()` answers the snapshot from memory (after the first load); `refresh()`
 * looks at the database and swaps in a newer state once its versions are here; `start()` begins the periodic look.
 */
export function createDeployState(options: DeployStateOptions) {
  let current: { revision: number; snapshot: Snapshot } | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let probes = 0;
  /** The revision whose versions could not be brought here: logged once, tried again on every look. */
  let failedRevision: number | undefined;

  async function load(): Promise<void> {
    let head = await registryRevision(options.db, options.deployment);
    if (head === undefined && options.bootstrap !== undefined) {
      await options.bootstrap();
      head = await registryRevision(options.db, options.deployment);
    }
    if (head === undefined || head.revision === current?.revision) return;
    const read = await readRegistry(options.db, options.deployment);
    if (read === undefined) return;
    const parsed = parseDeployState(read.registry);
    if (!parsed.ok) {
      options.log.error({ deployment: options.deployment, revision: read.revision }, `the registry is invalid (${parsed.error}); serving the last good one`);
      return;
    }
    const { state } = parsed;
    const versions = [
      ...(state.shell === undefined ? [] : [{ name: 'shell', version: state.shell.version }]),
      ...state.remotes.map((r) => ({ name: r.name, version: r.version })),
      ...state.canaries.map((c) => ({ name: c.name, version: c.version })),
    ];
    const fetched = await Promise.allSettled(versions.map((v) => options.artifacts.localVersionDir(v.name, v.version)));
    const failed = fetched.flatMap((f, i) => (f.status === 'rejected' ? [{ ...versions[i], error: String((f.reason as Error)?.message ?? f.reason) }] : []));
    // From an object store, a registry is served only once its versions are here. In the folder store the tools
    // made them live only whole; a folder missing there is answered 404, as before.
    if (failed.length > 0 && options.artifacts.fetches && current !== undefined) {
      if (failedRevision !== read.revision) options.log.error({ deployment: options.deployment, revision: read.revision, failed }, 'the new registry names versions this server cannot get whole; serving the last one until they can be');
      failedRevision = read.revision;
      return;
    }
    failedRevision = undefined;
    current = { revision: read.revision, snapshot: { state, modified: new Date(read.changedAt) } };
    if (options.artifacts.fetches) await prune(versions);
  }

  /** Versions no longer named by the registry, nor among each app's last history entries (rollback targets), leave the cache. */
  async function prune(live: { name: string; version: string }[]): Promise<void> {
    try {
      const history = await readHistory(options.db, options.deployment);
      const recent = Object.entries(history).flatMap(([name, entries]) => entries.slice(entries.length - (options.cacheKeep ?? 3)).map((e) => ({ name, version: e.version })));
      const removed = await options.artifacts.prune([...live, ...recent]);
      if (removed.length > 0) options.log.info({ deployment: options.deployment, removed }, 'versions no longer named by the registry left the artifact cache');
    } catch (err) {
      options.log.warn({ deployment: options.deployment, err }, 'the artifact cache could not be pruned; tried again at the next change');
    }
  }

  /** One look at a time; a wake-up during a look asks for one more after it. */
  function refresh(): Promise<void> {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await load();
        } while (again);
      } catch (err) {
        options.log.error({ err, deployment: options.deployment }, 'could not read the registry; serving the last one');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    async read(): Promise<Snapshot | undefined> {
      // A look under way answers for this read too (asking for another would keep readers waiting under load).
      if (current === undefined || options.lookOnRead === true) await (running ?? refresh());
      return current?.snapshot;
    },
    refresh,
    /** The revision being served (tests and the benchmark compare it). */
    revision: () => current?.revision,
    start(): void {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        void refresh();
        // The store's reachability, for the health answer, every ~5 s.
        if (++probes % Math.max(1, Math.round(5_000 / options.pollMs)) === 0) void options.artifacts.probe();
      }, options.pollMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
    },
    /** The folder the live shell is served from. */
    shellDir(state: DeployState | undefined): string {
      return state?.shell === undefined ? join(options.artifacts.localRoot, 'shell') : join(options.artifacts.localRoot, 'shell', state.shell.version);
    },
  };
}

export type DeployStateReader = ReturnType<typeof createDeployState>;
