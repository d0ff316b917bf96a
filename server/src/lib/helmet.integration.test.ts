// The security headers are @fastify/helmet's (ADR 300, 302): every response outside the API carries helmet's set
// with the front-end's Content-Security-Policy (no inline script, nothing from another origin); API answers carry
// the subset that guards JSON, whatever answers them (a route, the error handler, the 404 handler, CORS).
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { health } from '../procedures/system/health';
import { defineProcedure } from '../rpc/procedure';
import { CONTENT_SECURITY_POLICY } from './helmet';

const failing = defineProcedure('auth', 'login', { handler: () => Promise.reject(new Error('a bug')) });

/** What helmet 8 sets with our options, written out: a change of helmet's defaults must show here. */
const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self';connect-src 'self';font-src 'self' data:;object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

describe('security headers on every response', () => {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', CORS_ORIGINS: 'https://app.musawo.ug' });
    db = createDb(config.databaseUrl);
    await migrateToLatest(db);
    app = await buildApp({ config, db, procedures: [health, failing] });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const rpc = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => app.inject({ method: 'POST', url: '/api/v1', headers, payload });

  it('keeps the front-end policy strict: scripts from this origin only, no inline script, no eval, no plugins, no framing', () => {
    expect(CONTENT_SECURITY_POLICY['script-src']).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY['default-src']).toEqual(["'self'"]);
    const policy = PAGE_HEADERS['content-security-policy'] ?? '';
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|upgrade-insecure-requests|\*/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  const apiAnswers: [string, () => ReturnType<typeof rpc>, number][] = [
    ['a successful call', () => rpc('{"SERVICE":"system","ACTION":"health"}'), 200],
    ['the GET form of a call', () => app.inject({ method: 'GET', url: '/api/v1/system/health' }), 404],
    ['invalid JSON', () => rpc('{"SERVICE":'), 400],
    ['a body that is not JSON', () => rpc('<a/>', { 'content-type': 'application/xml' }), 400],
    ['an unknown action', () => rpc('{"SERVICE":"system","ACTION":"nope"}'), 404],
    ['a handler that throws', () => rpc('{"SERVICE":"auth","ACTION":"login","emailOrPhone":"a@b.co","password":"secret-pass"}'), 500],
    ['an unknown API path', () => app.inject({ method: 'GET', url: '/api/nothing' }), 404],
    ['a POST to an unknown API path (its body is never read)', () => app.inject({ method: 'POST', url: '/api/nothing', headers: { 'content-type': 'application/json' }, payload: '{"not json' }), 404],
    ['another method on the API', () => app.inject({ method: 'PUT', url: '/api/v1' }), 404],
    ['a CORS preflight', () => app.inject({ method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://app.musawo.ug', 'access-control-request-method': 'POST' } }), 204],
    ['a refused CORS preflight', () => app.inject({ method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }), 204],
    ['an OPTIONS without CORS headers', () => app.inject({ method: 'OPTIONS', url: '/api/v1' }), 400],
  ];

  it.each(apiAnswers)('%s (an API answer) carries the headers that guard JSON, none of the document-only ones, and a request id', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers[name]).toBe(value);
    for (const name of Object.keys(PAGE_HEADERS)) if (!(name in API_HEADERS)) expect(res.headers[name]).toBeUndefined();
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers an unknown API path with the not-found body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', requestId: res.headers['x-request-id'] });
  });

  it.each([
    ['a bundled media file', () => app.inject({ method: 'GET', url: '/media/specialties/cardiology.svg' }), 200],
    ['a path outside the API that matches nothing', () => app.inject({ method: 'GET', url: '/apiary' }), 404],
    ['/api itself (not under /api/)', () => app.inject({ method: 'GET', url: '/api' }), 404],
    ['a preflight outside the API', () => app.inject({ method: 'OPTIONS', url: '/page', headers: { origin: 'https://app.musawo.ug', 'access-control-request-method': 'GET' } }), 204],
  ])('%s carries every helmet header and a request id', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
