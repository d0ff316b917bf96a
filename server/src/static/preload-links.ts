// `Link: rel=preload` for the remote that serves a page (ADR 010). The shell only learns which remote it needs once
// its own scripts have downloaded and run; on 3G that was two more round trips (the remote's entry, then its App
// chunks) before anything of the page could render. The server knows the registry, so the page's response names
// those files and the browser fetches them alongside the shell's. Files listed are immutable (hashed, versioned).
// A remote may also list the public reads its page makes first (ADR 011): their GET form is preloaded too.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findRemoteFor, findRpc, type Registry, type RemoteEntry } from '@musawo/shared/contracts';
import { pageLinks, parseStartList, type StartList } from '@musawo/shared/get-reads';
import { API_PATH } from '../rpc/gateway';

const startLists = new Map<string, StartList>();

/** What a released remote version lists in musawo-start.json; versions are immutable, so read once. */
async function startListOf(root: string, remote: RemoteEntry): Promise<StartList> {
  // The registry's schema allows only known remote names and semver versions: neither can leave remotes/.
  const file = join(root, 'remotes', remote.name, remote.version, 'musawo-start.json');
  const known = startLists.get(file);
  if (known) return known;
  let list: StartList = { files: [], early: [] };
  try {
    list = parseStartList(JSON.parse(await readFile(file, 'utf8')));
    // Only public reads: a preload carries no bearer token, and another user's answer must never be asked for.
    list.early = list.early.filter((read) => findRpc(read.service, read.action)?.auth === 'public');
  } catch {
    // An older release without the list: the entry alone is still worth preloading.
  }
  startLists.set(file, list);
  return list;
}

/**
 * The `Link` header value for a page at `pathname` in the registry this browser resolves to (its canary slot
 * decides, deploy-routes.ts), or undefined when no remote serves it.
 */
export async function preloadLinks(root: string, pathname: string, registry: Registry): Promise<string | undefined> {
  const remote = findRemoteFor(registry, pathname);
  if (!remote) return undefined;
  return pageLinks(API_PATH, remote, await startListOf(root, remote), pathname);
}
