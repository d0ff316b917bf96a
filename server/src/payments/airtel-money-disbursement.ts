// Airtel Money Disbursement (developers.airtel.africa, Disbursement API v1): a client-credentials token from
// /auth/oauth2/token, POST /standard/v1/disbursements/ (payee msisdn without the country code, our payout id as
// transaction.id, type B2C, the disbursement PIN encrypted with Airtel's public key as issued to the merchant),
// and GET /standard/v1/disbursements/{id} for the status (TS paid, TF failed, TE expired, TIP/TA in progress).
import type { DisbursementAdapter, TransferStatus } from './disbursement-port';
import { type FetchLike, field, parseJson, type RequestOutcome, tokenCache } from './port';
import { TRANSFER_DECLINED_MESSAGE, TRANSFER_EXPIRED_MESSAGE } from './sandbox-disbursement';

export interface AirtelDisbursementConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: string;
  currency: string;
  /** The disbursement PIN, already RSA-encrypted with Airtel's key (AIRTEL_DISBURSEMENT_PIN); never the plain PIN. */
  encryptedPin: string;
}

const TIMEOUT_MS = 15_000;
const REFUSED = 'Airtel Money refused the transfer. Check the number and amount.';

const airtelMsisdn = (e164: string): string => e164.replace(/^\+256/, '').replace(/^\+/, '');

export function createAirtelMoneyDisbursement(config: AirtelDisbursementConfig, deps: { fetch: FetchLike; now?: () => number }): DisbursementAdapter {
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
    name: 'airtel-money-disbursement',
    async requestTransfer(request): Promise<RequestOutcome> {
      const res = await deps.fetch(`${base}/standard/v1/disbursements/`, {
        method: 'POST',
        headers: await headers(),
        body: JSON.stringify({
          payee: { msisdn: airtelMsisdn(request.phone), wallet_type: 'NORMAL' },
          reference: request.note.slice(0, 64),
          pin: config.encryptedPin,
          transaction: { amount: request.amount, id: request.referenceId, type: 'B2C' },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 401) tokens.clear();
      const body = parseJson(await res.text());
      if (res.ok && field(body, 'status', 'success') === true) return { kind: 'accepted' };
      const resultCode = String(field(body, 'status', 'result_code') ?? '');
      if (resultCode === 'ESB000041' || /duplicate/i.test(String(field(body, 'status', 'message') ?? ''))) return { kind: 'accepted' };
      if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 429) return { kind: 'refused', message: REFUSED };
      if (res.ok && field(body, 'status', 'success') === false) return { kind: 'refused', message: REFUSED };
      throw new Error(`Airtel disbursement failed with HTTP ${res.status}`);
    },
    async checkTransfer(query): Promise<TransferStatus> {
      const res = await deps.fetch(`${base}/standard/v1/disbursements/${encodeURIComponent(query.referenceId)}`, {
        method: 'GET',
        headers: await headers(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 401) tokens.clear();
      if (!res.ok) throw new Error(`Airtel disbursement status failed with HTTP ${res.status}`);
      const body = parseJson(await res.text());
      const status = field(body, 'data', 'transaction', 'status');
      switch (status) {
        case 'TS': {
          const id = field(body, 'data', 'transaction', 'airtel_money_id');
          return { status: 'SUCCESS', providerTransactionId: typeof id === 'string' ? id : null };
        }
        case 'TF':
          return { status: 'FAILED', message: TRANSFER_DECLINED_MESSAGE };
        case 'TE':
          return { status: 'EXPIRED', message: TRANSFER_EXPIRED_MESSAGE };
        case 'TIP':
        case 'TA':
          return { status: 'PENDING' };
        default:
          throw new Error(`Airtel answered an unknown disbursement status ${String(status)}`);
      }
    },
  };
}
