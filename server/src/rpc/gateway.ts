// POST /api/v1 {SERVICE, ACTION, ...fields}: look the action up in the shared catalogue, check who may call
// it, parse its input with the catalogue's schema, apply its limits and run its handler. The public reads in
// GET_READS also answer GET /api/v1/<SERVICE>/<ACTION>?<fields> (ADR 011). Answers of 1 KB or more go out
// compressed when the client accepts it.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { findRpc, languageFromCookie, parseRpcGetUrl, type RpcDef } from '@musawo/shared/contracts';
import { findRpcInput } from '@musawo/shared/rpc-inputs';
import { verifyAccessToken, unauthenticated } from '../auth/access-token';
import { endSessionFamily, findSessionState } from '../auth/sessions';
import { OPERATOR_IDLE_MESSAGE, touchOperatorSession } from '../operators/operators-repo';
import { AppError, badInput, forbidden, rateLimited } from '../errors';
import { limitMessage, type LimitRule } from '../lib/rate-limiter';
import { MINUTE } from '../lib/time';
import { readableIssue } from './format-issues';
import type { AnyProcedure, AppServices, AuthUser, RequestContext } from './procedure';

export const API_PATH = '/api/v1';
const API_BODY_LIMIT = 100 * 1024;

// A ceiling across every action, per client address: generous for a person, a brake for a script.
const GLOBAL_PER_IP: LimitRule = { name: 'api:ip', limit: 1_200, windowMs: MINUTE, message: 'Too many requests. Please slow down.' };

export const isLoopback = (ip: string | undefined): boolean => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * The path of the first string (value or key) holding a NUL character, or undefined. PostgreSQL cannot store or
 * compare NUL in text (it answers an error, which was a 500), and no field of ours has a use for it. One pass
 * over a body already bounded by API_BODY_LIMIT.
 */
function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return path || 'body';
    const found = findNul(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * @fastify/compress on the gateway's routes (ADR 304): an answer of 1 KB or more goes out in Brotli when the request
 * offers it, else gzip (also for `*`); q=0 refuses one. Brotli's quality 4 is as quick as gzip's default level here
 * and ~10% smaller on our JSON. Route options replace the plugin's, so every one is named here.
 */
export const ANSWER_COMPRESSION = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
} satisfies FastifyCompressOptions;

/**
 * An answer long enough to be compressed says it varies with Accept-Encoding even when this client takes it plain
 * (ADR 304), so no cache keeps one form for every client; the plugin marks only the answers it compresses.
 */
const varyWithEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  if (typeof payload === 'string' && Buffer.byteLength(payload) >= ANSWER_COMPRESSION.threshold) {
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  }
  done(null, payload);
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function authenticate(services: AppServices, request: FastifyRequest, def: RpcDef): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (def.auth === 'public') {
    if (token === undefined) return null;
    // A public action works the same for a visitor; a stale token must not turn it into a 401.
    try {
      const claims = await verifyAccessToken(services.keys, token, services.now());
      return { id: claims.userId, userType: claims.userType, sessionId: claims.sessionId };
    } catch {
      return null;
    }
  }
  if (token === undefined) throw unauthenticated();
  const user = await authenticateToken(services, token);
  if (def.auth === 'patient' && user.userType !== 'patient') throw forbidden('Only patients can do this.');
  if (def.auth === 'doctor' && user.userType !== 'doctor') throw forbidden('Only doctors can do this.');
  if (def.auth === 'operator' && user.userType !== 'operator') throw forbidden('Only operators can do this.');
  return user;
}

/**
 * The signed-in user of an access token, or a 401: the token's signature and expiry, and whether its session is
 * still open. The gateway, the consultation socket and the attachment routes all sign people in through this.
 */
export async function authenticateToken(services: Pick<AppServices, 'keys' | 'db' | 'now'>, token: string): Promise<AuthUser> {
  const claims = await verifyAccessToken(services.keys, token, services.now());
  // One round trip: the account, and whether the token's session (its refresh-token family) is still open, so
  // logout and a revoked family end access at once rather than when the access token expires.
  const state = await findSessionState(services.db, claims.userId, claims.sessionId);
  if (state === undefined) throw unauthenticated('Your account no longer exists. Please sign in again.');
  if (!state.live) throw unauthenticated('Your session has ended. Please sign in again.');
  if (state.tokensValidAfter !== null && claims.issuedAt * 1000 < Date.parse(state.tokensValidAfter)) throw unauthenticated('Your session has ended. Please sign in again.');
  // An operator's sign-in ends after 30 minutes without a request (ADR 107); each request restarts the clock.
  if (state.userType === 'operator' && !(await touchOperatorSession(services.db, claims.sessionId, services.now()))) {
    await endSessionFamily(services.db, claims.sessionId, services.now());
    throw unauthenticated(OPERATOR_IDLE_MESSAGE);
  }
  return { id: claims.userId, userType: state.userType, sessionId: claims.sessionId };
}

/** The token of an `Authorization: Bearer` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

const DEVICE_COOKIE = /(?:^|;\s*)device=([0-9a-f-]{36})(?:;|$)/;

/** The request's `device` cookie, or a new id set in one on the answer (asked for by the actions limited per device). */
function deviceIdOf(request: FastifyRequest, reply: FastifyReply): () => string {
  let id: string | undefined;
  return () => {
    if (id !== undefined) return id;
    const sent = DEVICE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    if (sent !== undefined) return (id = sent);
    id = randomUUID();
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `device=${id}; Path=/api; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`);
    return id;
  };
}

/**
 * The handler's context: the app's services plus this request's own fields, written out field by field.
 * Not `{ ...services, log, ... }`: Node 20's V8 adds properties that follow a spread through a slow runtime
 * path (~1 µs each in isolation); that one line cost ~20 µs of every gateway request, a fifth of its CPU
 * (ADR 302). A new field in AppServices fails to compile here until it is added.
 */
function requestContext(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser | null,
  limit: RequestContext['limit'],
  checkLimit: RequestContext['checkLimit'],
): RequestContext {
  return {
    artifacts: services.artifacts,
    config: services.config,
    db: services.db,
    now: services.now,
    keys: services.keys,
    notifier: services.notifier,
    limiter: services.limiter,
    passwords: services.passwords,
    background: services.background,
    places: services.places,
    jobs: services.jobs,
    topUps: services.topUps,
    payouts: services.payouts,
    consult: services.consult,
    licenceCopies: services.licenceCopies,
    log: request.log,
    requestId: request.id,
    ip: request.ip,
    language: languageFromCookie(request.headers.cookie) ?? 'en',
    user,
    deviceId: deviceIdOf(request, reply),
    limit,
    checkLimit,
  };
}

export function registerGateway(app: FastifyInstance, services: AppServices, procedures: readonly AnyProcedure[]): void {
  const byKey = new Map<string, AnyProcedure>();
  for (const p of procedures) {
    const key = `${p.service}/${p.action}`;
    if (byKey.has(key)) throw new Error(`two procedures registered for ${key}`);
    if (findRpc(p.service, p.action) === undefined) throw new Error(`procedure ${key} is not in the shared RPC catalogue`);
    byKey.set(key, p);
  }
  const validateOutput = services.config.nodeEnv !== 'production';
  // Each action's per-address rules, read from the config once.
  const addressRules = new Map<AnyProcedure, readonly LimitRule[]>();
  for (const p of procedures) addressRules.set(p, typeof p.rateLimit === 'function' ? p.rateLimit(services.config) : (p.rateLimit ?? []));

  const limit = async (rule: LimitRule, key: string) => {
    const decision = await services.limiter.hit(rule, key);
    if (!decision.allowed) throw rateLimited(limitMessage(rule, decision.retryAfterSeconds), decision.retryAfterSeconds);
  };
  const checkLimit = async (rule: LimitRule, key: string) => {
    const decision = await services.limiter.check(rule, key);
    if (!decision.allowed) throw rateLimited(limitMessage(rule, decision.retryAfterSeconds), decision.retryAfterSeconds);
  };
  // Per-address limits apply to every address: behind a reverse proxy on the same host every client would be
  // 127.0.0.1 (TRUST_PROXY names the proxy so the forwarded address counts). Only the e2e journeys, under
  // NODE_ENV=test, may exempt loopback (RATE_LIMIT_LOOPBACK=exempt).
  const exemptAddress = (ip: string) => services.config.loopbackLimitExempt && isLoopback(ip);

  const dispatch = async (request: FastifyRequest, reply: FastifyReply, service: string, action: string, fields: Record<string, unknown>) => {
    const def = findRpc(service, action);
    const input = findRpcInput(service, action);
    const procedure = byKey.get(`${service}/${action}`);
    if (def === undefined || input === undefined || procedure === undefined) throw new AppError(404, 'UNKNOWN_ACTION', `Unknown action: ${service.slice(0, 100)}/${action.slice(0, 100)}`);

    const perAddress = !exemptAddress(request.ip);
    if (perAddress) await limit(GLOBAL_PER_IP, request.ip);
    const user = await authenticate(services, request, def);

    // The action's per-address limits count refused input too: validation is work, and an attacker's requests
    // are mostly invalid ones.
    if (perAddress) for (const rule of addressRules.get(procedure) ?? []) await limit(rule, request.ip);
    const nulAt = findNul(fields);
    if (nulAt !== undefined) throw badInput(`${nulAt.slice(0, 100)}: must not contain a NUL character.`, nulAt.slice(0, 100));
    const parsed = input.safeParse(fields);
    if (!parsed.success) {
      const { field, message } = readableIssue(parsed.error.issues, fields);
      throw badInput(message, field);
    }

    const ctx: RequestContext = requestContext(services, request, reply, user, limit, checkLimit);
    const result = await procedure.handler({ ctx, input: parsed.data as never });

    if (validateOutput) {
      const checked = def.output.safeParse(result);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues, action: `${service}/${action}` }, 'handler output does not match the catalogue');
        throw new Error(`output of ${service}/${action} does not match the catalogue`);
      }
    }
    return reply.code(200).send(result);
  };

  app.post(API_PATH, { bodyLimit: API_BODY_LIMIT, compress: ANSWER_COMPRESSION, onSend: varyWithEncoding }, async (request, reply) => {
    // Answers carry tokens and personal data: no cache (a shared proxy, the browser's disk) may keep them.
    reply.header('cache-control', 'no-store');
    const body: unknown = request.body;
    if (!isPlainObject(body)) throw new AppError(400, 'BAD_REQUEST', 'The request body must be a JSON object with SERVICE and ACTION.');
    const { SERVICE: service, ACTION: action, ...fields } = body;
    if (typeof service !== 'string' || service === '') throw badInput('SERVICE is required.', 'SERVICE', 'BAD_REQUEST');
    if (typeof action !== 'string' || action === '') throw badInput('ACTION is required.', 'ACTION', 'BAD_REQUEST');
    return dispatch(request, reply, service, action, fields);
  });

  // The GET form of the public reads in GET_READS (ADR 011): what a page's `Link: rel=preload` names. Same checks,
  // limits and answer as the POST form; the browser may keep the answer but must ask again before reusing it.
  app.get(`${API_PATH}/:service/:action`, { compress: ANSWER_COMPRESSION, onSend: varyWithEncoding }, async (request, reply) => {
    const call = parseRpcGetUrl(new URL(request.url, 'http://localhost'), API_PATH);
    if (call === undefined) throw new AppError(404, 'UNKNOWN_ACTION', 'This action cannot be called with GET: POST it to /api/v1 with SERVICE and ACTION.');
    reply.header('cache-control', 'no-cache');
    return dispatch(request, reply, call.service, call.action, call.input);
  });
}
