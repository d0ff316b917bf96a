// Serves the built site from DEPLOY_DIR: /remotes.json, /remotes/** and the shell with its SPA fallback.
// Paths are resolved on every request (no file list cached at boot), so `release` and `rollback` take
// effect immediately without restarting the server. Files go out through @fastify/static (file-server.ts).
import { stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFromCookie } from '@musawo/shared/contracts';
import { AppError } from '../errors';
import { cacheControlFor, NO_CACHE, remoteCacheControl } from './cache-policy';
import { refusedPathIsNotFound, sendStaticFile } from './file-server';
import { preloadLinks } from './preload-links';

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

export function registerDeployRoutes(app: FastifyInstance, deployDir: string): void {
  const root = resolve(deployDir);
  const errorHandler = refusedPathIsNotFound(app);

  // The registry: read from disk on every request and always revalidated, so a release or a rollback reaches
  // every visitor at once (ADR 320). A missing file is a 404.
  app.get('/remotes.json', { errorHandler }, async (_request, reply) => sendStaticFile(reply, root, 'remotes.json', NO_CACHE));

  app.get('/remotes/*', { errorHandler }, async (request, reply) => {
    const rel = wildcard(request);
    return sendStaticFile(reply, join(root, 'remotes'), rel, remoteCacheControl(rel, (request.query as { v?: unknown } | undefined)?.v));
  });

  app.get('/*', { errorHandler }, async (request, reply) => {
    const path = wildcard(request);
    // /api and /remotes have their own handlers; anything under them that reaches here does not exist.
    if (/^(api|remotes)(\/|$)/.test(path)) throw notFound();
    const base = join(root, 'shell');
    // A path with an extension names a file: served when it is there, else a 404 (answering index.html would hand
    // HTML to a <script>). The app's own paths have none (a dotfile's name is no extension: never read, see
    // file-server.ts), so they answer the app's page to whoever asks for HTML; the site's root answers it to
    // anyone (`curl localhost:8080`).
    if (extname(path) !== '') return sendStaticFile(reply, base, path, cacheControlFor(path));
    if (path !== '' && !acceptsHtml(request)) throw notFound();
    // index.html carries the prerendered first view of `/`; every other app path gets spa.html (the shell's frame
    // painted, no page in it), so a visitor opening /doctor/42 never sees the home page painted before the app starts.
    const kind = path !== '' && (await isFile(join(base, 'spa.html'))) ? 'spa' : 'index';
    // In the visitor's language (the `lang` cookie the language control sets, ADR 016), where the build painted it.
    const lang = languageFromCookie(request.headers.cookie);
    const localized = lang !== undefined && lang !== 'en' ? `${kind}.${lang}.html` : undefined;
    const page = localized !== undefined && (await isFile(join(base, localized))) ? localized : `${kind}.html`;
    if (!(await isFile(join(base, page)))) throw new AppError(404, 'NOT_BUILT', 'The web app is not built yet: run `npm run build`, then reload.');
    // One URL, a page per language: caches must key it by the cookie.
    reply.header('vary', 'Cookie');
    const links = await preloadLinks(root, `/${path}`);
    if (links) reply.header('link', links);
    return sendStaticFile(reply, base, page, NO_CACHE);
  });
}
