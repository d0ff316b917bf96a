// Serves the built site from DEPLOY_DIR (ADR 102, ADR 322): /remotes.json, /remotes/** and the live shell version
// with its SPA fallback. What is live comes from remotes.json, read whole into a snapshot when it changes
// (release/deploy-state.ts), so `release`, `rollback` and `promote` take effect at once, without a restart, and a
// swap never hands out a torn registry. Each browser gets a canary slot (a random id in a cookie): its registry,
// its page's preload Link header and its painted first view all follow the same resolution. Files go out through
// @fastify/static (file-server.ts); published version folders are immutable, so a file is never read mid-change.
import { createHash, randomInt } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findRemoteFor, languageFromCookie } from '@musawo/shared/contracts';
import { AppError } from '../errors';
import { createDeployState, type DeployStateReader, resolveRegistry } from '../release/deploy-state';
import { cacheControlFor, hasContentHash, NO_CACHE, remoteCacheControl } from './cache-policy';
import { refusedPathIsNotFound, sendStaticFile } from './file-server';
import { preloadLinks } from './preload-links';

/** The cookie that keeps a browser on the same side of every canary: a random number, nothing about the person. */
export const CANARY_COOKIE = 'musawo_canary';
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,10})(?:;|$)`);

/** The browser's canary id, handed out (Set-Cookie, a year) to a browser that has none yet. */
function browserId(request: FastifyRequest, reply: FastifyReply): string {
  const known = COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
  if (known !== undefined) return known;
  const id = String(randomInt(0, 2 ** 31));
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${CANARY_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`);
  return id;
}

/** A relative path that stays inside its folder (the plugin refuses the others itself; this guards our own lookups). */
const isPlainPath = (p: string) => !p.split('/').some((s) => s === '..' || s === '') && !/[\\\0]/.test(p);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

const wildcard = (request: FastifyRequest): string => (request.params as { '*'?: string })['*'] ?? '';

/**
 * The shell folder that has a shell file: the live version's, or for a content-hashed file missing there, the
 * newest other published shell version that has it (a tab opened before a shell release or rollback still finds
 * the lazy chunks of the shell it runs).
 */
async function shellFileDir(live: string, path: string): Promise<string> {
  if (!hasContentHash(path) || !isPlainPath(path) || (await isFile(join(live, path)))) return live;
  const versions = join(live, '..');
  const others = await readdir(versions).catch(() => [] as string[]);
  for (const v of others.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))) {
    if (/^\d+\.\d+\.\d+/.test(v) && (await isFile(join(versions, v, path)))) return join(versions, v);
  }
  return live;
}

export function registerDeployRoutes(app: FastifyInstance, deployDir: string): DeployStateReader {
  const root = resolve(deployDir);
  const errorHandler = refusedPathIsNotFound(app);
  const deploy = createDeployState(root, (error) => app.log.error({ deployDir: root }, `${error}; serving the last good registry`));

  // The registry this browser resolves to, always revalidated, so a release or a rollback reaches every visitor
  // at once (ADR 320). Sent from memory, whole; its ETag is its content. A missing file is a 404.
  app.get('/remotes.json', async (request, reply) => {
    const snapshot = await deploy.read();
    if (snapshot === undefined) throw notFound();
    const body = JSON.stringify(resolveRegistry(snapshot.state, browserId(request, reply)));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const modified = new Date(Math.floor(snapshot.modified.getTime() / 1000) * 1000);
    reply.header('cache-control', NO_CACHE).header('etag', etag).header('last-modified', modified.toUTCString()).header('vary', 'cookie');
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    const match = request.headers['if-none-match'];
    if (match !== undefined ? match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag) : since >= modified.getTime()) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/remotes/*', { errorHandler }, async (request, reply) => {
    const rel = wildcard(request);
    return sendStaticFile(reply, join(root, 'remotes'), rel, remoteCacheControl(rel, (request.query as { v?: unknown } | undefined)?.v));
  });

  app.get('/*', { errorHandler }, async (request, reply) => {
    const path = wildcard(request);
    // /api and /remotes have their own handlers; anything under them that reaches here does not exist.
    if (/^(api|remotes)(\/|$)/.test(path)) throw notFound();
    // A path with an extension names a file: served when it is there, else a 404 (answering index.html would hand
    // HTML to a <script>). The app's own paths have none (a dotfile's name is no extension: never read, see
    // file-server.ts), so they answer the app's page to whoever asks for HTML; the site's root answers it to
    // anyone (`curl localhost:8080`).
    const snapshot = await deploy.read();
    const base = deploy.shellDir(snapshot?.state);
    if (extname(path) !== '') return sendStaticFile(reply, await shellFileDir(base, path), path, cacheControlFor(path));
    if (path !== '' && !acceptsHtml(request)) throw notFound();
    const registry = snapshot && resolveRegistry(snapshot.state, browserId(request, reply));
    // index.html carries the prerendered first view of `/`; every other app path gets spa.html (the shell's frame
    // painted, no page in it), so a visitor opening /doctor/42 never sees the home page painted before the app starts.
    // `/` too gets the frame when this browser loads another discovery version than the one painted (a canary).
    const hasSpa = await isFile(join(base, 'spa.html'));
    const home = registry && findRemoteFor(registry, '/');
    const paintedFrom = await deploy.paintedFrom(snapshot?.state);
    const paintedForOther = paintedFrom !== undefined && home !== undefined && paintedFrom !== `${home.name}@${home.version}`;
    const kind = hasSpa && (path !== '' || paintedForOther) ? 'spa' : 'index';
    // In the visitor's language (the `lang` cookie the language control sets, ADR 016), where the build painted it.
    const lang = languageFromCookie(request.headers.cookie);
    const localized = lang !== undefined && lang !== 'en' ? `${kind}.${lang}.html` : undefined;
    const page = localized !== undefined && (await isFile(join(base, localized))) ? localized : `${kind}.html`;
    if (!(await isFile(join(base, page)))) throw new AppError(404, 'NOT_BUILT', 'The web app is not built yet: run `npm run build`, then reload.');
    const links = registry && (await preloadLinks(root, `/${path}`, registry));
    if (links) reply.header('link', links);
    // One URL, a page per language and per canary slot: caches must key it by the cookie.
    reply.header('vary', 'Cookie');
    return sendStaticFile(reply, base, page, NO_CACHE);
  });
  return deploy;
}
