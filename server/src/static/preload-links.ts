// `Link: rel=preload` for the remote that serves a page (ADR 010). The shell only learns which remote it needs once
// its own scripts have downloaded and run; on 3G that was two more round trips (the remote's entry, then its App
// chunks) before anything of the page could render. The server knows the registry, so the page's response names
// those files and the browser fetches them alongside the shell's. Files listed are immutable (hashed, versioned).
// A remote may also list the public reads its page makes first (ADR 011): their GET form is preloaded too.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findRemoteFor, findRpc, type Registry, type RemoteEntry, routeParams, rpcGetUrl } from '@musawo/shared/contracts';
import { API_PATH } from '../rpc/gateway';

/** A public read a remote's page makes first (its build's `earlyReads`, ADR 011). */
interface EarlyRead {
  route: string;
  service: string;
  action: string;
  input: Record<string, string>;
}

interface StartList {
  files: string[];
  early: EarlyRead[];
}

const startLists = new Map<string, StartList>();

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

function earlyReadsOf(json: unknown): EarlyRead[] {
  if (!Array.isArray(json)) return [];
  return json.filter(
    (e): e is EarlyRead =>
      typeof e === 'object' && e !== null && typeof e.route === 'string' && typeof e.service === 'string' && typeof e.action === 'string' && isStringRecord(e.input),
  );
}

/** The GET URL of an early read for this path: `:param` values filled from it; only public reads with a GET form. */
function earlyReadUrl(read: EarlyRead, pathname: string): string | undefined {
  const params = routeParams(read.route, pathname);
  if (params === undefined || findRpc(read.service, read.action)?.auth !== 'public') return undefined;
  const input: Record<string, string> = {};
  for (const [name, value] of Object.entries(read.input)) {
    const filled = value.startsWith(':') ? params[value.slice(1)] : value;
    // A parameter the route does not have: the page could not be asking for this, so preload nothing.
    if (filled === undefined) return undefined;
    input[name] = filled;
  }
  return rpcGetUrl(API_PATH, read.service, read.action, input);
}

/** What a released remote version lists in musawo-start.json; versions are immutable, so read once. */
async function startListOf(root: string, remote: RemoteEntry): Promise<StartList> {
  // The registry's schema allows only known remote names and semver versions: neither can leave remotes/.
  const file = join(root, 'remotes', remote.name, remote.version, 'musawo-start.json');
  const known = startLists.get(file);
  if (known) return known;
  const list: StartList = { files: [], early: [] };
  try {
    const json = JSON.parse(await readFile(file, 'utf8')) as { files?: unknown; early?: unknown };
    list.files = Array.isArray(json.files) ? json.files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)) : [];
    list.early = earlyReadsOf(json.early);
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
  if (!remote || !remote.entry.startsWith('/remotes/')) return undefined;
  const dir = `/remotes/${encodeURIComponent(remote.name)}/${encodeURIComponent(remote.version)}/`;
  const list = await startListOf(root, remote);
  // The page's first API reads: a few KB, asked for at once so that they are in before any script could ask.
  // `crossorigin` makes the preload a CORS request with same-origin credentials, as the page's fetch() is.
  const reads = list.early.flatMap((read) => earlyReadUrl(read, pathname) ?? []).map((u) => `<${u}>; rel=preload; as=fetch; crossorigin=anonymous`);
  const scripts = [remote.entry, ...list.files.map((f) => dir + f)];
  // Low priority: the shell's own scripts must still arrive first (they run first); these fill the rest of the link.
  return [...reads, ...scripts.map((u) => `<${u}>; rel=preload; as=script; fetchpriority=low`)].join(', ');
}
