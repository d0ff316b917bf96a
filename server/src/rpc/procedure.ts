// What one action file exports: its service/action (whose schema and auth level live in the shared
// catalogue), optional rate limits, and a handler from parsed input to the catalogue's output.
import type { FastifyBaseLogger } from 'fastify';
import type { ActionName, Language, RpcOutput, RpcParsedInput, ServiceName, UserType } from '@musawo/shared/contracts';
import type { Artifacts } from '../release/artifact-cache';
import type { Config } from '../config';
import type { Db } from '../db/create-db';
import type { LimitRule, RateLimiter } from '../lib/rate-limiter';
import type { Keys } from '../lib/secrets';
import type { Background } from '../lib/background';
import type { Clock } from '../lib/time';
import type { Notifier } from '../notify/port';
import type { PasswordHasher } from '../auth/passwords';
import type { PlacesProvider } from '../places/places-provider';
import type { JobRunner } from '../jobs/job-runner';
import type { TopUpService } from '../payments/top-ups';
import type { PayoutService } from '../payouts/payouts';
import type { ConsultRealtime } from '../consult/realtime';
import type { FileStore } from '../consult/file-store';

export interface AuthUser {
  id: string;
  userType: UserType;
  sessionId: string;
}

/** Built once per app: everything a handler may use besides the request itself. */
export interface AppServices {
  config: Config;
  db: Db;
  now: Clock;
  keys: Keys;
  notifier: Notifier;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  /** Fire-and-forget work that must not shape the response (awaited on shutdown). */
  background: Background;
  /** Place suggestions and geocoding (PLACES_PROVIDER). */
  places: PlacesProvider;
  /** The DB-backed job queue (notifications, reminders); `kick()` after a commit that enqueued work. */
  jobs: JobRunner;
  /** Mobile-money wallet top-ups (PAYMENTS_PROVIDER). */
  topUps: TopUpService;
  /** Doctors' withdrawals to mobile money (issue 47, ADR 206). */
  payouts: PayoutService;
  /** Consultation rooms' live side (issue 33): fan-out to the parties' sockets, attachments, ICE servers. */
  consult: ConsultRealtime;
  /** Copies of applicants' practising licences (issue 47, ADR 209); read only by operators. */
  licenceCopies: FileStore;
  /** This server's copy of the released versions (issue 46, ADR 306); its store's reachability is in the health answer. */
  artifacts: Artifacts;
}

export interface RequestContext extends AppServices {
  log: FastifyBaseLogger;
  requestId: string;
  ip: string;
  /** The caller's interface language (the `lang` cookie, ADR 016): messages to someone without an account use it. */
  language: Language;
  /** Set for every non-public action (the gateway refused the call otherwise); null or set for public ones. */
  user: AuthUser | null;
  /**
   * This browser's device id (issue 50, ADR 104): the `device` cookie, or a new random id set in it (HttpOnly, a
   * year). Only for counting limits per device: anyone can drop a cookie, so it never protects on its own.
   */
  deviceId(): string;
  /** Counts a hit against `rule` for `key`; throws 429 with the rule's message when over the limit. */
  limit(rule: LimitRule, key: string): Promise<void>;
  /** Throws 429 when `rule` is already exhausted for `key`, without counting (pair with `limit` on failure). */
  checkLimit(rule: LimitRule, key: string): Promise<void>;
}

/** An action's per-address rules, or how to read them from the config (the auth actions' ceiling, ADR 104). */
type AddressLimits = readonly LimitRule[] | ((config: Config) => readonly LimitRule[]);

export interface Procedure<S extends ServiceName = ServiceName, A extends ActionName<S> = ActionName<S>> {
  service: S;
  action: A;
  /** Per-IP limits checked before the handler runs (after the input parsed); a function when they follow the config. */
  rateLimit?: AddressLimits;
  handler(args: { ctx: RequestContext; input: RpcParsedInput<S, A> }): Promise<RpcOutput<S, A>>;
}

/**
 * Keeps the handler's input and output typed by the catalogue row. Service and action come first so they are
 * inferred before the handler is checked (inferred together, literal outputs like `status: 'ok'` widen).
 */
export function defineProcedure<S extends ServiceName, A extends ActionName<S>>(
  service: S,
  action: A,
  definition: NoInfer<Omit<Procedure<S, A>, 'service' | 'action'>>,
): Procedure<S, A> {
  return { service, action, ...definition };
}

/** A procedure of any action, as the registry holds them (the gateway passes input already parsed by the matching schema). */
export interface AnyProcedure {
  service: string;
  action: string;
  rateLimit?: AddressLimits;
  handler(args: { ctx: RequestContext; input: never }): Promise<unknown>;
}

/** The signed-in caller of a non-public action. */
export function requireUser(ctx: RequestContext): AuthUser {
  if (ctx.user === null) throw new Error('requireUser called from a public action');
  return ctx.user;
}
