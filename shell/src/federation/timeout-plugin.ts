// A hung remote origin must not leave its area spinning: the manifest/entry fetches get an abort signal and
// remoteEntry.js a script timeout, so a dead remote fails in ~5 s and its area shows the fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_TIMEOUT_MS = 5_000;

function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'musawo-timeout-plugin',
    createScript() {
      return { timeout: REMOTE_TIMEOUT_MS };
    },
    fetch(url: string, init: RequestInit) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    },
  };
}

export default timeoutPlugin;
