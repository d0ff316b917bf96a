// A render thread of the server's pool (ADR 335, piscina). Plain CommonJS so the same file runs under tsx, the
// compiled server and jest. It loads each version's renderer (`ssr/render.cjs`) once and calls it with a fetch that
// reaches the server's API through the main thread, as a signed-out caller: nothing here can carry a visitor.
'use strict';

/** Renderers by file; a file's identity (inode, mtime) is in `key`, so a `--dev` folder replaced whole is read again. */
const loaded = new Map();

/**
 * @param {string} file
 * @param {string} key
 * @returns {{ render(input: unknown): Promise<unknown> }}
 */
function renderer(file, key) {
  const known = loaded.get(file);
  if (known && known.key === key) return known.mod;
  delete require.cache[require.resolve(file)];
  // A version's renderer is CommonJS loaded from its version folder at run time: nothing to import statically.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file);
  if (typeof mod.render !== 'function') throw new Error(`${file} exports no render()`);
  loaded.set(file, { key, mod });
  return mod;
}

/** A fetch over `port`: the main thread answers { status, body } for the API call, or refuses it. */
/**
 * @param {import('node:worker_threads').MessagePort} port
 * @returns {(input: string | URL, init?: { method?: string; body?: unknown }) => Promise<Response>}
 */
function portFetch(port) {
  let next = 0;
  /** @type {Map<number, (m: { status?: number; body?: string; error?: string }) => void>} */
  const pending = new Map();
  port.on('message', (/** @type {{ id: number; status?: number; body?: string; error?: string }} */ m) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    p(m);
  });
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, (m) => (m.error ? reject(new TypeError(m.error)) : resolve(new Response(m.body, { status: m.status, headers: { 'content-type': 'application/json' } }))));
      port.postMessage({ id, url: String(input), method: init.method ?? 'GET', body: typeof init.body === 'string' ? init.body : undefined });
    });
}

/** Renderers that have rendered in this thread: a first render also loads code and paints frames (cold). */
const warm = new Set();

/**
 * The page, and whether this was the renderer's first render in this thread (its lateness is then the loading's,
 * not the version's: the server does not count it).
 * @param {{ file: string; key: string; input: Record<string, unknown>; port: import('node:worker_threads').MessagePort; warmOnly?: boolean }} task
 */
module.exports = async function render({ file, key, input, port, warmOnly }) {
  try {
    const mod = renderer(file, key);
    // A version just seen: its code loaded in this thread before its first visitor needs it.
    if (warmOnly) return { page: null, cold: true };
    const cold = !warm.has(key);
    const page = await mod.render({ ...input, fetch: portFetch(port) });
    warm.add(key);
    return { page, cold };
  } finally {
    port.close();
  }
};
