// Files from disk go out through @fastify/static's `reply.sendFile` (ADR 102): content type, ETag/Last-Modified with
// 304s, byte ranges (video seeking), and the .br/.gz siblings the build writes beside text files, chosen by the
// request's Accept-Encoding. The plugin serves no URL by itself: our routes choose the file for a URL (the SPA
// fallback, the registry) and its Cache-Control (cache-policy.ts), which is set only once the file is found, so a
// 404 never carries a year-long cache header.
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from './cache-policy';

/**
 * Security headers that only act on a document or a worker: a content-hashed script or image served with
 * `nosniff` and `Cross-Origin-Resource-Policy` (both kept) gains nothing from them, and on a 3G link each copy is
 * ~750 bytes per file before the page can start (ADR 010). Pages, `sw.js` and the registry keep all; API answers
 * carry their own subset (ADR 302).
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

export async function registerFileServer(app: FastifyInstance): Promise<void> {
  // RFC 9239: JavaScript is text/javascript (the mime table still says application/javascript).
  send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);
  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    // cache-policy.ts decides, per file (sendStaticFile).
    cacheControl: false,
    // Dotfiles (.env, .git) are never read from disk.
    dotfiles: 'ignore',
    // A directory is not a page: the routes answer the app's page themselves.
    index: false,
  });
}

/**
 * Sends `relPath` (a URL path, not yet checked) from inside `root` with `cacheControl`; a path that does not exist
 * there answers the not-found handler's 404. An immutable file drops the document-only security headers that
 * helmet set on the request.
 */
export function sendStaticFile(reply: FastifyReply, root: string, relPath: string, cacheControl: string): FastifyReply {
  return reply.sendFile(`/${relPath}`, root, {
    onFile: () => {
      reply.header('cache-control', cacheControl);
      // helmet writes its headers straight onto the raw response, so they are removed there.
      if (cacheControl === IMMUTABLE) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    },
  });
}

/**
 * A route `errorHandler` for the routes that send files: a path the file server refuses (`..`, a backslash, a NUL
 * byte, `//`: 400 or 403 from @fastify/static) is, to the client, a file that is not there, as before the plugin.
 */
export function refusedPathIsNotFound(app: FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.statusCode === 400 || error.statusCode === 403) {
      reply.callNotFound();
      return reply;
    }
    return app.errorHandler(error, request, reply);
  };
}
