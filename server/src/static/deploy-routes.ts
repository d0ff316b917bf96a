// Serves the built site (ADR 102, ADR 322, ADR 306): /remotes.json, /remotes/** and the live shell version with its
// SPA fallback. What is live comes from the registry in the database, kept as a snapshot swapped whole
// (release/deploy-state.ts), so `release`, `rollback` and `promote` from any machine take effect at once, without a
// restart, and a swap never hands out a torn registry. Version files come from this machine's copy of the artifact
// store (release/artifact-cache.ts), each checked against its version's manifest before it is first served: a
// damaged or missing file is refused, never served. Each browser gets a canary slot (a random id in a cookie): its registry,
// its page's preload Link header and its server-rendered page (the owner's rendering in the shell's frame, ADR 335)
// all follow the same resolution. Files go out through
// @fastify/static (file-server.ts); published version folders are immutable, so a file is never read mid-change.
import { createHash, randomInt } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findRemoteFor, guardFor, isLanguage, type Language, languageFromCookie, languagePath, matchesRoute, splitLanguagePath } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { AppError } from '../errors';
import type { Artifacts } from '../release/artifact-cache';
import { ArtifactError } from '../release/artifact-store';
import { type DeployStateReader, resolveRegistry, type Snapshot } from '../release/deploy-state';
import { insertRemoteReports } from '../release/remote-reports-repo';
import { apiBridge, createRenderPool } from '../ssr/render-pool';
import { createServerRenderer } from '../ssr/server-render';
import { isServerOnly, RENDERER_FILE } from '../ssr/version-dir';
import { cacheControlFor, hasContentHash, NO_CACHE, remoteCacheControl } from './cache-policy';
import { refusedPathIsNotFound, sendStaticFile } from './file-server';
import { preloadLinks } from './preload-links';

/** The owner's `<remote>@<version>` a page was answered for (painted or not): the service worker keys its copy by it. */
export const PAINTED_FOR_HEADER = 'x-musawo-painted-for';

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

const VERSION_PATH = /^([a-z][a-z0-9-]{0,40})\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\/(.+)$/;
const SEMVER_DIR = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const damaged = () => new AppError(502, 'DAMAGED_FILE', 'This file failed its integrity check and was not served.');

/**
 * Brings the version a /remotes/ path names to this machine and checks the file against its manifest, refusing a
 * damaged one. A path that names no version (an older layout) is left to the file server as before.
 */
async function checkedRemoteFile(artifacts: Artifacts, rel: string): Promise<void> {
  const m = VERSION_PATH.exec(rel);
  if (m === null) return;
  const [, name, version, file] = m as unknown as [string, string, string, string];
  let dir: string;
  try {
    dir = await artifacts.localVersionDir(name, version);
  } catch (err) {
    if (err instanceof ArtifactError) throw err.damaged ? damaged() : notFound();
    // The store does not answer and this machine has no copy: a server error the browser's Retry may outlive.
    throw new AppError(503, 'UPSTREAM_FAILED', 'This version is not available on this server right now.');
  }
  const verdict = await artifacts.verifyFile(dir, file);
  if (verdict === 'absent') throw notFound();
  if (verdict === 'damaged') throw damaged();
}

/** The longest query string a server render is asked for (search results read a few filters and a page). */
const MAX_SEARCH = 1024;

export interface DeployRouteOptions {
  /** The repository (the render threads' code is there). */
  repoRoot: string;
  /** The site's public origin, for canonical and alternate links. */
  publicUrl: string;
  db: Db;
  now: () => Date;
  /** Render threads (2 by default; the machine's cores serve the API too). */
  renderThreads?: number;
  /** A render later than this is answered with the frame alone (300 ms). */
  renderLimitMs?: number;
}

export function registerDeployRoutes(app: FastifyInstance, deploy: DeployStateReader, artifacts: Artifacts, options: DeployRouteOptions): DeployStateReader {
  const root = resolve(artifacts.localRoot);
  const errorHandler = refusedPathIsNotFound(app);
  const pool = createRenderPool(options.repoRoot, apiBridge(app), options.renderThreads);
  app.addHook('onClose', () => pool.close());
  const renderer = createServerRenderer({
    // Code is run only from a version this machine fetched and whose renderer matches the version's manifest.
    rendererOf: async (name, version) => {
      try {
        const dir = await artifacts.localVersionDir(name, version);
        return (await artifacts.verifyFile(dir, RENDERER_FILE)) === 'ok' ? join(dir, RENDERER_FILE) : undefined;
      } catch (err) {
        app.log.warn({ err }, `no renderer for ${name}@${version}`);
        return undefined;
      }
    },
    publicUrl: options.publicUrl,
    pool,
    now: options.now,
    limitMs: options.renderLimitMs,
    log: (err, message) => app.log.warn({ err }, message),
    // Counted like a browser's failed render of the version (`npm run remotes`, the canary guard).
    report: (r) => void insertRemoteReports(options.db, [r], options.now()).catch((err: unknown) => app.log.error({ err }, 'could not record a render report')),
  });

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
    const rel = withoutRetrySegment(wildcard(request));
    // A version's server renderer is the server's: never sent to a browser.
    if (isServerOnly(rel.split('/').slice(2).join('/'))) throw notFound();
    await checkedRemoteFile(artifacts, rel);
    return sendStaticFile(reply, join(root, 'remotes'), rel, remoteCacheControl(rel, (request.query as { v?: unknown } | undefined)?.v));
  });

  /**
   * The page for `pathname` in `lang` (ADR 335): for a public route, the live (or this browser's canary) owner's
   * server rendering inside the live shell's frame; else, or when that render fails or is late, the frame with the
   * loading state (spa.html). Always the signed-out view: nothing of the request but its path, query, language and
   * canary slot is used.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, base: string, pathname: string, search: string, lang: Language, snapshot: Snapshot | undefined): Promise<FastifyReply> {
    const registry = snapshot && resolveRegistry(snapshot.state, browserId(request, reply));
    const owner = registry && findRemoteFor(registry, pathname);
    const links = registry && (await preloadLinks(root, pathname, registry));
    if (links) reply.header('link', links);
    // One URL, a page per canary slot: caches must key it by the cookie. The service worker drops a saved page made
    // for another version of its owner than the registry now names (shell/sw).
    reply.header('vary', 'Cookie, Accept-Encoding');
    if (owner) reply.header(PAINTED_FOR_HEADER, `${owner.name}@${owner.version}`);
    const route = owner?.routes.find((r) => matchesRoute(r, pathname));
    const rendered =
      registry && owner && route !== undefined && guardFor(registry, pathname) === 'public' && search.length <= MAX_SEARCH
        ? await renderer.page({ shellDir: base, owner, route, pathname, search, language: lang })
        : undefined;
    if (!rendered) {
      const spa = lang !== 'en' && (await isFile(join(base, `spa.${lang}.html`))) ? `spa.${lang}.html` : 'spa.html';
      if (!(await isFile(join(base, spa)))) throw new AppError(404, 'NOT_BUILT', 'The web app is not built yet: run `npm run build`, then reload.');
      return sendStaticFile(reply, base, spa, NO_CACHE);
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const etag = encoding === undefined ? rendered.etag : `${rendered.etag.slice(0, -1)}-${encoding}"`;
    reply.code(rendered.status).header('cache-control', NO_CACHE).header('etag', etag).type('text/html; charset=utf-8');
    const match = request.headers['if-none-match'];
    if (rendered.status === 200 && match !== undefined && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    if (encoding === undefined) return reply.send(rendered.body);
    return reply.header('content-encoding', encoding).send(await rendered.encoded(encoding));
  }

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
    const query = request.url.indexOf('?');
    const search = query < 0 ? '' : request.url.slice(query);
    // index.html, index.lg.html...: `/` in that language (the service worker saves them by name).
    const asked = /^index(?:\.([a-z]{2}))?\.html$/.exec(path);
    if (asked) {
      const lang = asked[1] ?? 'en';
      if (!isLanguage(lang)) throw notFound();
      return sendPage(request, reply, base, '/', '', lang, snapshot);
    }
    if (extname(path) !== '') {
      const dir = await shellFileDir(base, path);
      if (SEMVER_DIR.test(basename(dir)) && isPlainPath(path)) {
        const verdict = await artifacts.verifyFile(dir, path);
        if (verdict === 'absent') throw notFound();
        if (verdict === 'damaged') throw damaged();
      }
      return sendStaticFile(reply, dir, path, cacheControlFor(path));
    }
    if (path !== '' && !acceptsHtml(request)) throw notFound();
    // Each language has its address (issue 44): `/lg/doctor/7` is /doctor/7 in Luganda, no prefix is English. Under
    // a prefix there are pages only: `/lg/remotes.json`, `/lg/api/...` or a file name are not a thing.
    const { language, path: pathname, prefixed } = splitLanguagePath(`/${path}`);
    if (prefixed && (/^\/(api|remotes)(\/|$)/.test(pathname) || extname(pathname) !== '' || pathname === '/remotes.json')) throw notFound();
    // The `lang` cookie is a preference: a navigation to an English address goes to the chosen language's own.
    const preferred = languageFromCookie(request.headers.cookie);
    if (!prefixed && preferred !== undefined && preferred !== 'en' && acceptsHtml(request)) {
      return reply.header('vary', 'Cookie').header('cache-control', NO_CACHE).redirect(`${languagePath(preferred, pathname)}${search}`, 302);
    }
    return sendPage(request, reply, base, pathname, search, language, snapshot);
  });
  return deploy;
}

/**
 * A version's files are served under `retry-<n>/` too (`/remotes/booking/1.0.0/retry-1/776.ab12.js`): the shell's Retry
 * loads a remote from there, so the browser asks for its chunks afresh instead of handing back a request for the
 * same address that is still hanging (a browser joins a new script to a load of the same URL under way; issue 46).
 */
function withoutRetrySegment(rel: string): string {
  return rel.replace(/^([^/]+\/[^/]+\/)retry-\d{1,3}\//, '$1');
}
