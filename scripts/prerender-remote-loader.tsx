// The shell's remote loader as the build's prerender sees it (scripts/prerender.rspack.mjs puts it in place of
// shell/src/federation/remote-loader.ts): the page's remote is bundled with the prerender, not fetched.
import type { RemoteAppModule } from '@musawo/shared/react';
import * as discovery from '../remote-discovery/src/app';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(message: string, readonly remote: string, readonly reason: 'incompatible' | 'unavailable' | 'invalid') {
    super(message);
  }
}

export const registerRegistry = (): void => undefined;
export const prefetchRemoteApp = (): Promise<unknown> => Promise.resolve();

export async function loadRemoteApp(entry: { name: string }): Promise<RemoteAppModule> {
  if (entry.name !== 'discovery') throw new RemoteLoadError(`the build paints no page of ${entry.name}`, entry.name, 'unavailable');
  return discovery;
}

/** A Retry never happens during a build's paint. */
export const refreshEntry = <T,>(entry: T): Promise<T> => Promise.resolve(entry);
