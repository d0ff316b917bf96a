import { useState } from 'react';
import { Navigate, useLocation } from '@musawo/shared/router';
import { useSession } from '@musawo/shared/react';
import { findRemoteFor, guardFor, type Registry } from '@musawo/shared/contracts';
import { RemoteArea, AreaFallback, AreaLoading } from './remote-area';
import { NotFound } from './error-page';
import { admission, signInPathFor } from '../features/session/guard';
import { fetchRegistry } from '../federation/registry';
import { registerRegistry } from '../federation/remote-loader';

interface RegistryState {
  registry: Registry | null;
  error: Error | null;
  retrying: boolean;
}

/**
 * The registry the page started with; when it could not be had, Retry asks for it again in place (no page reload:
 * what the visitor typed and the session stay) and the page opens as soon as it comes.
 */
function useRegistry(started: Registry | null, startError: Error | null, load: () => Promise<Registry>) {
  const [state, setState] = useState<RegistryState>({ registry: started, error: startError, retrying: false });
  const retry = () => {
    setState((s) => ({ ...s, retrying: true }));
    load().then(
      (registry) => {
        registerRegistry(registry);
        setState({ registry, error: null, retrying: false });
      },
      (err: unknown) => setState({ registry: null, error: err instanceof Error ? err : new Error(String(err)), retrying: false }),
    );
  };
  return { ...state, retry };
}

export function RemoteSwitch({ registry: started, registryError, loadRegistry = fetchRegistry }: { registry: Registry | null; registryError: Error | null; loadRegistry?: () => Promise<Registry> }) {
  const { pathname, search } = useLocation();
  const session = useSession();
  const { registry, error, retrying, retry } = useRegistry(started, registryError, loadRegistry);
  if (!registry) {
    if (retrying) return <AreaLoading />;
    return <AreaFallback error={error ?? new Error('registry unavailable')} onRetry={retry} />;
  }
  // The guards come with the registry: each remote's manifest names its routes' guards (ADR 323).
  const admitted = admission(guardFor(registry, pathname), session?.user);
  if (admitted === 'sign-in') return <Navigate to={signInPathFor(pathname, search)} replace />;
  if (admitted === 'elsewhere') return <Navigate to="/dashboard" replace />;
  const entry = findRemoteFor(registry, pathname);
  if (!entry) return <NotFound />;
  return <RemoteArea key={entry.name} entry={entry} />;
}
