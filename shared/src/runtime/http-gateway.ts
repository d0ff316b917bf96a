// The refresh-aware gateway client (DESIGN §4, spec §4/§7/§8). One instance per page, made by the shell.
import { findRpc, type ActionName, type RpcDef, type RpcInput, type RpcOutput, type ServiceName } from '../contracts/rpc';
import { rpcGetUrl } from '../contracts/get-reads';
import { tokensSchema, userProfileSchema, type Tokens } from '../contracts/entities';
import { REQUEST_TIMEOUT_MS } from '../contracts/constants';
import { GatewayError, type Gateway, type SessionStore } from './gateway';

export interface HttpGatewayOptions {
  /** e.g. `/api/v1` */
  baseUrl: string;
  session: SessionStore;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Runs the refresh under a lock shared by every tab of the site (the shell passes the Web Locks API). Two tabs
   * spending the same refresh token would look like token theft to the server and end the session.
   */
  refreshLock?: <T>(fn: () => Promise<T>) => Promise<T>;
}

/** The 401s that mean "your access token is no good": only these start a refresh (ADR 103). */
const REFRESHABLE = new Set(['TOKEN_EXPIRED', 'UNAUTHENTICATED']);

// Calls whose 401 means "wrong credentials", not "expired token": they never start a refresh.
const NO_REFRESH = new Set(['auth/login', 'auth/refreshTokens', 'auth/logout']);

interface RawResponse {
  status: number;
  body: Record<string, unknown> | null;
}

export function createHttpGateway(opts: HttpGatewayOptions): Gateway {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let refreshing: Promise<Tokens> | null = null;

  async function post(body: Record<string, unknown>, accessToken: string | undefined): Promise<RawResponse> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    return send(opts.baseUrl, { method: 'POST', headers, body: JSON.stringify(body) });
  }

  async function send(url: string, init: RequestInit): Promise<RawResponse> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let res: Response;
    try {
      res = await doFetch(url, { ...init, signal: controller.signal });
    } catch (err) {
      const timedOut = controller.signal.aborted;
      throw new GatewayError(
        timedOut
          ? 'The server took too long to answer. Please check your connection and try again.'
          : 'Could not reach Musawo. Please check your internet connection and try again.',
        0,
        timedOut ? 'TIMEOUT' : 'NETWORK',
        undefined,
        undefined,
      );
      void err;
    } finally {
      clearTimeout(timer);
    }
    let parsed: Record<string, unknown> | null = null;
    try {
      const json: unknown = await res.json();
      parsed = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed };
  }

  /** One refresh at a time: every request that failed meanwhile waits for the same promise. */
  function refresh(): Promise<Tokens> {
    if (!refreshing) {
      const spent = opts.session.get()?.tokens.refresh.token;
      const lock = opts.refreshLock ?? ((fn) => fn());
      refreshing = lock(async () => {
        // Another tab may have refreshed while this one waited for the lock: use its tokens.
        const now = opts.session.reload();
        if (now && now.tokens.refresh.token !== spent) return now.tokens;
        const refreshToken = now?.tokens.refresh.token;
        const ended = () => {
          opts.session.clear();
          return new GatewayError('Your session has ended. Please sign in again.', 401, 'SESSION_EXPIRED');
        };
        if (!refreshToken) throw ended();
        // A network failure or a server error is not the end of the session: on 3G the next try may work.
        const res = await post({ SERVICE: 'auth', ACTION: 'refreshTokens', refreshToken }, undefined);
        if (res.status >= 500) throw new GatewayError(fallbackMessage(res.status), res.status, `HTTP_${res.status}`);
        const tokens = tokensSchema.safeParse(res.body?.tokens);
        const user = userProfileSchema.safeParse(res.body?.user);
        if (res.status !== 200 || !tokens.success) throw ended();
        if (user.success) opts.session.set({ user: user.data, tokens: tokens.data });
        else opts.session.setTokens(tokens.data);
        return tokens.data;
      }).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  return {
    async call<S extends ServiceName, A extends ActionName<S>>(service: S, action: A, payload: RpcInput<S, A>): Promise<RpcOutput<S, A>> {
      const def = findRpc(service, action);
      if (!def) throw new GatewayError(`Unknown call ${service}/${action}.`, 0, 'UNKNOWN_ACTION');
      const body = { ...(payload as Record<string, unknown>), SERVICE: service, ACTION: action };
      const key = `${service}/${action}`;

      // A public read with a GET form goes as a GET, with nothing but the URL: the same request as the page's
      // `Link: rel=preload` (ADR 011), so the browser hands over the answer it already has instead of asking again.
      const getUrl = def.auth === 'public' ? rpcGetUrl(opts.baseUrl, service, action, payload as Record<string, unknown>) : undefined;
      if (getUrl !== undefined) return answer(def, await send(getUrl, { method: 'GET' }));

      if (refreshing && !NO_REFRESH.has(key)) await refreshing.catch(() => undefined);
      const sentToken = opts.session.get()?.tokens.access.token;
      let res = await post(body, sentToken);

      const code = typeof res.body?.code === 'string' ? res.body.code : undefined;
      if (res.status === 401 && sentToken && !NO_REFRESH.has(key) && (code === undefined || REFRESHABLE.has(code))) {
        const current = opts.session.get()?.tokens.access.token;
        // Another request already refreshed after this one was sent: retry with the new token.
        const token = current && current !== sentToken && !refreshing ? current : (await refresh()).access.token;
        res = await post(body, token);
      }

      return answer(def, res);
    },
  };
}

/** A call's answer checked against its contract, or the GatewayError a person can read. */
function answer<T>(def: RpcDef, res: RawResponse): T {
  if (res.status < 200 || res.status >= 300 || !res.body || res.body.success === false) {
    const b = res.body ?? {};
    const message = typeof b.message === 'string' && b.message ? b.message : typeof b.error === 'string' && b.error ? b.error : fallbackMessage(res.status);
    throw new GatewayError(
      message,
      res.status,
      typeof b.code === 'string' ? b.code : `HTTP_${res.status}`,
      typeof b.field === 'string' ? b.field : undefined,
      typeof b.requestId === 'string' ? b.requestId : undefined,
      typeof b.retryAfter === 'number' && b.retryAfter > 0 ? b.retryAfter : undefined,
    );
  }
  const out = def.output.safeParse(res.body);
  if (!out.success) {
    throw new GatewayError('The server answered in an unexpected way. Please try again later.', res.status, 'BAD_RESPONSE');
  }
  return out.data as T;
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'We could not find what you asked for.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again later.';
  return 'Something went wrong';
}
