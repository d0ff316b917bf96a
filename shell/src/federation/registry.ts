import { parseRegistry, type Registry } from '@musawo/shared/contracts';

/** How long the shell waits for /remotes.json before it uses the saved copy or says it cannot start (issue 28). */
const REGISTRY_TIMEOUT_MS = 5_000;

/** The copy of the registry the service worker saved (ADR 321), read straight from its cache; null when there is none. */
async function savedRegistry(url: string): Promise<Registry | null> {
  try {
    if (typeof caches === 'undefined') return null;
    const res = await caches.match(url);
    if (!res) return null;
    const parsed = parseRegistry(await res.json());
    return parsed.ok ? parsed.registry : null;
  } catch {
    return null;
  }
}

/**
 * The registry is fetched on every start so a release or rollback is one file change away: the server sends it
 * `Cache-Control: no-cache`, so every start revalidates it. The request is plain (no custom headers or cache mode)
 * so that it takes over the `<link rel="preload">` in index.html, which starts it while the scripts download.
 * A request that hangs is given up after 5 s; then (and on any failure) the service worker's saved copy is used
 * when there is one, else the error says why the site cannot start.
 */
export async function fetchRegistry(url = '/remotes.json', fetchImpl: typeof fetch = fetch, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<Registry> {
  try {
    return await fetchLive(url, fetchImpl, timeoutMs);
  } catch (err) {
    const saved = await savedRegistry(url);
    if (saved) return saved;
    throw err;
  }
}

async function fetchLive(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<Registry> {
  let res: Response;
  try {
    res = await fetchImpl(url, { credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new Error('Could not reach Musawo. Please check your internet connection.');
  }
  if (!res.ok) throw new Error(`The list of Musawo's parts could not be loaded (HTTP ${res.status}).`);
  const parsed = parseRegistry(await res.json().catch(() => null));
  if (!parsed.ok) throw new Error(`The list of Musawo's parts is invalid: ${parsed.error}`);
  return parsed.registry;
}
