// The GET form of a few public reads (ADR 011), apart from the catalogue and without zod, so that the service
// worker can read these URLs too without carrying the schemas (import it as @musawo/shared/get-reads there), and the
// page preload hints built from them, which the server's answers and the worker's saved pages both carry.
import { matchRoute } from './route-match';

export { matchRoute };

/**
 * Public reads that may also be called as `GET <api>/<SERVICE>/<ACTION>?<fields>` (every field a string): a page's
 * response can then name them in a `Link: rel=preload` header, and a phone on 3G fetches them alongside the page's
 * scripts instead of after them (issue 11, ADR 011). The POST form answers them too.
 */
export const GET_READS: ReadonlySet<string> = new Set(['doctor/getDoctor']);

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The GET URL of a call, its fields in name order: the server's preload hint and the client's fetch must be the
 * same URL, byte for byte, or the browser downloads the answer twice. Undefined when the call cannot go as a GET.
 */
export function rpcGetUrl(apiBase: string, service: string, action: string, input: Record<string, unknown>): string | undefined {
  if (!GET_READS.has(`${service}/${action}`)) return undefined;
  const params = new URLSearchParams();
  for (const name of Object.keys(input).sort()) {
    const value = input[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !FIELD_NAME.test(name)) return undefined;
    params.append(name, value);
  }
  const query = params.toString();
  return `${apiBase.replace(/\/$/, '')}/${service}/${action}${query === '' ? '' : `?${query}`}`;
}

/** The call a GET URL names (the inverse of rpcGetUrl); undefined for anything else, a repeated field included. */
export function parseRpcGetUrl(url: URL, apiPath: string): { service: string; action: string; input: Record<string, string> } | undefined {
  const prefix = `${apiPath.replace(/\/$/, '')}/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  const [service, action, ...rest] = url.pathname.slice(prefix.length).split('/');
  if (service === undefined || action === undefined || rest.length > 0 || !GET_READS.has(`${service}/${action}`)) return undefined;
  const input: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!FIELD_NAME.test(name) || Object.prototype.hasOwnProperty.call(input, name)) return undefined;
    input[name] = value;
  }
  return { service, action, input };
}

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

/** A musawo-start.json as read from disk or a cache: anything malformed is left out (file names must stay in their folder). */
export function parseStartList(json: unknown): StartList {
  const { files, early } = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  return {
    files: Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f) && !f.includes('..')) : [],
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
