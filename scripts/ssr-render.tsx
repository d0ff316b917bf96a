// A remote version's server renderer (issue 44, ADR 335): bundled by its release (scripts/prerender.rspack.mjs with
// PAINT_REMOTE) into `ssr/render.cjs` in its version folder, so the sha256 manifest, release, rollback, promotion
// and canaries cover it like the browser's files. The server loads it once per render thread and calls render()
// per request (server/src/ssr/render-worker.cjs): the remote's prefetch, awaited with a time limit, then the shell's
// tree with the page in Node, signed out, with no storage. The page is what differs from the same tree rendered
// with the slot in its place (once per route and language): the server puts it into the live shell's frame.
import type { Language, PageHead, ServerRendered, ServerRenderInput } from '@musawo/shared/contracts';
import type { RemoteAppModule } from '@musawo/shared/react';
import { paintTarget } from './prerender-remote-loader';
import { PAGE_SLOT } from './prerender-slot';
import { renderTree, SLOT_VERSION, type TreeOwner } from './render-tree';
// The remote this renderer renders: prerender.rspack.mjs resolves this to remote-<PAINT_REMOTE>/src/server.ts (or src/app).
import * as painted from 'musawo-painted-app';

declare const __PAINT_OWNER__: TreeOwner & { version: string };

/** The longest the page's data may take: the server answers the frame alone after 300 ms in all. */
const PREFETCH_LIMIT_MS = 220;

const owner = __PAINT_OWNER__;
const remote = painted as RemoteAppModule;
/** The frame around the slot, per route and language: before and after the page. */
const frames = new Map<string, { before: string; after: string }>();
const languages = new Map<Language, Promise<void>>();

/** What the browser build of the remote defines; one render thread may hold several renderers, so set per render. */
function defineGlobals() {
  Object.assign(globalThis, { __APP_NAME__: `musawo_${owner.name}`, __APP_VERSION__: owner.version, __API_BASE__: '/api/v1', __SHARED_MAJOR__: 1 });
}

export async function render(input: ServerRenderInput): Promise<ServerRendered> {
  defineGlobals();
  const { prepareLanguage } = await import('../shared/src/react');
  const { createHttpGateway, createSessionStore } = await import('../shared/src/runtime');
  const { QueryClient, pageDataOf } = await import('../shared/src/query');
  let ready = languages.get(input.language);
  if (!ready) {
    ready = prepareLanguage(input.language).then(() => undefined);
    languages.set(input.language, ready);
  }
  await ready;
  paintTarget.remote = owner.name;

  const frameKey = `${input.route}|${input.language}`;
  let frame = frames.get(frameKey);
  if (!frame) {
    paintTarget.slot = true;
    const slot = await renderTree(input.route, 'page', input.language, owner, SLOT_VERSION);
    const [before, after, ...more] = slot.html.split(PAGE_SLOT);
    if (before === undefined || after === undefined || more.length > 0) throw new Error(`${owner.name}: the frame of ${input.route} has no single slot`);
    frame = { before, after };
    frames.set(frameKey, frame);
  }
  paintTarget.slot = false;

  // Signed out, nothing kept: the only way to data is the server's fetch (public reads, no credentials).
  const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const gateway = createHttpGateway({ baseUrl: '/api/v1', session: createSessionStore(noStorage, noStorage), fetch: input.fetch, timeoutMs: PREFETCH_LIMIT_MS });
  // No retries: a failed read renders as the page shows it (the browser asks again).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const context = { pathname: input.pathname, search: input.search, language: input.language, queryClient, gateway };
  if (remote.prefetch) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.resolve(remote.prefetch(context)).catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, PREFETCH_LIMIT_MS)))]);
    clearTimeout(timer);
  }
  const whole = await renderTree(`${input.pathname}${input.search}`, 'page', input.language, owner, owner.version, { gateway, queryClient });
  // React writes the page's resource hints (an <img> it preloads) ahead of the tree, having no <head> to put them in.
  const hints = /^(?:<link [^<>]*\/?>)+/.exec(whole.html)?.[0] ?? '';
  const links = hints.match(/<link [^<>]*\/?>/g) ?? [];
  whole.html = whole.html.slice(hints.length);
  const { before, after } = frame;
  // The frame around the page must be the frame around the slot, else the page cannot go into the live frame.
  if (!whole.html.startsWith(before) || !whole.html.endsWith(after) || whole.html.length < before.length + after.length) {
    throw new Error(`${owner.name} ${input.pathname} (${input.language}): the shell's frame around the page differs from the frame around its slot`);
  }
  const head: PageHead | undefined = remote.head?.({ pathname: input.pathname, search: input.search, language: input.language, queryClient, ...(input.origin === undefined ? {} : { origin: input.origin }) });
  return { html: whole.html.slice(before.length, whole.html.length - after.length), css: whole.rules, state: pageDataOf(queryClient), head, links };
}
