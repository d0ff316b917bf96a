// The GET form of a few public reads (ADR 011), apart from the catalogue and without zod, so that the service
// worker can read these URLs too without carrying the schemas (import it as @musawo/shared/get-reads there).

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
