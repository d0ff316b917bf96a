// The security headers are helmet's, computed once and written with each reply's own headers (ADR 300, 302):
// every response outside the API carries exactly what @fastify/helmet would have set; API answers carry the
// subset that guards JSON (ADR 302).
import { type App, buildApp, CONTENT_SECURITY_POLICY } from '../app';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { health } from '../procedures/system/health';
import { defineProcedure } from '../rpc/procedure';
import { apiSecurityHeaders, staticHelmetHeaders } from './security-headers';

const failing = defineProcedure('auth', 'login', { handler: () => Promise.reject(new Error('a bug')) });

describe('security headers on every response', () => {
  let app: App;
  let db: Db;
  let expected: Record<string, string>;

  beforeAll(async () => {
    expected = await staticHelmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } });
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

  it('knows which headers helmet sets (the list the others are checked against)', () => {
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']),
    );
  });

  const apiAnswers: [string, () => ReturnType<typeof rpc>, number][] = [
    ['a successful call', () => rpc('{"SERVICE":"system","ACTION":"health"}'), 200],
    ['the GET form of a call', () => app.inject({ method: 'GET', url: '/api/v1/system/health' }), 404],
    ['invalid JSON', () => rpc('{"SERVICE":'), 400],
    ['a body that is not JSON', () => rpc('<a/>', { 'content-type': 'application/xml' }), 400],
    ['an unknown action', () => rpc('{"SERVICE":"system","ACTION":"nope"}'), 404],
    ['a handler that throws', () => rpc('{"SERVICE":"auth","ACTION":"login","emailOrPhone":"a@b.co","password":"secret-pass"}'), 500],
    ['an unknown API path', () => app.inject({ method: 'GET', url: '/api/nothing' }), 404],
    ['a CORS preflight', () => app.inject({ method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://app.musawo.ug', 'access-control-request-method': 'POST' } }), 204],
  ];

  it.each(apiAnswers)('%s (an API answer) carries the headers that guard JSON, none of the document-only ones, and a request id', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    const api = apiSecurityHeaders(expected);
    for (const [name, value] of Object.entries(api)) expect(res.headers[name]).toBe(value);
    for (const name of Object.keys(expected)) if (!(name in api)) expect(res.headers[name]).toBeUndefined();
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('an API answer forbids framing and every subresource, and keeps nosniff, CORP and HSTS', () => {
    expect(apiSecurityHeaders(expected)).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expected['strict-transport-security'],
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it.each([
    ['a bundled media file', () => app.inject({ method: 'GET', url: '/media/specialties/cardiology.svg' }), 200],
    ['a path outside the API that matches nothing', () => app.inject({ method: 'GET', url: '/apiary' }), 404],
  ])('%s carries every helmet header and a request id', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
