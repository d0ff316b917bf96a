import { Navigate, useLocation } from '@musawo/shared/router';
import { useSession } from '@musawo/shared/react';
import { findRemoteFor, type Registry } from '@musawo/shared/contracts';
import { RemoteArea, AreaFallback } from './remote-area';
import { NotFound } from './error-page';
import { isGuarded, signInPathFor } from '../features/session/guard';


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
