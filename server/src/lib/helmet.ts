// Security headers: @fastify/helmet on every response (ADR 300, 302). Pages, the service worker, the registry and
// media carry helmet's full set with the front-end's Content-Security-Policy; API answers (everything under /api/)
// the subset that guards JSON.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The pages' policy: scripts from this origin only, never inline ones. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // styled-components injects <style> tags at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

const PAGE_HELMET: FastifyHelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } };

/**
 * The security headers of an API answer: JSON that no browser renders as a page, so the headers that only act on
 * a document or a worker do nothing there. What stays is what guards a JSON answer (OWASP's list for REST answers):
 * `nosniff`, `Cross-Origin-Resource-Policy` (no other site may read it with a plain `<script>` or `<img>`), HSTS,
 * and a policy forbidding framing and every subresource. About 400 bytes less on every API answer, which a 3G phone
 * downloads before it can use the answer (ADR 302). Route options replace PAGE_HELMET's key by key.
 */
const API_HELMET: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const isApiPath = (url: string): boolean => url.startsWith('/api/');

/**
 * Registers helmet before any route: every route under /api/ gets API_HELMET (helmet's per-route options), and
 * one catch-all route gives it to the /api/ paths no route serves (their 404, a CORS preflight), which helmet
 * would otherwise treat as pages.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url) && route.helmet === undefined) route.helmet = API_HELMET;
  });
  await app.register(fastifyHelmet, PAGE_HELMET);
  // In onRequest, after helmet's and CORS's hooks (a preflight is answered there) and before any body is read.
  const notFound = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.callNotFound();
    return reply;
  };
  app.all('/api/*', { onRequest: notFound }, notFound);
}
