// CORS is @fastify/cors: only the origins in CORS_ORIGINS may call the API from another site. Without any, no
// answer carries a CORS header and no preflight is answered (the plugin with `origin: false`).
import type { InjectOptions } from 'fastify';
import { describeEngines } from '../../test/engines';

const REQUESTS: [string, InjectOptions][] = [
  ['a preflight from a browser', { method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://app.musawo.ug', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } }],
  ['a bare OPTIONS', { method: 'OPTIONS', url: '/api/v1' }],
  ['a preflight to an unknown path', { method: 'OPTIONS', url: '/nowhere', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } }],
  ['a cross-origin POST', { method: 'POST', url: '/api/v1', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{"SERVICE":"system","ACTION":"health"}' }],
  ['a same-origin GET', { method: 'GET', url: '/api/v1/doctor/listSpecialties' }],
  ['a GET of an unknown path', { method: 'GET', url: '/api/missing', headers: { origin: 'https://app.musawo.ug' } }],
];

const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((k) => k.startsWith('access-control-'));

describeEngines('CORS without allowed origins', (h) => {
  it.each(REQUESTS)('adds no CORS header to %s', async (_name, request) => {
    const res = await h().app.inject(request);
    expect(corsHeaders(res.headers)).toEqual([]);
    expect(String(res.headers.vary ?? '')).not.toMatch(/origin/i);
  });

  it('answers every preflight with the not-found answer', async () => {
    for (const [, request] of REQUESTS.filter(([, r]) => r.method === 'OPTIONS')) {
      const res = await h().app.inject(request);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('still answers same-origin calls', async () => {
    const res = await h().app.inject(REQUESTS[3]?.[1] ?? {});
    expect(res.statusCode).toBe(200);
  });
});

describeEngines(
  'CORS with allowed origins',
  (h) => {
    it('answers a preflight from an allowed origin', async () => {
      const res = await h().app.inject(REQUESTS[0]?.[1] ?? {});
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.musawo.ug');
      expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST');
      expect(res.headers['access-control-allow-headers']).toBe('Content-Type, Authorization, X-Request-Id');
      expect(res.headers['access-control-expose-headers']).toBe('X-Request-Id, Retry-After');
      expect(res.headers['access-control-max-age']).toBe('600');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('lets an allowed origin read an answer and its request id', async () => {
      const res = await h().app.inject({ ...REQUESTS[3]?.[1], headers: { origin: 'https://app.musawo.ug', 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.musawo.ug');
      expect(res.headers['access-control-expose-headers']).toBe('X-Request-Id, Retry-After');
      expect(String(res.headers.vary)).toMatch(/origin/i);
    });

    it('sends no allow-origin header to another origin, on a call or a preflight', async () => {
      const call = await h().app.inject(REQUESTS[3]?.[1] ?? {});
      expect(call.statusCode).toBe(200);
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await h().app.inject({ method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { env: { CORS_ORIGINS: 'https://app.musawo.ug' } },
);
