// What Airtel Money's Collection (top-ups) and Disbursement (payouts) APIs share (developers.airtel.africa): a
// client-credentials token from /auth/oauth2/token, JSON requests with X-Country/X-Currency headers, our id as
// transaction.id (a duplicate id means Airtel already has it), and a GET of that id for its status (TS success,
// TF failed, TE expired, TIP/TA still in progress or ambiguous).
import { type FetchLike, field, parseJson, tokenCache } from './port';

export interface AirtelApiConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** ISO country, UG. */
  country: string;
  currency: string;
}

export type AirtelSubmitted = { kind: 'accepted' } | { kind: 'refused' };
export type AirtelStatus = { status: 'SUCCESS'; providerTransactionId: string | null } | { status: 'PENDING' } | { status: 'EXPIRED' } | { status: 'FAILED' };

const TIMEOUT_MS = 15_000;

/** Airtel wants the national number: +256752123456 -> 752123456. */
export const airtelMsisdn = (e164: string): string => e164.replace(/^\+256/, '').replace(/^\+/, '');

export function airtelMoneyApi(config: AirtelApiConfig, deps: { fetch: FetchLike; now?: () => number }) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokens = tokenCache(async () => {
    const res = await deps.fetch(`${base}/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: '*/*' },
      body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = parseJson(await res.text());
    const token = field(body, 'access_token');
    if (!res.ok || typeof token !== 'string') throw new Error(`Airtel token request failed with HTTP ${res.status}`);
    // Airtel sends expires_in as a string ("180").
    const expires = Number(field(body, 'expires_in'));
    return { token, expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 180 };
  }, deps.now ?? Date.now);

  const headers = async () => ({
    'Content-Type': 'application/json',
    Accept: '*/*',
    'X-Country': config.country,
    'X-Currency': config.currency,
    Authorization: `Bearer ${await tokens.get()}`,
  });

  return {
    /** POST a request: accepted (or already had), refused (a 4xx other than 401/429, or success false), or throws. */
    async submit(path: string, body: object): Promise<AirtelSubmitted> {
      const res = await deps.fetch(`${base}${path}`, { method: 'POST', headers: await headers(), body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status === 401) tokens.clear();
      const answer = parseJson(await res.text());
      const success = field(answer, 'status', 'success');
      if (res.ok && success === true) return { kind: 'accepted' };
      const resultCode = String(field(answer, 'status', 'result_code') ?? '');
      // A duplicate transaction id means Airtel already has this request.
      if (resultCode === 'ESB000041' || /duplicate/i.test(String(field(answer, 'status', 'message') ?? ''))) return { kind: 'accepted' };
      if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 429) return { kind: 'refused' };
      if (res.ok && success === false) return { kind: 'refused' };
      throw new Error(`Airtel ${path} failed with HTTP ${res.status}`);
    },
    /** GET <path><id>: where Airtel says the request is. */
    async status(path: string, referenceId: string): Promise<AirtelStatus> {
      const res = await deps.fetch(`${base}${path}${encodeURIComponent(referenceId)}`, { method: 'GET', headers: await headers(), signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status === 401) tokens.clear();
      if (!res.ok) throw new Error(`Airtel ${path} status failed with HTTP ${res.status}`);
      const body = parseJson(await res.text());
      const status = field(body, 'data', 'transaction', 'status');
      switch (status) {
        case 'TS': {
          const id = field(body, 'data', 'transaction', 'airtel_money_id');
          return { status: 'SUCCESS', providerTransactionId: typeof id === 'string' ? id : null };
        }
        case 'TF':
          return { status: 'FAILED' };
        case 'TE':
          return { status: 'EXPIRED' };
        case 'TIP':
        case 'TA':
          return { status: 'PENDING' };
        default:
          throw new Error(`Airtel answered an unknown status ${String(status)} for ${path}`);
      }
    },
  };
}
