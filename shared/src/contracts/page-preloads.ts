// A page's preload hints (ADR 011, 327): the public reads and scripts a remote's page needs first, from the release's
// musawo-start.json. The server's answer for a page names them in its `Link` header, and the service worker's saved
// copy names the reads. Without zod; reached through `@musawo/shared/get-reads`, not the contracts every page loads.
import { rpcGetUrl } from './get-reads';
import { matchRoute } from './route-match';

/** A public read a remote's page makes first (its manifest's `earlyReads`, listed in its musawo-start.json). */
export interface EarlyRead {
  route: string;
  service: string;
  action: string;
  /** Field values; `:name` is filled from the route's parameter of that name. */
  input: Record<string, string>;
}

/** What a released remote version lists in its musawo-start.json: its page's first files and reads. */
export interface StartList {
  files: string[];
  early: EarlyRead[];
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

const isEarlyRead = (e: unknown): e is EarlyRead => {
  if (typeof e !== 'object' || e === null) return false;
  const { route, service, action, input } = e as Record<string, unknown>;
  return typeof route === 'string' && typeof service === 'string' && typeof action === 'string' && isStringRecord(input);
};

/**
 * A musawo-start.json as read from disk or a cache: anything malformed is left out (a file name has no `/`, so it
 * stays in its folder).
 */
export function parseStartList(json: unknown): StartList {
  const { files, early } = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  return {
    files: Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)) : [],
    early: Array.isArray(early) ? early.filter(isEarlyRead) : [],
  };
}

/** The GET URL of an early read for a path its route matches, `:param` values filled from it; undefined otherwise. */
export function earlyReadUrl(apiBase: string, read: EarlyRead, pathname: string): string | undefined {
  const params = matchRoute(read.route, pathname);
  if (params === undefined) return undefined;
  const input: Record<string, string> = {};
  for (const [name, value] of Object.entries(read.input)) {
    const filled = value.startsWith(':') ? params[value.slice(1)] : value;
    // A parameter the route does not have: the page could not be asking for this, so preload nothing.
    if (filled === undefined) return undefined;
    input[name] = filled;
  }
  return rpcGetUrl(apiBase, read.service, read.action, input);
}

/** The remote version that serves a page, as a registry names it. */
export interface PageRemote {
  name: string;
  version: string;
  /** The registry's entry URL, with its content query. */
  entry: string;
}

/** `Link` header entries that have the browser fetch a page's first API reads at once (ADR 011). */
export function earlyReadLinks(apiBase: string, list: StartList, pathname: string): string[] {
  // `crossorigin` makes the preload a CORS request with same-origin credentials, as the page's fetch() is.
  return list.early.flatMap((read) => earlyReadUrl(apiBase, read, pathname) ?? []).map((u) => `<${u}>; rel=preload; as=fetch; crossorigin=anonymous`);
}

/**
 * The `Link` header value of the server's answer for a page: its first API reads, then its remote's entry and first
 * scripts, fetched alongside the shell's (ADR 010, 011). Undefined for a remote served from elsewhere.
 */
export function pageLinks(apiBase: string, remote: PageRemote, list: StartList, pathname: string): string | undefined {
  if (!remote.entry.startsWith('/remotes/')) return undefined;
  const dir = `/remotes/${encodeURIComponent(remote.name)}/${encodeURIComponent(remote.version)}/`;
  // Low priority: the shell's own scripts must still arrive first (they run first); these fill the rest of the link.
  const scripts = [remote.entry, ...list.files.map((f) => dir + f)].map((u) => `<${u}>; rel=preload; as=script; fetchpriority=low`);
  return [...earlyReadLinks(apiBase, list, pathname), ...scripts].join(', ');
}
