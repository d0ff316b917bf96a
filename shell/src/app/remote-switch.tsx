import { matchPath, useLocation } from 'react-router-dom';
import type { Registry, RemoteEntry } from '@musawo/shared/contracts';
import { RemoteArea, AreaFallback } from './remote-area';
import { NotFound } from './error-page';

/** The route table built from the registry: the first remote that declares a matching path serves it. */
export function findRemoteFor(registry: Registry, pathname: string): RemoteEntry | undefined {
  return registry.remotes.find((r) => r.routes.some((path) => matchPath({ path, end: true }, pathname)));
}

export function RemoteSwitch({ registry, registryError }: { registry: Registry | null; registryError: Error | null }) {
  const { pathname } = useLocation();
  if (!registry) {
    return <AreaFallback error={registryError ?? new Error('registry unavailable')} onRetry={() => window.location.reload()} />;
  }
  const entry = findRemoteFor(registry, pathname);
  if (!entry) return <NotFound />;
  return <RemoteArea key={entry.name} entry={entry} />;
}
