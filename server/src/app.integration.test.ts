import { loadConfig } from './config';
import { buildApp } from './app';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { describeEngines, randomIp } from '../test/engines';

describeEngines('the dev outbox', (h) => {
  it('lists messages for a recipient, newest first', async () => {
    await h().app.services.notifier.send({ channel: 'sms', to: '+256700123456', text: 'first' });
    h().clock.advance(1_000);
    await h().app.services.notifier.send({ channel: 'sms', to: '+256700123456', text: 'second' });
    await h().app.services.notifier.send({ channel: 'email', to: 'someone@example.com', subject: 'Hi', text: 'mail' });
    // An unencoded + arrives as a space; a local number is read as Ugandan.
    for (const to of ['+256700123456', '%2B256700123456', '0700123456']) {
      const res = await h().app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
      expect(res.statusCode).toBe(200);
      const list = res.json<{ body: string; channel: string; to: string; createdAt: string }[]>();
      expect(list.map((m) => m.body)).toEqual(['second', 'first']);
      expect(list[0]).toMatchObject({ channel: 'sms', to: '+256700123456' });
    }
  });
});

describe('in production', () => {
  it('does not register the dev outbox route at all', async () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40), NOTIFY_TRANSPORT: 'outbox', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
    const db = createDb(config.databaseUrl);
    await migrateToLatest(db);
    const app = await buildApp({ config, db });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B256700000001' });
      expect(res.statusCode).toBe(404);
      expect(app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describeEngines(
  'when Redis is down',
  (h) => {
    it('still answers, and rate limits still apply per process', async () => {
      expect((await h().call('system', 'health')).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await h().call('auth', 'login', { emailOrPhone: 'someone@example.ug', password: 'wrong-password' })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });
  },
  { env: { REDIS_URL: 'redis://127.0.0.1:1' } },
);

if (process.env.TEST_REDIS_URL !== undefined) {
  describeEngines(
    'with Redis',
    (h) => {
      it('keeps rate limits in Redis: another server process on the same Redis sees the count', async () => {
        const email = `redis-${Date.now()}@example.ug`;
        await h().app.services.limiter.ready();
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) statuses.push((await h().call('auth', 'login', { emailOrPhone: email, password: 'wrong-password' })).status);
        expect(statuses).toEqual(Array(10).fill(401));
        // A second app (as a second process would be) has no count of its own: its first try is already over the limit.
        const other = await buildApp({ config: h().config, db: h().db, now: h().clock });
        try {
          await other.services.limiter.ready();
          const res = await other.inject({ method: 'POST', url: '/api/v1', payload: { SERVICE: 'auth', ACTION: 'login', emailOrPhone: email, password: 'wrong-password' }, remoteAddress: randomIp() });
          expect(res.statusCode).toBe(429);
        } finally {
          await other.close();
        }
      });
    },
    { env: { REDIS_URL: process.env.TEST_REDIS_URL } },
  );
}
