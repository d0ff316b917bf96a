import { parseRegistry, type Registry } from '@musawo/shared/contracts';

/**
 * The registry is fetched on every start so a release or rollback is one file change away: the server sends it
 * `Cache-Control: no-cache`, so every start revalidates it. The request is plain (no custom headers or cache mode)
 * so that it takes over the `<link rel="preload">` in index.html, which starts it while the scripts download.
 */
export async function fetchRegistry(url = '/remotes.json', fetchImpl: typeof fetch = fetch): Promise<Registry> {
  let res: Response;
  try {
    res = await fetchImpl(url, { credentials: 'same-origin' });
  } catch {
    throw new Error('Could not reach Musawo. Please check your internet connection.');
  }
  if (!res.ok) throw new Error(`The list of Musawo's parts could not be loaded (HTTP ${res.status}).`);
  const parsed = parseRegistry(await res.json().catch(() => null));
  if (!parsed.ok) throw new Error(`The list of Musawo's parts is invalid: ${parsed.error}`);
  return parsed.registry;
}
