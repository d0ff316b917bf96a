// Runtime registration of the remotes named in /remotes.json (DESIGN §2). Unit tests mock this module.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type Registry, type RemoteEntry } from '@musawo/shared/contracts';
import type { RemoteAppModule } from '@musawo/shared/react';
import { fetchRegistry } from './registry';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(message: string, readonly remote: string, readonly reason: 'incompatible' | 'unavailable' | 'invalid') {
    super(message);
  }
}

export function registerRegistry(registry: Registry): void {
  registerRemotes(
    registry.remotes.map((r) => ({ name: containerName(r.name), entry: r.entry })),
    { force: true },
  );
}

const early = new Map<string, Promise<RemoteAppModule>>();

/**
 * Starts loading the remote of the page being opened as soon as the registry is known, before the first render
 * asks for it (ADR 010). The area's first attempt takes this load over; a Retry after a failure starts afresh.
 * Answers the load (settled once the module is in, or failed).
 */
export function prefetchRemoteApp(entry: RemoteEntry, onLoaded?: (mod: RemoteAppModule) => void): Promise<unknown> {
  const started = early.get(entry.entry);
  if (started) return started;
  const loading = fetchRemoteApp(entry);
  loading.then(
    (mod) => {
      try {
        onLoaded?.(mod);
      } catch {
        // A remote's prefetch is only a head start: the page asks for its data itself anyway.
      }
    },
    () => undefined,
  );
  early.set(entry.entry, loading);
  return loading;
}

export function loadRemoteApp(entry: RemoteEntry): Promise<RemoteAppModule> {
  const loading = early.get(entry.entry);
  if (loading) {
    early.delete(entry.entry);
    return loading;
  }
  return fetchRemoteApp(entry);
}

/**
 * Before a Retry (issue 28): asks for the registry again, since operations may have rolled the remote back
 * meanwhile, and registers the remote afresh under a new address, so the new attempt neither finds the failed load
 * in the federation runtime's caches nor waits behind a request that is still hanging. The remote's chunks are
 * addressed next to its entry: the entry is taken from the version's `retry-<n>/` folder (the server serves the
 * same files there), so its chunks have new addresses too; a browser would otherwise join a new request for a
 * chunk to the hung one of the same URL (issue 46). Answers the entry to load (the fresh one; the current one when
 * the registry cannot be had).
 */
export async function refreshEntry(current: RemoteEntry, attempt: number): Promise<RemoteEntry> {
  const registry = await fetchRegistry().catch(() => null);
  const entry = registry?.remotes.find((r) => r.name === current.name) ?? current;
  registerRemotes([{ name: containerName(entry.name), entry: retryUrl(entry.entry, attempt) }], { force: true });
  early.delete(entry.entry);
  return entry;
}

/** The entry's address for a retry: in the version's `retry-<n>/` folder when it is one of ours, else with a query. */
export function retryUrl(entry: string, attempt: number): string {
  const inFolder = entry.replace(/^(\/remotes\/[^/?#]+\/[^/?#]+\/)(remoteEntry\.js)/, `$1retry-${attempt % 1000}/$2`);
  return inFolder !== entry ? inFolder : `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}`;
}

async function fetchRemoteApp(entry: RemoteEntry): Promise<RemoteAppModule> {
  if (entry.sharedMajor !== __SHARED_MAJOR__) {
    throw new RemoteLoadError(
      `${entry.name} ${entry.version} was built for shared contracts v${entry.sharedMajor}, this site runs v${__SHARED_MAJOR__}.`,
      entry.name,
      'incompatible',
    );
  }
  let mod: RemoteAppModule | null | undefined;
  try {
    mod = await loadRemote<RemoteAppModule>(`${containerName(entry.name)}/App`);
  } catch (err) {
    throw new RemoteLoadError(err instanceof Error ? err.message : String(err), entry.name, 'unavailable');
  }
  if (!mod || typeof mod.App !== 'function') {
    throw new RemoteLoadError(`${entry.name} ${entry.version} does not expose an App.`, entry.name, 'invalid');
  }
  return mod;
}
