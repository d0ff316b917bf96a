import { parseRegistry, type Registry } from '@musawo/shared/contracts';

/** The registry is fetched on every start (no-cache) so a release or rollback is one file change away. */
export async function fetchRegistry(url = '/remotes.json', fetchImpl: typeof fetch = fetch): Promise<Registry> {
  let res: Response;
  try {
    res = await fetchImpl(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  } catch {
    throw new Error('Could not reach Musawo. Please check your internet connection.');
  }
  if (!res.ok) throw new Error(`The list of Musawo's parts could not be loaded (HTTP ${res.status}).`);
  const parsed = parseRegistry(await res.json().catch(() => null));
  if (!parsed.ok) throw new Error(`The list of Musawo's parts is invalid: ${parsed.error}`);
  return parsed.registry;
}
