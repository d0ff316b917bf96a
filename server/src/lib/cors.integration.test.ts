import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { registerCors } from './cors';

const SETTINGS = {
  methods: ['GET', 'HEAD', 'POST'],
  allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
  exposedHeaders: ['X-Request-Id', 'Retry-After'],
  maxAge: 600,
};

function withRoutes(app: FastifyInstance): FastifyInstance {
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ code: 'NOT_FOUND', preflight: request.corsPreflightEnabled }));
  app.post('/api/v1', async () => ({ ok: true }));
  app.get('/page', async () => 'page');
  return app;
}

const REQUESTS: [string, InjectOptions][] = [
  ['a preflight from a browser', { method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://app.musawo.ug', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } }],
  ['a bare OPTIONS', { method: 'OPTIONS', url: '/api/v1' }],
  ['a preflight to an unknown path', { method: 'OPTIONS', url: '/nowhere', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } }],
  ['a cross-origin POST', { method: 'POST', url: '/api/v1', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' }],
  ['a same-origin GET', { method: 'GET', url: '/page' }],
  ['a GET of an unknown path', { method: 'GET', url: '/missing', headers: { origin: 'https://app.musawo.ug' } }],
];

describe('registerCors', () => {
  describe('without allowed origins', () => {
    const ours = withRoutes(Fastify({ logger: false }));
    const plugin = withRoutes(Fastify({ logger: false }));

    beforeAll(async () => {
      await registerCors(ours, [], SETTINGS);
      await plugin.register(fastifyCors, { ...SETTINGS, origin: false });
      await Promise.all([ours.ready(), plugin.ready()]);
    });
    afterAll(async () => {
      await Promise.all([ours.close(), plugin.close()]);
    });

    it.each(REQUESTS)('answers %s exactly as @fastify/cors with origin: false does', async (_name, request) => {
      const [a, b] = await Promise.all([ours.inject(request), plugin.inject(request)]);
      const headers = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date'));
      expect({ status: a.statusCode, headers: headers(a.headers), body: a.body }).toEqual({ status: b.statusCode, headers: headers(b.headers), body: b.body });
    });

    it('adds no CORS header to any answer', async () => {
      for (const [, request] of REQUESTS) {
        const res = await ours.inject(request);
        expect(Object.keys(res.headers).filter((k) => k.startsWith('access-control-'))).toEqual([]);
      }
    });
  });

  describe('with allowed origins', () => {
    const app = withRoutes(Fastify({ logger: false }));
    beforeAll(async () => {
      await registerCors(app, ['https://app.musawo.ug'], SETTINGS);
      await app.ready();
    });
    afterAll(() => app.close());

    it('answers a preflight from an allowed origin through @fastify/cors', async () => {
      const res = await app.inject(REQUESTS[0]?.[1] ?? {});
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.musawo.ug');
      expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST');
      expect(res.headers['access-control-max-age']).toBe('600');
    });

    it('sends no allow-origin header to another origin', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
