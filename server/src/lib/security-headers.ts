// @fastify/helmet builds helmet's whole middleware (option parsing, the CSP string, a dozen setHeader calls
// through two async hooks) on every request: a measurable share of a cheap API call's CPU (ADR 300). Our
// helmet options are static (no CSP nonces, no per-route options), so the headers are the same on every
// response: this runs the same plugin with the same options once, on a throwaway instance, and answers the
// headers it added; app.ts sets them on each response.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

export async function staticHelmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const withHelmet = Fastify({ logger: false });
  const bare = Fastify({ logger: false });
  try {
    await withHelmet.register(fastifyHelmet, options);
    withHelmet.get('/', async () => 'probe');
    bare.get('/', async () => 'probe');
    const [secured, plain] = await Promise.all([withHelmet.inject('/'), bare.inject('/')]);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(secured.headers)) {
      if (name in plain.headers) continue;
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-text value`);
      headers[name] = value;
    }
    return headers;
  } finally {
    await Promise.all([withHelmet.close(), bare.close()]);
  }
}
