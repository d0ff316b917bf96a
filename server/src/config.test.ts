import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const c = loadConfig({}, __dirname);
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.databaseUrl).toBe(`sqlite:${c.root}/data/musawo.db`);
    expect(c.deployDir).toBe(`${c.root}/deploy`);
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect([...c.notifyTransports]).toEqual(['outbox']);
    expect(c.paymentsProvider).toBe('sandbox');
    expect(c.seedDemo).toBe(true);
  });

  it('runs one server process unless SERVER_PROCESSES says otherwise (ADR 303)', () => {
    expect(loadConfig({}, __dirname).processes).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: '3' }, __dirname).processes).toBe(3);
    expect(loadConfig({ SERVER_PROCESSES: 'auto' }, __dirname).processes).toBe(availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => loadConfig({ SERVER_PROCESSES: bad }, __dirname)).toThrow(/SERVER_PROCESSES must be a whole number from 1 to 64, or auto/);
  });

  it('ends a failing canary by a rule whose margin, minimum loads and check interval can be set', () => {
    expect(loadConfig({}, __dirname).canaryGuard).toEqual({ margin: 0.05, minLoads: 50, everyMs: 30_000 });
    expect(loadConfig({ CANARY_CHECK_SECONDS: '3' }, __dirname).canaryGuard.everyMs).toBe(3_000);
    for (const bad of ['0', '1.5', 'soon', '3601']) expect(() => loadConfig({ CANARY_CHECK_SECONDS: bad }, __dirname)).toThrow(/CANARY_CHECK_SECONDS must be a whole number of seconds/);
  });

  it('refuses production without a real JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', NOTIFY_TRANSPORT: 'outbox' })).toThrow(/at least 32/);
  });

  it('requires the credentials of the transports it is told to use', () => {
    expect(() => loadConfig({ NOTIFY_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NOTIFY_TRANSPORT: 'sms' })).toThrow(/AT_USERNAME/);
    expect(() => loadConfig({ NOTIFY_TRANSPORT: 'pigeon' })).toThrow(/unknown transport/);
    const c = loadConfig({ NOTIFY_TRANSPORT: 'smtp,sms', SMTP_URL: 'smtp://localhost:2525', AT_USERNAME: 'sandbox', AT_API_KEY: 'k' });
    expect([...c.notifyTransports].sort()).toEqual(['sms', 'smtp']);
  });

  it('explains a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/sqlite: or postgres/);
  });

  it('does not seed demo accounts in production unless asked', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NOTIFY_TRANSPORT: 'outbox' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'on' }).seedDemo).toBe(true);
  });
});
