// Large API answers go out compressed (@fastify/compress, ADR 304) when the client accepts it; small ones, and
// clients that do not, get plain JSON.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describeEngines } from '../../test/engines';
import { health } from '../procedures/system/health';
import { ANSWER_COMPRESSION } from './gateway';
import { defineProcedure } from './procedure';

// A stand-in with a long answer (the size of a page of doctors), varied enough not to compress to nothing.
const LONG = Array.from({ length: 400 }, (_, i) => `doctor ${i} in Kampala, ${(i * 7919) % 1000} reviews`).join('; ');
const longAnswer = defineProcedure('auth', 'login', { handler: () => Promise.resolve({ success: true, message: LONG }) });

describeEngines(
  'compressed API answers',
  (h) => {
    const call = (action: 'login' | 'health', headers: Record<string, string>) =>
      h().app.inject({
        method: 'POST',
        url: '/api/v1',
        headers: { 'content-type': 'application/json', ...headers },
        payload: action === 'login' ? { SERVICE: 'auth', ACTION: 'login', emailOrPhone: 'a@b.co', password: 'secret-pass' } : { SERVICE: 'system', ACTION: 'health' },
      });

    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['GZIP', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0.5', 'br'],
      ['*', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['x-gzip', 'gzip'],
      ['gzip;q=0', undefined],
      ['identity', undefined],
      ['deflate', undefined],
      ['zstd', undefined],
      ['', undefined],
    ])('answers Accept-Encoding %j with %s', async (header, expected) => {
      const res = await call('login', { 'accept-encoding': header });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
    });

    it('sends a long answer with Brotli when offered, else gzip, and says it varies with Accept-Encoding', async () => {
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ] as const) {
        const res = await call('login', { 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.rawPayload.length).toBeLessThan(LONG.length / 3);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual({ success: true, message: LONG });
      }
    });

    it('sends plain JSON to a client that accepts no compression, still marked as varying', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0' }] as Record<string, string>[]) {
        const res = await call('login', headers);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.json()).toEqual({ success: true, message: LONG });
      }
    });

    it('keeps the CORS Vary: Origin beside Accept-Encoding, once each', async () => {
      for (const accept of ['gzip', 'identity']) {
        const res = await call('login', { 'accept-encoding': accept, origin: 'https://app.musawo.ug' });
        expect(res.headers['access-control-allow-origin']).toBe('https://app.musawo.ug');
        expect(String(res.headers.vary).split(/,\s*/).map((v) => v.toLowerCase())).toEqual(['origin', 'accept-encoding']);
      }
    });

    it(`sends answers under ${ANSWER_COMPRESSION.threshold} bytes, and errors, as they are`, async () => {
      const small = await call('health', { 'accept-encoding': 'gzip, br' });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(String(small.headers.vary)).not.toMatch(/accept-encoding/i);
      expect(small.json()).toMatchObject({ success: true, status: 'ok' });
      const unknown = await h().app.inject({ method: 'POST', url: '/api/v1', headers: { 'accept-encoding': 'gzip' }, payload: { SERVICE: 'system', ACTION: 'nope' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-encoding']).toBeUndefined();
    });

    it('never reads a compressed request body', async () => {
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/v1',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: '{"SERVICE":"system","ACTION":"health"}',
      });
      // Fastify reads the body as it is: plain JSON works, and nothing inflates a body past the size limit.
      expect(res.statusCode).toBe(200);
    });
  },
  { env: { CORS_ORIGINS: 'https://app.musawo.ug' }, app: { procedures: [health, longAnswer] } },
);
