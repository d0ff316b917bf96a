// Configuration comes from the environment only, parsed once at boot: a typo fails the start with a readable
// list instead of surfacing as a strange runtime error hours later.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import * as z from 'zod/mini';
import { findRepoRoot, readServerVersion } from './paths';
import { parseS3Url } from './consult/s3-file-store';
import { type ArtifactStoreConfig, parseArtifactStore } from './release/artifact-store';

type NodeEnv = 'development' | 'production' | 'test';
type NotifyChannelTransport = 'outbox' | 'smtp' | 'sms';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: NodeEnv;
  root: string;
  version: string;
  host: string;
  port: number;
  /** `sqlite:<absolute path>`, `sqlite::memory:` or `postgres://...`. */
  databaseUrl: string;
  redisUrl: string | undefined;
  /** Which adapters deliver messages; email goes to SMTP when listed, SMS to Africa's Talking when listed, the rest to the outbox. */
  notifyTransports: ReadonlySet<NotifyChannelTransport>;
  smtpUrl: string | undefined;
  mailFrom: string;
  africasTalking: { username: string; apiKey: string; senderId: string | undefined } | undefined;
  paymentsProvider: string;
  /** Live adapters' settings (PAYMENTS_PROVIDER=live); each is undefined when its credentials are not set. */
  payments: PaymentsConfig;
  /** Background workers (jobs, top-up polling) in this process; off by default only under test. */
  workers: boolean;
  /** Server processes sharing the port (SERVER_PROCESSES: a number, or `auto` for one per core); 1 by default (ADR 303). */
  processes: number;
  /** Where place suggestions and geocoding come from: 'local' (the bundled Ugandan gazetteer). */
  placesProvider: string;
  /** The folder store's folder (ARTIFACT_STORE=file:<dir>, else DEPLOY_DIR, else deploy/). */
  deployDir: string;
  /** Where published versions are kept (ARTIFACT_STORE, ADR 306): the deploy folder by default, or an S3-compatible store. */
  artifactStore: ArtifactStoreConfig;
  /** ARTIFACT_CACHE_DIR: where a server keeps the versions it fetched from an object store (default .tmp/artifact-cache). */
  artifactCacheDir: string;
  /** ARTIFACT_CACHE_KEEP: how many of each app's last history versions the cache keeps for a rollback (default 3). */
  artifactCacheKeep: number;
  /**
   * A canary is ended automatically when its failure rate exceeds the live version's by more than `margin`
   * (CANARY_FAILURE_MARGIN, a fraction, 0.05 by default) once it has `minLoads` loads (CANARY_MIN_LOADS, 50); the
   * guard looks at most every `everyMs` (CANARY_CHECK_SECONDS, 30).
   */
  canaryGuard: { margin: number; minLoads: number; everyMs: number };
  publicUrl: string;
  /** USSD_CALLBACK_TOKEN (issue 48, ADR 204): the secret the USSD and inbound SMS callback URLs carry; required in production. */
  ussdCallbackToken: string | undefined;
  /** JWT_SECRET; when unset, main.ts reads or creates `jwtSecretFile` (security/signing-secret.ts). */
  jwtSecret: string | undefined;
  /** Where a generated signing secret is kept: beside the SQLite database, else `data/jwt-secret`; undefined for `:memory:`. */
  jwtSecretFile: string | undefined;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** The reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client; false: none, the socket's address counts. */
  trustProxy: false | string[];
  /** RATE_LIMIT_LOOPBACK=exempt, only under NODE_ENV=test (the e2e journeys): per-address limits skip 127.0.0.1 and ::1. */
  loopbackLimitExempt: boolean;
  /** Off only for benchmarks: the limits would otherwise measure the limiter. */
  rateLimitEnabled: boolean;
  /**
   * RATE_LIMIT_ADDRESS_CEILING: requests per hour one address may make to each sign-up, code and sign-in action
   * (default 3,000). A flood ceiling only: carrier NAT puts whole towns behind one address, so what protects a
   * number, an account or a device is counted per number, account and device (issue 50, ADR 104).
   */
  authAddressCeilingPerHour: number;
  /** Seed the demo accounts into an empty database at start (never by default in production: known passwords). */
  seedDemo: boolean;
  /** Consultations (issue 33): where attachments are kept, and the WebRTC ICE servers with coturn's shared secret. */
  consult: ConsultConfig;
}

export interface ConsultConfig {
  /** CONSULT_FILES_DIR; by default beside the SQLite database, else `data/consult-files`; undefined: kept in memory (`:memory:`). */
  filesDir: string | undefined;
  /** FILE_STORE=s3://<bucket>/<prefix> (with S3_ENDPOINT for a store that is not AWS): files in an object store instead. */
  objectStore: { bucket: string; prefix: string; endpoint: string | undefined } | undefined;
  /** ICE_SERVERS: stun:/turn:/turns: URLs, comma separated. TURN URLs get credentials minted from TURN_SECRET. */
  iceServers: string[];
  /** TURN_SECRET: coturn's `static-auth-secret` (use-auth-secret, the TURN REST scheme). */
  turnSecret: string | undefined;
}

interface PaymentsConfig {
  mtn: { baseUrl: string; subscriptionKey: string; apiUser: string; apiKey: string; targetEnvironment: string; currency: string; callbackUrl: string | undefined } | undefined;
  airtel: { baseUrl: string; clientId: string; clientSecret: string; country: string; currency: string } | undefined;
  /** Doctors' withdrawals (ADR 207): MTN's Disbursement product has its own key and API user. */
  mtnDisbursement: { baseUrl: string; subscriptionKey: string; apiUser: string; apiKey: string; targetEnvironment: string; currency: string; callbackUrl: string | undefined } | undefined;
  airtelDisbursement: { baseUrl: string; clientId: string; clientSecret: string; country: string; currency: string; encryptedPin: string } | undefined;
  /** Withdrawals above this many UGX wait for an operator's approval (PAYOUT_APPROVAL_ABOVE, ADR 206). */
  payoutApprovalAbove: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const optionalText = z.optional(z.string().check(z.trim()));
const envSchema = z.object({
  NODE_ENV: z.optional(z.enum(['development', 'production', 'test'])),
  PORT: z.optional(z.string().check(z.regex(/^\d{1,5}$/, 'must be a port number'))),
  HOST: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  NOTIFY_TRANSPORT: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  AT_USERNAME: optionalText,
  AT_API_KEY: optionalText,
  AT_SENDER_ID: optionalText,
  PAYMENTS_PROVIDER: z.optional(z.enum(['sandbox', 'live'])),
  MTN_BASE_URL: optionalText,
  MTN_SUBSCRIPTION_KEY: optionalText,
  MTN_API_USER: optionalText,
  MTN_API_KEY: optionalText,
  MTN_TARGET_ENVIRONMENT: optionalText,
  MTN_CURRENCY: optionalText,
  MTN_CALLBACK_URL: optionalText,
  AIRTEL_BASE_URL: optionalText,
  AIRTEL_CLIENT_ID: optionalText,
  AIRTEL_CLIENT_SECRET: optionalText,
  AIRTEL_COUNTRY: optionalText,
  AIRTEL_CURRENCY: optionalText,
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: optionalText,
  MTN_DISBURSEMENT_API_USER: optionalText,
  MTN_DISBURSEMENT_API_KEY: optionalText,
  AIRTEL_DISBURSEMENT_PIN: optionalText,
  PAYOUT_APPROVAL_ABOVE: z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'must be a whole number of UGX'))),
  WORKERS: z.optional(z.enum(['on', 'off'])),
  SERVER_PROCESSES: optionalText,
  CANARY_FAILURE_MARGIN: optionalText,
  CANARY_MIN_LOADS: optionalText,
  CANARY_CHECK_SECONDS: optionalText,
  PLACES_PROVIDER: z.optional(z.enum(['local'])),
  DEPLOY_DIR: optionalText,
  ARTIFACT_STORE: optionalText,
  ARTIFACT_CACHE_DIR: optionalText,
  ARTIFACT_CACHE_KEEP: optionalText,
  PUBLIC_URL: optionalText,
  JWT_SECRET: optionalText,
  CORS_ORIGINS: optionalText,
  LOG_LEVEL: z.optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optionalText,
  RATE_LIMIT_LOOPBACK: z.optional(z.enum(['exempt', 'limited'])),
  RATE_LIMIT: z.optional(z.enum(['on', 'off'])),
  RATE_LIMIT_ADDRESS_CEILING: optionalText,
  SEED_DEMO: z.optional(z.enum(['on', 'off'])),
  CONSULT_FILES_DIR: optionalText,
  FILE_STORE: optionalText,
  S3_ENDPOINT: optionalText,
  ICE_SERVERS: optionalText,
  TURN_SECRET: optionalText,
  USSD_CALLBACK_TOKEN: optionalText,
});

const nonEmpty = (v: string | undefined): string | undefined => (v === undefined || v === '' ? undefined : v);

const CIDR = /^([0-9a-fA-F:.]{2,45})\/(\d{1,3})$/;

/** TRUST_PROXY: the proxies by address or CIDR range, comma separated. `true` (trust anyone's X-Forwarded-For) is refused. */
function parseTrustProxy(raw: string | undefined): false | string[] {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') {
    throw new ConfigError('TRUST_PROXY must name the proxy (its address or range, e.g. TRUST_PROXY=127.0.0.1): with true anyone could choose the address they are limited by.');
  }
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  for (const part of parts) {
    const cidr = CIDR.exec(part);
    if (isIP(cidr?.[1] ?? part) === 0) throw new ConfigError(`TRUST_PROXY: "${part.slice(0, 60)}" is not an address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8)`);
  }
  return parts.length === 0 ? false : parts;
}

function secretFileFor(databaseUrl: string, root: string): string | undefined {
  if (!databaseUrl.startsWith('sqlite:')) return resolve(root, 'data', 'jwt-secret');
  const path = databaseUrl.slice('sqlite:'.length);
  return path === ':memory:' ? undefined : resolve(dirname(path), 'jwt-secret');
}

function consultFilesDirFor(raw: string | undefined, databaseUrl: string, root: string): string | undefined {
  if (raw !== undefined) return resolve(root, raw);
  if (!databaseUrl.startsWith('sqlite:')) return resolve(root, 'data', 'consult-files');
  const path = databaseUrl.slice('sqlite:'.length);
  return path === ':memory:' ? undefined : resolve(dirname(path), 'consult-files');
}

const ICE_URL = /^(stun|stuns|turn|turns):[^\s,]{1,200}$/;

function parseIceServers(raw: string | undefined): string[] {
  const urls = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const url of urls) if (!ICE_URL.test(url)) throw new ConfigError(`ICE_SERVERS: "${url.slice(0, 60)}" is not a stun:, turn: or turns: URL`);
  return urls;
}

function resolveDatabaseUrl(raw: string | undefined, root: string): string {
  const url = raw ?? 'sqlite:data/musawo.db';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return url;
  if (!url.startsWith('sqlite:')) throw new ConfigError('DATABASE_URL must start with sqlite: or postgres://');
  const path = url.slice('sqlite:'.length);
  if (path === ':memory:') return url;
  if (path === '') throw new ConfigError('DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/musawo.db');
  return `sqlite:${isAbsolute(path) ? path : resolve(root, path)}`;
}

function parseTransports(raw: string | undefined, nodeEnv: NodeEnv): Set<NotifyChannelTransport> {
  const value = raw ?? (nodeEnv === 'production' ? 'smtp,sms' : 'outbox');
  const out = new Set<NotifyChannelTransport>();
  for (const part of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (part !== 'outbox' && part !== 'smtp' && part !== 'sms') {
      throw new ConfigError(`NOTIFY_TRANSPORT: unknown transport "${part}" (use outbox, smtp, sms or a comma list)`);
    }
    out.add(part);
  }
  if (out.size === 0) out.add('outbox');
  return out;
}

function badStore(): never {
  throw new ConfigError('ARTIFACT_STORE must be file:<folder> (the default is file:deploy) or s3://<bucket>/<prefix>');
}

function objectStoreFor(raw: string | undefined, endpoint: string | undefined): ConsultConfig['objectStore'] {
  if (raw === undefined) return undefined;
  const url = parseS3Url(raw);
  if (url === undefined) throw new ConfigError('FILE_STORE must be s3://<bucket>/<prefix> (or unset for files on this machine\'s disk)');
  if (endpoint !== undefined && !/^https?:\/\/[^\s]+$/.test(endpoint)) throw new ConfigError('S3_ENDPOINT must be an http:// or https:// URL');
  return { ...url, endpoint };
}

function consultConfig(e: { CONSULT_FILES_DIR?: string; FILE_STORE?: string; S3_ENDPOINT?: string; ICE_SERVERS?: string; TURN_SECRET?: string }, databaseUrl: string, root: string): ConsultConfig {
  const iceServers = parseIceServers(nonEmpty(e.ICE_SERVERS));
  const turnSecret = nonEmpty(e.TURN_SECRET);
  if (iceServers.some((u) => u.startsWith('turn')) && turnSecret === undefined) throw new ConfigError('ICE_SERVERS names a TURN server but TURN_SECRET (coturn\'s static-auth-secret) is not set.');
  const objectStore = objectStoreFor(nonEmpty(e.FILE_STORE), nonEmpty(e.S3_ENDPOINT));
  return { filesDir: consultFilesDirFor(nonEmpty(e.CONSULT_FILES_DIR), databaseUrl, root), objectStore, iceServers, turnSecret };
}

/** Parses the environment. Tests pass their own object; main passes process.env. */
export { resolveDatabaseUrl };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const nodeEnv: NodeEnv = e.NODE_ENV ?? 'development';
  const root = findRepoRoot(cwd, env);
  const port = e.PORT === undefined ? 8080 : Number(e.PORT);
  if (port > 65_535) throw new ConfigError('PORT must be between 0 and 65535');
  const production = nodeEnv === 'production';

  const jwtSecret = nonEmpty(e.JWT_SECRET);
  if (production && jwtSecret === undefined) throw new ConfigError('JWT_SECRET is required in production (at least 32 random characters).');
  if (production && jwtSecret !== undefined && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters in production.');
  if (e.RATE_LIMIT_LOOPBACK === 'exempt' && nodeEnv !== 'test') throw new ConfigError('RATE_LIMIT_LOOPBACK=exempt is for the test journeys only (NODE_ENV=test).');

  const processesRaw = nonEmpty(e.SERVER_PROCESSES) ?? '1';
  const processes = processesRaw === 'auto' ? availableParallelism() : Number(processesRaw);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) throw new ConfigError('SERVER_PROCESSES must be a whole number from 1 to 64, or auto (one per core).');

  const addressCeiling = Number(nonEmpty(e.RATE_LIMIT_ADDRESS_CEILING) ?? '3000');
  if (!Number.isInteger(addressCeiling) || addressCeiling < 1) throw new ConfigError('RATE_LIMIT_ADDRESS_CEILING must be a whole number of requests per hour, at least 1 (default 3000).');

  const margin = Number(nonEmpty(e.CANARY_FAILURE_MARGIN) ?? '0.05');
  if (!(margin >= 0 && margin <= 1)) throw new ConfigError('CANARY_FAILURE_MARGIN must be a fraction from 0 to 1, e.g. 0.05.');
  const minLoads = Number(nonEmpty(e.CANARY_MIN_LOADS) ?? '50');
  if (!Number.isInteger(minLoads) || minLoads < 1) throw new ConfigError('CANARY_MIN_LOADS must be a whole number of at least 1.');
  const checkSeconds = Number(nonEmpty(e.CANARY_CHECK_SECONDS) ?? '30');
  if (!Number.isInteger(checkSeconds) || checkSeconds < 1 || checkSeconds > 3600) throw new ConfigError('CANARY_CHECK_SECONDS must be a whole number of seconds from 1 to 3600 (default 30).');

  const notifyTransports = parseTransports(nonEmpty(e.NOTIFY_TRANSPORT), nodeEnv);
  const smtpUrl = nonEmpty(e.SMTP_URL);
  if (notifyTransports.has('smtp') && smtpUrl === undefined) throw new ConfigError('NOTIFY_TRANSPORT includes smtp but SMTP_URL is not set.');
  const atUsername = nonEmpty(e.AT_USERNAME);
  const atApiKey = nonEmpty(e.AT_API_KEY);
  if (notifyTransports.has('sms') && (atUsername === undefined || atApiKey === undefined)) {
    throw new ConfigError("NOTIFY_TRANSPORT includes sms but AT_USERNAME and AT_API_KEY (Africa's Talking) are not set.");
  }

  const publicUrl = (nonEmpty(e.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: ${publicUrl}`);
  }

  const paymentsProvider = e.PAYMENTS_PROVIDER ?? 'sandbox';
  const mtnKey = nonEmpty(e.MTN_SUBSCRIPTION_KEY);
  const mtnUser = nonEmpty(e.MTN_API_USER);
  const mtnApiKey = nonEmpty(e.MTN_API_KEY);
  const airtelId = nonEmpty(e.AIRTEL_CLIENT_ID);
  const airtelSecret = nonEmpty(e.AIRTEL_CLIENT_SECRET);
  const payments: PaymentsConfig = {
    mtn:
      mtnKey !== undefined && mtnUser !== undefined && mtnApiKey !== undefined
        ? {
            baseUrl: nonEmpty(e.MTN_BASE_URL) ?? 'https://sandbox.momodeveloper.mtn.com',
            subscriptionKey: mtnKey,
            apiUser: mtnUser,
            apiKey: mtnApiKey,
            targetEnvironment: nonEmpty(e.MTN_TARGET_ENVIRONMENT) ?? 'sandbox',
            currency: nonEmpty(e.MTN_CURRENCY) ?? 'UGX',
            callbackUrl: nonEmpty(e.MTN_CALLBACK_URL),
          }
        : undefined,
    airtel:
      airtelId !== undefined && airtelSecret !== undefined
        ? {
            baseUrl: nonEmpty(e.AIRTEL_BASE_URL) ?? 'https://openapiuat.airtel.africa',
            clientId: airtelId,
            clientSecret: airtelSecret,
            country: nonEmpty(e.AIRTEL_COUNTRY) ?? 'UG',
            currency: nonEmpty(e.AIRTEL_CURRENCY) ?? 'UGX',
          }
        : undefined,
    mtnDisbursement: undefined,
    airtelDisbursement: undefined,
    payoutApprovalAbove: Number(e.PAYOUT_APPROVAL_ABOVE ?? '1000000'),
  };
  const mtnDKey = nonEmpty(e.MTN_DISBURSEMENT_SUBSCRIPTION_KEY);
  const mtnDUser = nonEmpty(e.MTN_DISBURSEMENT_API_USER);
  const mtnDApiKey = nonEmpty(e.MTN_DISBURSEMENT_API_KEY);
  if (mtnDKey !== undefined && mtnDUser !== undefined && mtnDApiKey !== undefined) {
    payments.mtnDisbursement = {
      baseUrl: nonEmpty(e.MTN_BASE_URL) ?? 'https://sandbox.momodeveloper.mtn.com',
      subscriptionKey: mtnDKey,
      apiUser: mtnDUser,
      apiKey: mtnDApiKey,
      targetEnvironment: nonEmpty(e.MTN_TARGET_ENVIRONMENT) ?? 'sandbox',
      currency: nonEmpty(e.MTN_CURRENCY) ?? 'UGX',
      callbackUrl: nonEmpty(e.MTN_CALLBACK_URL),
    };
  }
  const airtelPin = nonEmpty(e.AIRTEL_DISBURSEMENT_PIN);
  if (payments.airtel !== undefined && airtelPin !== undefined) payments.airtelDisbursement = { ...payments.airtel, encryptedPin: airtelPin };
  if (paymentsProvider === 'live' && payments.mtn === undefined && payments.airtel === undefined) {
    throw new ConfigError('PAYMENTS_PROVIDER=live needs MTN_SUBSCRIPTION_KEY, MTN_API_USER and MTN_API_KEY, or AIRTEL_CLIENT_ID and AIRTEL_CLIENT_SECRET.');
  }

  const deployRaw = nonEmpty(e.DEPLOY_DIR);
  const storeRaw = nonEmpty(e.ARTIFACT_STORE);
  const s3Endpoint = nonEmpty(e.S3_ENDPOINT);
  if (s3Endpoint !== undefined && !/^https?:\/\/[^\s]+$/.test(s3Endpoint)) throw new ConfigError('S3_ENDPOINT must be an http:// or https:// URL');
  const artifactStore: ArtifactStoreConfig =
    storeRaw === undefined ? { kind: 'file', dir: deployRaw === undefined ? resolve(root, 'deploy') : resolve(root, deployRaw) } : (parseArtifactStore(storeRaw, root, s3Endpoint) ?? badStore());
  const cacheRaw = nonEmpty(e.ARTIFACT_CACHE_DIR);
  const keepRaw = nonEmpty(e.ARTIFACT_CACHE_KEEP);
  const artifactCacheKeep = keepRaw === undefined ? 3 : Number(keepRaw);
  if (!Number.isInteger(artifactCacheKeep) || artifactCacheKeep < 0 || artifactCacheKeep > 1_000) throw new ConfigError('ARTIFACT_CACHE_KEEP must be a whole number from 0 to 1000');
  const databaseUrl = resolveDatabaseUrl(nonEmpty(e.DATABASE_URL), root);
  return {
    nodeEnv,
    root,
    version: readServerVersion(root),
    // Production sits behind a proxy or in a container; a developer's machine is reachable by this machine only.
    host: nonEmpty(e.HOST) ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port,
    databaseUrl,
    redisUrl: nonEmpty(e.REDIS_URL),
    notifyTransports,
    smtpUrl,
    mailFrom: nonEmpty(e.MAIL_FROM) ?? 'Musawo <no-reply@musawo.ug>',
    africasTalking: atUsername !== undefined && atApiKey !== undefined ? { username: atUsername, apiKey: atApiKey, senderId: nonEmpty(e.AT_SENDER_ID) } : undefined,
    paymentsProvider,
    payments,
    workers: e.WORKERS === undefined ? nodeEnv !== 'test' : e.WORKERS === 'on',
    processes,
    placesProvider: e.PLACES_PROVIDER ?? 'local',
    deployDir: artifactStore.kind === 'file' ? artifactStore.dir : deployRaw === undefined ? resolve(root, 'deploy') : resolve(root, deployRaw),
    artifactStore,
    artifactCacheDir: cacheRaw === undefined ? resolve(root, '.tmp', 'artifact-cache') : resolve(root, cacheRaw),
    artifactCacheKeep,
    canaryGuard: { margin, minLoads, everyMs: checkSeconds * 1000 },
    publicUrl,
    ussdCallbackToken: nonEmpty(e.USSD_CALLBACK_TOKEN),
    jwtSecret,
    jwtSecretFile: secretFileFor(databaseUrl, root),
    corsOrigins: (nonEmpty(e.CORS_ORIGINS) ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(nonEmpty(e.TRUST_PROXY)),
    loopbackLimitExempt: e.RATE_LIMIT_LOOPBACK === 'exempt',
    rateLimitEnabled: e.RATE_LIMIT !== 'off',
    authAddressCeilingPerHour: addressCeiling,
    seedDemo: e.SEED_DEMO === undefined ? !production : e.SEED_DEMO === 'on',
    consult: consultConfig(e, databaseUrl, root),
  };
}
