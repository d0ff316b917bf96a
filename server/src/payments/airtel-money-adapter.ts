// Airtel Money Collections (developers.airtel.africa): a client-credentials token from /auth/oauth2/token,
// a USSD push with POST /merchant/v1/payments/ (our top-up id as transaction.id, the MSISDN without the
// country code, X-Country/X-Currency headers), and GET /standard/v1/payments/{id} for the status
// (TS success, TF failed, TE expired, TIP/TA still in progress or ambiguous).
import { type CollectionStatus, DECLINED_MESSAGE, EXPIRED_MESSAGE, type FetchLike, field, parseJson, type PaymentsAdapter, type RequestOutcome, tokenCache } from './port';

export interface AirtelConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** ISO country, UG. */
  country: string;
  currency: string;
}

const TIMEOUT_MS = 15_000;

/** Airtel wants the national number: +256752123456 -> 752123456. */
const airtelMsisdn = (e164: string): string => e164.replace(/^\+256/, '').replace(/^\+/, '');

export function createAirtelMoneyAdapter(config: AirtelConfig, deps: { fetch: FetchLike; now?: () => number }): PaymentsAdapter {
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
    name: 'airtel-money',
    async requestPayment(request): Promise<RequestOutcome> {
      const res = await deps.fetch(`${base}/merchant/v1/payments/`, {
        method: 'POST',
        headers: await headers(),
        body: JSON.stringify({
          reference: 'Musawo wallet top-up',
          subscriber: { country: config.country, currency: config.currency, msisdn: airtelMsisdn(request.phone) },
          transaction: { amount: request.amount, country: config.country, currency: config.currency, id: request.referenceId },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 401) tokens.clear();
      const body = parseJson(await res.text());
      const success = field(body, 'status', 'success');
      if (res.ok && success === true) return { kind: 'accepted' };
      const resultCode = String(field(body, 'status', 'result_code') ?? '');
      // A duplicate transaction id means Airtel already has this request.
      if (resultCode === 'ESB000041' || /duplicate/i.test(String(field(body, 'status', 'message') ?? ''))) return { kind: 'accepted' };
      if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 429) {
        return { kind: 'refused', message: 'Airtel Money refused the payment request. Check the number and amount.' };
      }
      if (res.ok && success === false) return { kind: 'refused', message: 'Airtel Money refused the payment request. Check the number and amount.' };
      throw new Error(`Airtel payment request failed with HTTP ${res.status}`);
    },
    async checkStatus(query): Promise<CollectionStatus> {
      const res = await deps.fetch(`${base}/standard/v1/payments/${encodeURIComponent(query.referenceId)}`, {
        method: 'GET',
        headers: await headers(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 401) tokens.clear();
      if (!res.ok) throw new Error(`Airtel payment status failed with HTTP ${res.status}`);
      const body = parseJson(await res.text());
      const status = field(body, 'data', 'transaction', 'status');
      switch (status) {
        case 'TS': {
          const id = field(body, 'data', 'transaction', 'airtel_money_id');
          return { status: 'SUCCESS', providerTransactionId: typeof id === 'string' ? id : null };
        }
        case 'TF':
          return { status: 'FAILED', message: DECLINED_MESSAGE };
        case 'TE':
          return { status: 'EXPIRED', message: EXPIRED_MESSAGE };
        case 'TIP':
        case 'TA':
          return { status: 'PENDING' };
        default:
          throw new Error(`Airtel answered an unknown status ${String(status)}`);
      }
    },
  };
}
