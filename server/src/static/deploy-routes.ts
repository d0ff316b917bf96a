// Serves the built site from DEPLOY_DIR: /remotes.json, /remotes/** and the shell with its SPA fallback.
// Paths are resolved on every request (no file list cached at boot), so `release` and `rollback` take
// effect immediately without restarting the server.
import { stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { cacheControlFor, IMMUTABLE, remoteCacheControl } from './cache-policy';
import { preloadLinks } from './preload-links';
import { safeResolve } from './safe-resolve';
import { sendFile } from './send-file';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}


const notFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

/**
 * Security headers that only act on a document or a worker: a content-hashed script or image served with
 * `nosniff` and `Cross-Origin-Resource-Policy` (both kept) gains nothing from them, and on a 3G link each copy is
 * ~750 bytes per file before the page can start (ADR 010). Pages, `sw.js` and the registry keep all; API answers
 * carry their own subset (`apiSecurityHeaders`, ADR 302).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

function sendAsset(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) {
  if (cacheControl === IMMUTABLE) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  return sendFile(request, reply, file, cacheControl);
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

const wildcard = (request: FastifyRequest): string => (request.params as { '*'?: string })['*'] ?? '';

export function registerDeployRoutes(app: FastifyInstance, deployDir: string): void {
  const root = resolve(deployDir);

  app.get('/remotes.json', async (request, reply) => {
    const file = join(root, 'remotes.json');
    if (!(await isFile(file))) throw notFound();
    return sendFile(request, reply, file, cacheControlFor(file));
  });

  app.get('/remotes/*', async (request, reply) => {
    const rel = wildcard(request);
    const file = safeResolve(join(root, 'remotes'), rel);
    if (file === undefined || !(await isFile(file))) throw notFound();
    return sendAsset(request, reply, file, remoteCacheControl(rel, (request.query as { v?: unknown } | undefined)?.v));
  });

  app.get('/*', async (request, reply) => {
    const path = wildcard(request);
    // /api and /remotes have their own handlers; anything under them that reaches here does not exist.
    if (/^(api|remotes)(\/|$)/.test(path)) throw notFound();
    const base = join(root, 'shell');
    const file = safeResolve(base, path);
    if (file !== undefined && file !== base && (await isFile(file))) return sendAsset(request, reply, file, cacheControlFor(file));
    // A missing asset (it has an extension) is a 404: answering index.html would hand HTML to a <script>. Other paths
    // answer the app's page to whoever asks for HTML; the site's root answers it to anyone (`curl localhost:8080`).
    if (extname(path) !== '' || (path !== '' && !acceptsHtml(request))) throw notFound();
    // index.html carries the prerendered first view of `/`; every other app path gets spa.html (the shell's frame
    // painted, no page in it), so a visitor opening /doctor/42 never sees the home page painted before the app starts.
    const index = join(base, 'index.html');
    const spa = join(base, 'spa.html');
    const page = path !== '' && (await isFile(spa)) ? spa : index;
    if (!(await isFile(page))) throw new AppError(404, 'NOT_BUILT', 'The web app is not built yet: run `npm run build`, then reload.');
    const links = await preloadLinks(root, `/${path}`);
    if (links) reply.header('link', links);
    return sendFile(request, reply, page, cacheControlFor(page));
  });
}
