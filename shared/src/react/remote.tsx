// The contract between the shell and a remote's exposed `./App` (DESIGN §2). A remote checks its exposed
// module with `satisfies RemoteAppModule`; the shell calls `loadRemote<RemoteAppModule>`.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '../contracts/registry';
import { useBus } from './context';

export interface RemoteAppModule {
  App: ComponentType;
}

/**
 * The root element of every remote: names the remote and its version in the DOM (support can read which
 * version a user saw) and tells the shell over the bus that it mounted.
 */
export function RemoteRoot({ name, version, children }: { name: RemoteName; version: string; children: ReactNode }) {
  const bus = useBus();
  useEffect(() => {
    bus.publish('remote:mounted', { remote: name, version });
  }, [bus, name, version]);
  // flow-root: a page's top margin stays inside, so replacing its loading state shifts nothing (CLS).
  return (
    <div data-remote={name} data-remote-version={version} style={{ display: 'flow-root' }}>
      {children}
    </div>
  );
}
