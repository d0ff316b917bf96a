import { matchPath, Navigate, useLocation } from '@musawo/shared/router';
import { useSession } from '@musawo/shared/react';
import type { Registry, RemoteEntry } from '@musawo/shared/contracts';
import { RemoteArea, AreaFallback } from './remote-area';
import { NotFound } from './error-page';
import { isGuarded, signInPathFor } from '../features/session/guard';

/** The route table built from the registry: the first remote that declares a matching path serves it. */
export function findRemoteFor(registry: Registry, pathname: string): RemoteEntry | undefined {
  return registry.remotes.find((r) => r.routes.some((path) => matchPath({ path, end: true }, pathname)));
}

export function RemoteSwitch({ registry, registryError }: { registry: Registry | null; registryError: Error | null }) {
  const { pathname, search } = useLocation();
  const session = useSession();
  if (isGuarded(pathname) && !session) return <Navigate to={signInPathFor(pathname, search)} replace />;
  if (!registry) {
    return <AreaFallback error={registryError ?? new Error('registry unavailable')} onRetry={() => window.location.reload()} />;
  }
  const entry = findRemoteFor(registry, pathname);
  if (!entry) return <NotFound />;
  return <RemoteArea key={entry.name} entry={entry} />;
}
