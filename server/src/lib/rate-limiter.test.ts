import { createServer, type Server, type Socket, connect } from 'node:net';
import { Redis } from 'ioredis';
import { RateLimiter } from './rate-limiter';

const rule = { name: 't', limit: 3, windowMs: 1_000 };
const uniqueRule = (limit = 3) => ({ name: `test-${Date.now()}-${Math.random()}`, limit, windowMs: 60_000 });
const until = async (what: string, ok: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the rate limiter without Redis (in memory)', () => {
  afterEach(() => jest.useRealTimers());

  it('allows the limit per window, then refuses until the window ends', async () => {
    jest.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter();
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limiter.hit(rule, 'other')).allowed).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
  });

  it('can check without counting', async () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 5; i++) expect((await limiter.check(rule, 'p')).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'p');
    expect((await limiter.check(rule, 'p')).allowed).toBe(false);
  });

  it('gives a reserved hit back, never below zero', async () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'r');
    await limiter.release(rule, 'r');
    expect((await limiter.hit(rule, 'r')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'r')).allowed).toBe(false);
    await limiter.release(rule, 'never-hit');
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'never-hit')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'never-hit')).allowed).toBe(false);
  });

  it('holds under concurrent hits', async () => {
    const limiter = new RateLimiter();
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(rule, 'burst')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });

  it('can be switched off (benchmarks)', async () => {
    const limiter = new RateLimiter({ enabled: false, redisUrl: 'redis://127.0.0.1:1' });
    for (let i = 0; i < 10; i++) expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
    await limiter.close();
  });

  it('refuses two rules that share a name but not their numbers, and windows that are not whole seconds', async () => {
    const limiter = new RateLimiter();
    await limiter.hit(rule, 'k');
    await expect(limiter.hit({ ...rule, limit: 4 }, 'k')).rejects.toThrow(/disagree/);
    await expect(limiter.hit({ name: 'half', limit: 1, windowMs: 500 }, 'k')).rejects.toThrow(/whole seconds/);
  });
});

/** A TCP relay in front of Redis that can be cut, as a network outage would. */
async function relayTo(url: string): Promise<{ url: string; cut: () => Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        for (const s of sockets) s.destroy();
      }),
  };
}

describe('the rate limiter with Redis', () => {
  it('keeps answering from memory while Redis is unreachable, and says so once', async () => {
    const errors: unknown[] = [];
    const limiter = new RateLimiter({ redisUrl: 'redis://127.0.0.1:1', onRedisDown: (e) => errors.push(e) });
    try {
      for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
      expect((await limiter.check(rule, 'k')).allowed).toBe(false);
      await limiter.release(rule, 'k');
      expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
      expect((await limiter.hit(rule, 'k')).allowed).toBe(false);
      await until('the connection error', () => errors.length > 0);
      expect(errors).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });

  const url = process.env.TEST_REDIS_URL;
  const withRedis = url === undefined ? it.skip : it;

  withRedis('shares counts between server processes, atomically (TEST_REDIS_URL)', async () => {
    const a = new RateLimiter({ redisUrl: url });
    const b = new RateLimiter({ redisUrl: url });
    const redis = new Redis(url ?? '');
    const limit = uniqueRule(10);
    try {
      // Both connected before the burst: a limiter still connecting counts in its own memory (the insurance).
      await Promise.all([a.ready(), b.ready()]);
      const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a : b).hit(limit, 'k')));
      expect(burst.filter((d) => d.allowed)).toHaveLength(10);
      const refused = burst.find((d) => !d.allowed);
      expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await b.check(limit, 'k')).allowed).toBe(false);
      // The count is in Redis, under the same key as before, with the window as its expiry.
      expect(await redis.get(`musawo:rl:${limit.name}:k`)).toBe('60');
      const ttl = await redis.pttl(`musawo:rl:${limit.name}:k`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      // A release never opens a window that is not there.
      await a.release(limit, 'never-hit');
      expect(await redis.exists(`musawo:rl:${limit.name}:never-hit`)).toBe(0);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
    }
  });

  withRedis('falls back to memory when Redis goes away mid-way, and never fails a request (TEST_REDIS_URL)', async () => {
    const relay = await relayTo(url ?? '');
    const errors: unknown[] = [];
    const limiter = new RateLimiter({ redisUrl: relay.url, onRedisDown: (e) => errors.push(e) });
    const limit = uniqueRule(3);
    try {
      await limiter.ready();
      expect((await limiter.hit(limit, 'k')).allowed).toBe(true);
      await relay.cut();
      // Every call still answers; the count starts afresh in memory, where this process alone allows the limit.
      const during = await Promise.all(Array.from({ length: 5 }, () => limiter.hit(limit, 'k')));
      expect(during.filter((d) => d.allowed)).toHaveLength(3);
      expect((await limiter.check(limit, 'k')).allowed).toBe(false);
      await until('the outage to be reported', () => errors.length > 0);
    } finally {
      await limiter.close();
    }
  });
});
