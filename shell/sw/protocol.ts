// The messages the service worker and the shell's offline banner exchange. Plain data, no DOM or worker types,
// so both the worker build and the page build can import it.

/** Worker -> page: where the answer to an API read came from. */
export const SW_API_SOURCE = 'musawo:api-source';
/** Page -> worker: same-origin URLs the page loaded before the worker controlled it (copied from the HTTP cache). */
export const SW_KEEP_URLS = 'musawo:keep-urls';
/** Response header the worker sets on an API answer it served from its cache. */
export const OFFLINE_HEADER = 'x-musawo-offline';

export interface ApiSourceMessage {
  type: typeof SW_API_SOURCE;
  source: 'network' | 'cache';
}
export interface KeepUrlsMessage {
  type: typeof SW_KEEP_URLS;
  urls: string[];
}

export function isApiSourceMessage(data: unknown): data is ApiSourceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.type === SW_API_SOURCE && (d.source === 'network' || d.source === 'cache');
}

export function isKeepUrlsMessage(data: unknown): data is KeepUrlsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.type === SW_KEEP_URLS && Array.isArray(d.urls) && d.urls.every((u) => typeof u === 'string');
}
