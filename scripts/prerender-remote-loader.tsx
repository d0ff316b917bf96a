// The shell's remote loader as the build's prerender sees it (scripts/prerender.rspack.mjs puts it in place of
// shell/src/federation/remote-loader.ts): the painted page's remote is bundled with the prerender, not fetched.
// The shell's build paints its frame around the page's slot; a remote's release paints the same tree once with its
// page and once with the slot, and keeps what differs (ADR 324).
import type { RemoteAppModule } from '@musawo/shared/react';
// The remote being painted: prerender.rspack.mjs resolves this to remote-<PAINT_REMOTE>/src/server.ts (or its src/app), or to the slot.
import * as painted from 'musawo-painted-app';
import { App as Slot } from './prerender-slot';

/** Set by the prerender: which remote's page it paints, and whether it paints the slot in the page's place. */
export const paintTarget = { remote: '', slot: true };

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(message: string, readonly remote: string, readonly reason: 'incompatible' | 'unavailable' | 'invalid') {
    super(message);
  }
}

export const registerRegistry = (): void => undefined;
export const prefetchRemoteApp = (): Promise<unknown> => Promise.resolve();

export async function loadRemoteApp(entry: { name: string }): Promise<RemoteAppModule> {
  if (paintTarget.slot) return { App: Slot };
  if (entry.name !== paintTarget.remote) throw new RemoteLoadError(`this prerender paints no page of ${entry.name}`, entry.name, 'unavailable');
  return painted as RemoteAppModule;
}

/** A Retry never happens during a build's paint. */
export const refreshEntry = <T,>(entry: T): Promise<T> => Promise.resolve(entry);
