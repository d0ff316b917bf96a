// The worker pool that runs the remotes' server renderers (issue 44, ADR 335): at most two threads (the machine's
// cores serve the API too), never the event loop. A renderer reaches data only through `apiBridge`: the server's own
// API, in process, as a caller with no cookie and no token, and only for public reads.
import { MessageChannel } from 'node:worker_threads';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { FastifyInstance } from 'fastify';
import { findRpc, parseRpcGetUrl, type ServerRendered, type ServerRenderInput } from '@musawo/shared/contracts';
import { API_PATH } from '../rpc/gateway';

/** A renderer's API call as it crosses to the main thread. */
interface BridgeCall {
  id: number;
  url: string;
  method: string;
  body?: string;
}
interface BridgeAnswer {
  id: number;
  status?: number;
  body?: string;
  error?: string;
}

/** The largest call body a renderer may send (a public read's input is a few ids and filters). */
const BRIDGE_BODY_LIMIT = 16 * 1024;

const refused = (status: number, code: string, message: string) => ({ status, body: JSON.stringify({ success: false, code, message }) });

/**
 * Answers a renderer's call with `app.inject`: headers are ours alone (no cookie, no authorization, whatever the
 * visitor sent), and a call that is not a public read is refused before it reaches a procedure.
 */
export function apiBridge(app: FastifyInstance) {
  return async (call: Omit<BridgeCall, 'id'>): Promise<{ status: number; body: string }> => {
    const url = new URL(call.url, 'http://musawo.invalid');
    if (url.origin !== 'http://musawo.invalid' || !(url.pathname === API_PATH || url.pathname.startsWith(`${API_PATH}/`))) return refused(404, 'NOT_FOUND', 'Not an API call');
    if (call.method === 'GET') {
      const read = parseRpcGetUrl(url, API_PATH);
      if (!read || findRpc(read.service, read.action)?.auth !== 'public') return refused(401, 'UNAUTHENTICATED', 'Server renders read public data only');
      const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'application/json' } });
      return { status: res.statusCode, body: res.body };
    }
    if (call.method !== 'POST' || url.pathname !== API_PATH || call.body === undefined || call.body.length > BRIDGE_BODY_LIMIT) return refused(400, 'BAD_REQUEST', 'Not a call');
    let parsed: unknown;
    try {
      parsed = JSON.parse(call.body);
    } catch {
      return refused(400, 'BAD_REQUEST', 'Not JSON');
    }
    const { SERVICE, ACTION } = (parsed ?? {}) as { SERVICE?: unknown; ACTION?: unknown };
    if (typeof SERVICE !== 'string' || typeof ACTION !== 'string' || findRpc(SERVICE, ACTION)?.auth !== 'public') return refused(401, 'UNAUTHENTICATED', 'Server renders read public data only');
    const res = await app.inject({ method: 'POST', url: API_PATH, payload: call.body, headers: { 'content-type': 'application/json', accept: 'application/json' } });
    return { status: res.statusCode, body: res.body };
  };
}

export type ApiBridge = ReturnType<typeof apiBridge>;

export interface RenderPool {
  /**
   * Runs `file`'s render(input); rejects when it throws or when `signal` aborts (the thread is then replaced). `cold`:
   * the renderer's first render in its thread (it loaded its code and painted its frames too).
   */
  render(file: string, key: string, input: Omit<ServerRenderInput, 'fetch'>, signal: AbortSignal): Promise<{ page: ServerRendered; cold: boolean }>;
  /** Loads `file` in every thread (a version just seen), so its first visitors do not wait for its code. */
  warm(file: string, key: string): void;
  readonly threads: number;
  close(): Promise<void>;
}

export function createRenderPool(root: string, bridge: ApiBridge, maxThreads = 2): RenderPool {
  const pool = new Piscina({
    filename: join(root, 'server', 'src', 'ssr', 'render-worker.cjs'),
    // Both threads from the start: a version's code is loaded into each as soon as the version is seen (warm()).
    minThreads: maxThreads,
    maxThreads,
    // A thread with nothing to do for a minute gives its memory (every loaded renderer) back.
    idleTimeout: 60_000,
    // Plain CommonJS runs here (render-worker.cjs and the versions' bundles): the server's TypeScript loader (tsx),
    // which threads inherit, would run every renderer's megabytes through its transform on first load.
    execArgv: [],
  });
  return {
    async render(file, key, input, signal) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (m: BridgeCall) => {
        bridge(m).then(
          (a) => port1.postMessage({ id: m.id, ...a } satisfies BridgeAnswer),
          (err: unknown) => port1.postMessage({ id: m.id, error: String(err) } satisfies BridgeAnswer),
        );
      });
      try {
        return (await pool.run({ file, key, input, port: port2 }, { transferList: [port2], signal })) as { page: ServerRendered; cold: boolean };
      } finally {
        port1.close();
      }
    },
    warm(file, key) {
      for (let i = 0; i < maxThreads; i += 1) {
        const { port1, port2 } = new MessageChannel();
        pool
          .run({ file, key, input: {}, port: port2, warmOnly: true }, { transferList: [port2] })
          .catch(() => undefined)
          .finally(() => port1.close());
      }
    },
    threads: maxThreads,
    close: () => pool.destroy(),
  };
}
