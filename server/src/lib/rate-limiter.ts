// Fixed-window counters keyed by whatever the caller chooses (IP + action, phone, email, account).
// Our own small limiter instead of @fastify/rate-limit because most keys come from the parsed body
// (the phone an OTP goes to, the account a password is tried on), which a route-level plugin cannot see.
import { Redis } from 'ioredis';

export interface HitResult {
  count: number;
  resetInMs: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<HitResult>;
  /** The current count without adding to it (0 when the window is empty). */
  peek(key: string): Promise<HitResult>;
  /** Gives back one hit taken in the current window (reserve, then verify, then release on success). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitRule {
  /** Names the counter, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to the user on 429, e.g. 'Too many sign-in attempts.' */
  message?: string;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** In-process counters, bounded so a flood of distinct keys cannot grow memory without limit. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, windowMs: number): Promise<HitResult> {
    const t = this.now();
    let w = this.#windows.get(key);
    if (w === undefined || w.resetAt <= t) {
      if (w === undefined && this.#windows.size >= this.maxKeys) this.#evict(t);
      w = { count: 0, resetAt: t + windowMs };
      this.#windows.set(key, w);
    }
    w.count += 1;
    return Promise.resolve({ count: w.count, resetInMs: w.resetAt - t });
  }

  peek(key: string): Promise<HitResult> {
    const t = this.now();
    const w = this.#windows.get(key);
    if (w === undefined || w.resetAt <= t) return Promise.resolve({ count: 0, resetInMs: 0 });
    return Promise.resolve({ count: w.count, resetInMs: w.resetAt - t });
  }

  release(key: string): Promise<void> {
    const w = this.#windows.get(key);
    if (w !== undefined && w.resetAt > this.now() && w.count > 0) w.count -= 1;
    return Promise.resolve();
  }

  #evict(t: number) {
    for (const [k, v] of this.#windows) if (v.resetAt <= t) this.#windows.delete(k);
    // Still full: drop the oldest keys (Map keeps insertion order). Losing a count is better than running out of memory.
    const excess = this.#windows.size - Math.floor(this.maxKeys * 0.9);
    if (excess > 0) {
      let n = 0;
      for (const k of this.#windows.keys()) {
        if (n++ >= excess) break;
        this.#windows.delete(k);
      }
    }
  }

  close(): Promise<void> {
    this.#windows.clear();
    return Promise.resolve();
  }
}

// INCR and set the expiry atomically; repairs a key that lost its TTL.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}
`;

// Gives a hit back only while its window lives: never creates a key, never goes below zero.
const RELEASE_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return c
`;

export interface RedisStoreOptions {
  onError?: (err: unknown) => void;
  /** Used while Redis is unreachable: limits keep working per process instead of failing every request. */
  fallback?: RateLimitStore;
}

/** Shared counters across server processes. A Redis outage degrades to the in-process store, never to errors. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;
  readonly #fallback: RateLimitStore;
  readonly #onError: (err: unknown) => void;
  #lastErrorLog = 0;

  constructor(url: string, options: RedisStoreOptions = {}) {
    this.#fallback = options.fallback ?? new MemoryRateLimitStore();
    this.#onError = options.onError ?? (() => undefined);
    this.#redis = new Redis(url, {
      lazyConnect: true,
      // Fail fast while disconnected instead of queueing: a request must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 300,
      connectTimeout: 1_000,
      // ioredis waits this long for a dead socket to close on disconnect (default 2 s holds shutdown open).
      disconnectTimeout: 100,
      retryStrategy: (times: number) => Math.min(times * 500, 5_000),
      keyPrefix: 'musawo:rl:',
    });
    this.#redis.on('error', (err: unknown) => this.#report(err));
    this.#redis.connect().catch((err: unknown) => this.#report(err));
  }

  #report(err: unknown) {
    const t = Date.now();
    if (t - this.#lastErrorLog > 30_000) {
      this.#lastErrorLog = t;
      this.#onError(err);
    }
  }

  async hit(key: string, windowMs: number): Promise<HitResult> {
    if (this.#redis.status !== 'ready') return this.#fallback.hit(key, windowMs);
    try {
      const result = (await this.#redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
      return { count: Number(result[0]), resetInMs: Number(result[1]) };
    } catch (err) {
      this.#report(err);
      return this.#fallback.hit(key, windowMs);
    }
  }

  async peek(key: string): Promise<HitResult> {
    if (this.#redis.status !== 'ready') return this.#fallback.peek(key);
    try {
      const [count, ttl] = await Promise.all([this.#redis.get(key), this.#redis.pttl(key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    } catch (err) {
      this.#report(err);
      return this.#fallback.peek(key);
    }
  }

  async release(key: string): Promise<void> {
    if (this.#redis.status !== 'ready') return this.#fallback.release(key);
    try {
      await this.#redis.eval(RELEASE_SCRIPT, 1, key);
    } catch (err) {
      this.#report(err);
      await this.#fallback.release(key);
    }
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
    await this.#fallback.close();
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly enabled = true,
  ) {}

  // Keys can contain user input (emails); hashing is unnecessary, but bound their length.
  #key = (rule: LimitRule, key: string) => `${rule.name}:${key.slice(0, 200)}`;

  /** Counts one hit of `rule` for `key` and says whether it is within the limit. */
  async hit(rule: LimitRule, key: string): Promise<RateLimitDecision> {
    if (!this.enabled) return { allowed: true, retryAfterSeconds: 0 };
    const { count, resetInMs } = await this.store.hit(this.#key(rule, key), rule.windowMs);
    return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /** Whether one more hit would still be allowed, without counting one (for limits on failures only). */
  async check(rule: LimitRule, key: string): Promise<RateLimitDecision> {
    if (!this.enabled) return { allowed: true, retryAfterSeconds: 0 };
    const { count, resetInMs } = await this.store.peek(this.#key(rule, key));
    return { allowed: count < rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /**
   * Gives back a hit of `rule` for `key`. For limits on failures that must hold under concurrency: `hit` first
   * (an atomic reservation, so N concurrent attempts get at most `limit` through), do the work, and release
   * the reservation when the attempt turned out not to be a failure.
   */
  async release(rule: LimitRule, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.store.release(this.#key(rule, key));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
