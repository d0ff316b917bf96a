import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './rate-limiter';

const rule = { name: 't', limit: 3, windowMs: 1_000 };

describe('the in-memory rate limiter', () => {
  it('allows the limit per window, then refuses until the window ends', async () => {
    let t = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => t));
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
    const refused = await limiter.hit(rule, 'k');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limiter.hit(rule, 'other')).allowed).toBe(true);
    t = 1_000;
    expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
  });

  it('can check without counting', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    for (let i = 0; i < 5; i++) expect((await limiter.check(rule, 'p')).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'p');
    expect((await limiter.check(rule, 'p')).allowed).toBe(false);
  });

  it('gives a reserved hit back, never below zero', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'r');
    await limiter.release(rule, 'r');
    expect((await limiter.hit(rule, 'r')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'r')).allowed).toBe(false);
    await limiter.release(rule, 'never-hit');
    expect((await limiter.check(rule, 'never-hit')).allowed).toBe(true);
  });

  it('stays bounded when flooded with distinct keys', async () => {
    const store = new MemoryRateLimitStore(() => 0, 100);
    for (let i = 0; i < 1_000; i++) await store.hit(`k${i}`, 60_000);
    expect((await store.hit('k999', 60_000)).count).toBe(2);
  });

  it('can be switched off (benchmarks)', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), false);
    for (let i = 0; i < 10; i++) expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
  });
});

describe('the Redis rate limiter', () => {
  it('keeps answering from memory while Redis is unreachable', async () => {
    const errors: unknown[] = [];
    const store = new RedisRateLimitStore('redis://127.0.0.1:1', { onError: (e) => errors.push(e) });
    const limiter = new RateLimiter(store);
    try {
      for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
      expect((await limiter.hit(rule, 'k')).allowed).toBe(false);
    } finally {
      await limiter.close();
    }
  });

  const url = process.env.TEST_REDIS_URL;
  (url === undefined ? it.skip : it)('shares counters through Redis (TEST_REDIS_URL)', async () => {
    const a = new RedisRateLimitStore(url ?? '');
    const b = new RedisRateLimitStore(url ?? '');
    // Let both connect.
    await new Promise((r) => setTimeout(r, 200));
    const key = `test-${Date.now()}-${Math.random()}`;
    try {
      expect((await a.hit(key, 5_000)).count).toBe(1);
      expect((await b.hit(key, 5_000)).count).toBe(2);
      const third = await a.hit(key, 5_000);
      expect(third.count).toBe(3);
      expect(third.resetInMs).toBeGreaterThan(0);
      expect(third.resetInMs).toBeLessThanOrEqual(5_000);
      expect((await b.peek(key)).count).toBe(3);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
