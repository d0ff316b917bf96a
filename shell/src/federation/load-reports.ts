// Reports of remote loads to the server (issue 28): every load of a remote's code (it came, or it did not) and
// every render failure, with the app, version, phase and error message only. Operations read them with
// `npm run remotes`; the server ends a canary whose failure rate is worse than the live version's. Reports are
// batched and sent once the page has settled, so they never compete with the page's own requests; when the page is
// hidden (the visitor leaves, switches tab or closes it) whatever is queued goes at once, so a short visit's
// failures are reported too (issue 46).
import type { RpcInput } from '@musawo/shared/contracts';

type Report = RpcInput<'system', 'reportRemoteLoads'>['reports'][number];

const FLUSH_AFTER_MS = 3_000;
const MAX_BATCH = 20;

let queue: Report[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(batch: Report[]): void {
  if (batch.length === 0 || typeof fetch !== 'function') return;
  // keepalive: a report made just before the visitor leaves still goes out. Failures are dropped: it is telemetry.
  fetch(__API_BASE__, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ SERVICE: 'system', ACTION: 'reportRemoteLoads', reports: batch }),
  }).catch(() => undefined);
}

function flush(): void {
  timer = undefined;
  send(queue.slice(0, MAX_BATCH));
  queue = queue.slice(MAX_BATCH);
  if (queue.length > 0) timer = setTimeout(flush, FLUSH_AFTER_MS);
}

/** The page is going away or out of sight: everything queued goes now, in batches, without waiting for the timer. */
function flushAll(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    send(queue.slice(0, MAX_BATCH));
    queue = queue.slice(MAX_BATCH);
  }
}

function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
  // pagehide also covers a page put in the back-forward cache, where visibilitychange may not fire.
  window.addEventListener('pagehide', flushAll);
}

export function reportLoad(report: Report): void {
  // The build's paint (scripts/prerender.tsx) renders the shell outside a browser: nothing to report there.
  if (typeof window === 'undefined') return;
  listenForLeaving();
  queue.push({ ...report, ...(report.error === undefined ? {} : { error: report.error.slice(0, 500) }) });
  if (queue.length >= MAX_BATCH) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}
