import { Writable } from 'node:stream';
import { describeEngines, randomIp } from '../../test/engines';
import { health } from '../procedures/system/health';
import { defineProcedure } from './procedure';

// A stand-in for a real action with typed fields, so the envelope can be tested apart from any service.
const echoLogin = defineProcedure('auth', 'login', {
  handler: ({ input }) => Promise.resolve({ success: true, message: `hello ${input.emailOrPhone}` }),
});
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

describeEngines(
  'the /api/v1 gateway',
  (h) => {
    const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      h().app.inject({ method: 'POST', url: '/api/v1', headers, payload, remoteAddress: randomIp() });

    it('answers system/health with the engine and version', async () => {
      const body = await h().ok('system', 'health', {});
      expect(body).toMatchObject({ success: true, status: 'ok', version: '1.0.0', database: h().engine });
      expect(Number.isNaN(Date.parse(body.time))).toBe(false);
    });

    it('when the JSON is malformed, answers 400 with a readable message', async () => {
      const res = await post('{"SERVICE": "system",');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    });

    it.each([
      ['an array', '[1,2]'],
      ['a string', '"hello"'],
      ['a number', '42'],
      ['null', 'null'],
    ])('when the body is %s, answers 400', async (_name, payload) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/JSON object with SERVICE and ACTION/);
    });

    it('when the body is empty, answers 400', async () => {
      const res = await post('');
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('when the content type is not JSON, answers 400 (never 500)', async () => {
      const xml = await post('<a/>', { 'content-type': 'application/xml' });
      expect(xml.statusCode).toBe(400);
      expect(xml.json().code).toBe('BAD_CONTENT_TYPE');
      const text = await post('{"SERVICE":"system","ACTION":"health"}', { 'content-type': 'text/plain' });
      expect(text.statusCode).toBe(400);
    });

    it('when SERVICE or ACTION is missing, answers 400 naming the field', async () => {
      const noService = await h().app.inject({ method: 'POST', url: '/api/v1', payload: { ACTION: 'health' } });
      expect(noService.statusCode).toBe(400);
      expect(noService.json()).toMatchObject({ field: 'SERVICE', message: 'SERVICE is required.' });
      const noAction = await h().app.inject({ method: 'POST', url: '/api/v1', payload: { SERVICE: 'system', ACTION: 7 } });
      expect(noAction.statusCode).toBe(400);
      expect(noAction.json().field).toBe('ACTION');
    });

    it('when the action is unknown or has no handler, answers 404 "Unknown action"', async () => {
      const unknown = await h().call('system', 'selfDestruct');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'UNKNOWN_ACTION', message: 'Unknown action: system/selfDestruct' });
      const proto = await h().call('system', '__proto__');
      expect(proto.status).toBe(404);
      // In the catalogue, but this app registered no handler for it.
      const noHandler = await h().call('auth', 'logout', { refreshToken: 'x' });
      expect(noHandler.status).toBe(404);
    });

    it('when a field has the wrong type, answers 400 with the field and a readable message', async () => {
      const res = await h().call('auth', 'login', { emailOrPhone: 'a@b.co', password: 12345 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'INVALID_INPUT', field: 'password', message: 'password: expected text, received a number' });
      expect(res.body.error).toBe(res.body.message);
      const missing = await h().call('auth', 'login', { emailOrPhone: 'a@b.co' });
      expect(missing.body).toMatchObject({ field: 'password', message: 'password is required.' });
      const custom = await h().call('auth', 'login', { emailOrPhone: 'a@b.co', password: '' });
      expect(custom.body).toMatchObject({ field: 'password', message: 'Please enter your password' });
    });

    it('when the body is larger than 100 KB, answers 413', async () => {
      const res = await post(JSON.stringify({ SERVICE: 'system', ACTION: 'health', padding: 'x'.repeat(120 * 1024) }));
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('puts a request id on every response and honours a sane incoming one', async () => {
      const generated = await h().call('system', 'health');
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const echoed = await h().call('system', 'health', {}, { headers: { 'x-request-id': 'client-abc.123' } });
      expect(echoed.headers['x-request-id']).toBe('client-abc.123');
      const failed = await h().call('system', 'nope', {}, { headers: { 'x-request-id': 'trace-42' } });
      expect(failed.body.requestId).toBe('trace-42');
      const hostile = await h().call('system', 'health', {}, { headers: { 'x-request-id': 'bad id\twith spaces' } });
      expect(hostile.headers['x-request-id']).not.toBe('bad id\twith spaces');
      const notFound = await h().app.inject({ method: 'GET', url: '/api/nothing' });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.headers['x-request-id']).toBeDefined();
    });

    it('answers with the security headers that guard JSON (pages carry the SPA policy)', async () => {
      const res = await h().call('system', 'health');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['x-xss-protection']).toBeUndefined();
    });

    it('allows cross-origin calls only from CORS_ORIGINS', async () => {
      const allowed = await h().app.inject({ method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://app.musawo.ug', 'access-control-request-method': 'POST' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.musawo.ug');
      const refused = await h().app.inject({ method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('keeps tokens in page URLs out of the logs', async () => {
      await h().app.inject({ method: 'GET', url: '/reset-password?token=SECRET-RESET-TOKEN', headers: { accept: 'text/html' } });
      await h().app.inject({ method: 'POST', url: '/api/v1', headers: { authorization: 'Bearer SECRET-BEARER' }, payload: { SERVICE: 'system', ACTION: 'health' } });
      const logs = logLines.join('');
      expect(logs).toContain('/reset-password?token=[redacted]');
      expect(logs).not.toContain('SECRET-RESET-TOKEN');
      expect(logs).not.toContain('SECRET-BEARER');
    });
  },
  { env: { CORS_ORIGINS: 'https://app.musawo.ug', LOG_LEVEL: 'info' }, app: { procedures: [health, echoLogin], logStream } },
);
