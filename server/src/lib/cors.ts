// CORS for the app: @fastify/cors when CORS_ORIGINS names origins; otherwise only what that plugin would do
// with `origin: false`, without its per-request hook.
//
// With `origin: false` the plugin's onRequest hook never adds a header and never answers a preflight, yet it
// runs on every request: it reads `request.routeOptions` (a getter that builds a fresh object each time) twice
// and spreads its ~15 options into a new object (ADR 302 on spreads), a few µs of a cheap API call. All that
// remains of the plugin then is its `OPTIONS *` route, which hands every preflight to the not-found handler,
// and the `corsPreflightEnabled` request flag (always false). Those two are reproduced here, so the answers
// are the same (tested against the plugin in cors.integration.test.ts). No route of ours sets `config.cors`,
// the only other thing the hook would read.
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by @fastify/cors while it answers an allowed preflight; always false without allowed origins. */
    corsPreflightEnabled: boolean;
  }
  interface FastifySchema {
    /** Read by schema generators (swagger): the plugin hides its OPTIONS route from them. */
    hide?: boolean;
  }
}

export type CorsSettings = Omit<FastifyCorsOptions, 'origin' | 'hook' | 'delegator' | 'preflight' | 'hideOptionsRoute' | 'logLevel'>;

export async function registerCors(app: FastifyInstance, origins: readonly string[], settings: CorsSettings): Promise<void> {
  if (origins.length > 0) {
    await app.register(fastifyCors, { ...settings, origin: [...origins] });
    return;
  }
  app.decorateRequest('corsPreflightEnabled', false);
  // The plugin's own route for this case: hidden from schemas, default log level, every preflight a 404.
  app.options('*', { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
  });
}
