// Issue 31 (3): safe by default. No signing secret known to the source, the outbox only for loopback callers
// in development, and per-address limits on every address (the forwarded one only from a named proxy).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { loadConfig } from '../config';
import { ensureSigningSecret } from './signing-secret';
import { deriveKeys } from '../lib/secrets';
import { describeEngines } from '../../test/engines';
import { signUp } from '../../test/auth-helpers';

const OLD_DEVELOPMENT_SECRET = 'musawo-development-secret-do-not-use-in-production-0001';

async function forge(userId: string, secret: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ ut: 'patient', sid: 'forged', typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('musawo')
    .setAudience('musawo-api')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(deriveKeys(secret).get('access-token'));
}

describe('defaults on a developer machine', () => {
  it('listens on loopback unless HOST says otherwise; production listens everywhere', () => {
    expect(loadConfig({}, __dirname).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }, __dirname).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NOTIFY_TRANSPORT: 'outbox' }, __dirname).host).toBe('0.0.0.0');
  });

  it('keeps a random signing secret beside the database when JWT_SECRET is unset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'musawo-secret-'));
    try {
      const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'musawo.db')}` }, __dirname);
      expect(config.jwtSecret).toBeUndefined();
      const first = ensureSigningSecret(config);
      expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
      expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
      expect(ensureSigningSecret(config).jwtSecret).toBe(first.jwtSecret);
      expect(ensureSigningSecret(loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'musawo.db')}`, JWT_SECRET: 'y'.repeat(40) }, __dirname)).jwtSecret).toBe('y'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses TRUST_PROXY=true: the proxy must be named', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, __dirname)).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, __dirname).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}, __dirname).trustProxy).toBe(false);
  });
});

describeEngines('safe defaults', (h) => {
  it('refuses an access token signed with the old development secret', async () => {
    const { user } = await signUp(h());
    const res = await h().call('auth', 'getUserProfile', {}, { token: await forge(user.id, OLD_DEVELOPMENT_SECRET) });
    expect(res.status).toBe(401);
  });

  it('shows the outbox to a loopback caller only, and never through a proxy', async () => {
    const get = (remoteAddress: string, headers: Record<string, string> = {}) => h().app.inject({ method: 'GET', url: '/api/dev/outbox?to=someone@example.ug', remoteAddress, headers });
    expect((await get('127.0.0.1')).statusCode).toBe(200);
    expect((await get('::1')).statusCode).toBe(200);
    expect((await get('10.1.2.3')).statusCode).toBe(404);
    expect((await get('192.168.1.20')).statusCode).toBe(404);
    expect((await get('127.0.0.1', { 'x-forwarded-for': '41.210.1.1' })).statusCode).toBe(404);
    expect((await get('127.0.0.1', { forwarded: 'for=41.210.1.1' })).statusCode).toBe(404);
  });

  it('applies per-address limits to 127.0.0.1 too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await h().call('auth', 'sendPasswordResetEmail', { email: 'nobody' }, { ip: '127.0.0.1' })).status);
    expect(statuses[20]).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is named', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await h().call('auth', 'sendPasswordResetEmail', { email: 'nobody' }, { ip: '10.77.0.1', headers: { 'x-forwarded-for': `41.210.0.${i}` } })).status);
    expect(statuses[20]).toBe(429);
  });
}, { env: { RATE_LIMIT_ADDRESS_CEILING: '20' } }); // the reset email's per-address ceiling, low enough to reach

describeEngines(
  'behind a named proxy',
  (h) => {
    it('limits each forwarded client address, not the proxy', async () => {
      const proxy = { ip: '10.9.9.9' };
      const from = (client: string) => h().call('auth', 'sendPasswordResetEmail', { email: 'nobody' }, { ...proxy, headers: { 'x-forwarded-for': client } });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await from('41.210.5.5')).status);
      expect(statuses[20]).toBe(429);
      expect((await from('41.210.5.6')).status).toBe(400);
      // A client that is not the named proxy cannot choose its address.
      const direct: number[] = [];
      for (let i = 0; i < 21; i++) direct.push((await h().call('auth', 'sendPasswordResetEmail', { email: 'nobody' }, { ip: '10.8.8.8', headers: { 'x-forwarded-for': `41.1.1.${i}` } })).status);
      expect(direct[20]).toBe(429);
    });
  },
  { env: { TRUST_PROXY: '10.9.9.9', RATE_LIMIT_ADDRESS_CEILING: '20' } },
);
