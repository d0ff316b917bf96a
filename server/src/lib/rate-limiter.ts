// Fixed-window limits keyed by whatever the caller chooses (address, phone, email, account), on rate-limiter-flexible
// (ADR 104). Most keys come from the parsed body (the phone a code goes to, the account a password is tried on), which
// a route-level plugin such as @fastify/rate-limit cannot see, so procedures and the gateway call this directly.
// With REDIS_URL the counts live in Redis (one Lua script per hit: atomic, shared by every server process); while
// Redis is unreachable, and without REDIS_URL, they live in this process.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimitRule {
  /** Names the counter, e.g. 'login:ip'. Rules with the same name share their counts, so they must agree. */
  name: string;
  limit: number;
  /** Whole seconds (the libraries count windows in seconds). */
  windowMs: number;
  /** Shown to the user on 429, e.g. 'Too many sign-in attempts.' */
  message?: string;
  /** Shown instead of `message`, built from the wait in seconds (issue 50: a refusal says how long to wait). */
  waitMessage?: (retryAfterSeconds: number) => string;
}

/** 'Please wait 5 minutes and try again.' (or seconds, under a minute): the English end of a 429's sentence. */
export function waitSentence(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/** The sentence of a refusal by `rule`, waiting `retryAfterSeconds`. */
export function limitMessage(rule: LimitRule, retryAfterSeconds: number): string {
  if (rule.waitMessage !== undefined) return rule.waitMessage(retryAfterSeconds);
  return rule.message ?? `Too many attempts. ${waitSentence(retryAfterSeconds)}`;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  /** Shares the counts through Redis; without it they are kept in this process. */
  redisUrl?: string | undefined;
  /** RATE_LIMIT=off (benchmarks): every hit is allowed and nothing is counted. */
  enabled?: boolean;
  /** Told once each time Redis becomes unreachable (counts then fall back to this process). */
  onRedisDown?: (err: unknown) => void;
}

const ALLOWED: RateLimitDecision = { allowed: true, retryAfterSeconds: 0 };
const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

export class RateLimiter {
  readonly #redis: Redis | undefined;
  readonly #enabled: boolean;
  readonly #byName = new Map<string, { rule: LimitRule; limiter: RateLimiterAbstract }>();

  constructor(options: RateLimiterOptions = {}) {
    this.#enabled = options.enabled ?? true;
    if (options.redisUrl === undefined || !this.#enabled) return;
    const onRedisDown = options.onRedisDown ?? (() => undefined);
    this.#redis = new Redis(options.redisUrl, {
      lazyConnect: true,
      // Fail fast while disconnected instead of queueing: a request must not wait for Redis to come back
      // (rate-limiter-flexible then counts in memory: `rejectIfRedisNotReady` and the insurance limiter).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 300,
      connectTimeout: 1_000,
      // ioredis waits this long for a dead socket to close on disconnect (default 2 s holds shutdown open).
      disconnectTimeout: 100,
      retryStrategy: (times: number) => Math.min(times * 500, 5_000),
    });
    let down = false;
    this.#redis.on('ready', () => {
      down = false;
    });
    this.#redis.on('error', (err: unknown) => {
      if (down) return;
      down = true;
      onRedisDown(err);
    });
    this.#redis.connect().catch(() => undefined); // reported through 'error'
  }

  /**
   * Resolves once the counts are shared through Redis (at once without REDIS_URL or when already connected).
   * Never needed for correctness (until then hits count in memory); tests that measure sharing wait on it.
   */
  ready(): Promise<void> {
    const redis = this.#redis;
    if (redis === undefined || redis.status === 'ready') return Promise.resolve();
    return new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  }

  // Keys can contain user input (emails); hashing is unnecessary, but bound their length.
  #key = (key: string) => key.slice(0, 200);

  #limiter(rule: LimitRule): RateLimiterAbstract {
    const known = this.#byName.get(rule.name);
    if (known !== undefined) {
      if (known.rule.limit !== rule.limit || known.rule.windowMs !== rule.windowMs) throw new Error(`rate limit rules named ${rule.name} disagree`);
      return known.limiter;
    }
    if (!Number.isInteger(rule.windowMs / 1000) || rule.windowMs < 1000) throw new Error(`rate limit ${rule.name}: the window must be whole seconds`);
    // Same keys as before the library: musawo:rl:<rule>:<key>.
    const shape = { points: rule.limit, duration: rule.windowMs / 1000, keyPrefix: `musawo:rl:${rule.name}` };
    const memory = new RateLimiterMemory(shape);
    const limiter = this.#redis === undefined ? memory : new RateLimiterRedis({ ...shape, storeClient: this.#redis, rejectIfRedisNotReady: true, insuranceLimiter: memory });
    this.#byName.set(rule.name, { rule, limiter });
    return limiter;
  }

  /** Counts one hit of `rule` for `key` and says whether it is within the limit. */
  async hit(rule: LimitRule, key: string): Promise<RateLimitDecision> {
    if (!this.#enabled) return ALLOWED;
    try {
      await this.#limiter(rule).consume(this.#key(key));
      return ALLOWED;
    } catch (res) {
      // Over the limit: the library rejects with the counts. Anything else (both stores failing) is a bug to report.
      if (res instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(res.msBeforeNext) };
      throw res;
    }
  }

  /** Whether one more hit would still be allowed, without counting one (for limits on failures only). */
  async check(rule: LimitRule, key: string): Promise<RateLimitDecision> {
    if (!this.#enabled) return ALLOWED;
    const res = await this.#limiter(rule).get(this.#key(key));
    if (res === null || res.consumedPoints < rule.limit) return ALLOWED;
    return { allowed: false, retryAfterSeconds: retryAfter(res.msBeforeNext) };
  }

  /**
   * Gives back a hit of `rule` for `key`. For limits on failures that must hold under concurrency: `hit` first
   * (an atomic reservation, so N concurrent attempts get at most `limit` through), do the work, and release
   * the reservation when the attempt turned out not to be a failure. Only while the window lives: a window
   * that ended is not opened again with a negative count.
   */
  async release(rule: LimitRule, key: string): Promise<void> {
    if (!this.#enabled) return;
    const limiter = this.#limiter(rule);
    const res = await limiter.get(this.#key(key));
    if (res !== null && res.consumedPoints > 0 && res.msBeforeNext > 0) await limiter.reward(this.#key(key));
  }

  close(): Promise<void> {
    this.#redis?.disconnect();
    return Promise.resolve();
  }
}
