import { Navigate, useLocation } from '@musawo/shared/router';
import { useSession } from '@musawo/shared/react';
import { findRemoteFor, guardFor, type Registry } from '@musawo/shared/contracts';
import { RemoteArea, AreaFallback } from './remote-area';
import { NotFound } from './error-page';
import { admission, signInPathFor } from '../features/session/guard';

export function RemoteSwitch({ registry, registryError }: { registry: Registry | null; registryError: Error | null }) {
  const { pathname, search } = useLocation();
  const session = useSession();
  if (!registry) {
    return <AreaFallback error={registryError ?? new Error('registry unavailable')} onRetry={() => window.location.reload()} />;
  }
  // The guards come with the registry: each remote's manifest names its routes' guards (ADR 323).
  const admitted = admission(guardFor(registry, pathname), session?.user);
  if (admitted === 'sign-in') return <Navigate to={signInPathFor(pathname, search)} replace />;
  if (admitted === 'elsewhere') return <Navigate to="/dashboard" replace />;
  const entry = findRemoteFor(registry, pathname);
  if (!entry) return <NotFound />;
  return <RemoteArea key={entry.name} entry={entry} />;
}
