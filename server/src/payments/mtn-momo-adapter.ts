// MTN MoMo Collections (momodeveloper.mtn.com): an OAuth token from /collection/token/ (Basic API user:key),
// then POST /collection/v1_0/requesttopay with our top-up id as X-Reference-Id (202 Accepted; a resend of the
// same id answers 409, which means MTN already has it), and GET /collection/v1_0/requesttopay/{id} for the
// status (PENDING, SUCCESSFUL, FAILED with a reason).
import { type CollectionStatus, DECLINED_MESSAGE, EXPIRED_MESSAGE, type FetchLike, field, parseJson, type PaymentsAdapter, type RequestOutcome, tokenCache } from './port';

export interface MtnConfig {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** `sandbox`, or `mtnuganda` in production. */
  targetEnvironment: string;
  /** UGX in production; the MTN sandbox only takes EUR. */
  currency: string;
  callbackUrl: string | undefined;
}

const TIMEOUT_MS = 15_000;

/** MTN wants the MSISDN without the plus: 256772123456. */
const mtnMsisdn = (e164: string): string => e164.replace(/^\+/, '');

const REASON_MESSAGES: Record<string, string> = {
  APPROVAL_REJECTED: DECLINED_MESSAGE,
  NOT_ENOUGH_FUNDS: 'The mobile money account does not have enough funds.',
  PAYER_LIMIT_REACHED: 'The mobile money account has reached its limit.',
  PAYER_NOT_FOUND: 'This number is not registered for MTN Mobile Money.',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'The payment could not be completed. Please try again later.',
  NOT_ALLOWED: 'The payment was not allowed by MTN Mobile Money.',
  INTERNAL_PROCESSING_ERROR: 'MTN Mobile Money could not process the payment. Please try again.',
  SERVICE_UNAVAILABLE: 'MTN Mobile Money is unavailable. Please try again later.',
  COULD_NOT_PERFORM_TRANSACTION: DECLINED_MESSAGE,
};

export function createMtnMomoAdapter(config: MtnConfig, deps: { fetch: FetchLike; now?: () => number }): PaymentsAdapter {
  const base = config.baseUrl.replace(/\/+$/, '');
  const common = { 'Ocp-Apim-Subscription-Key': config.subscriptionKey };
  const tokens = tokenCache(async () => {
    const res = await deps.fetch(`${base}/collection/token/`, {
      method: 'POST',
      headers: { ...common, Authorization: `Basic ${Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = parseJson(await res.text());
    const token = field(body, 'access_token');
    if (!res.ok || typeof token !== 'string') throw new Error(`MTN token request failed with HTTP ${res.status}`);
    const expires = Number(field(body, 'expires_in'));
    return { token, expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 3600 };
  }, deps.now ?? Date.now);

  const authed = async (extra: Record<string, string>) => ({ ...common, Authorization: `Bearer ${await tokens.get()}`, 'X-Target-Environment': config.targetEnvironment, ...extra });

  return {
    name: 'mtn-momo',
    async requestPayment(request): Promise<RequestOutcome> {
      const headers = await authed({
        'X-Reference-Id': request.referenceId,
        'Content-Type': 'application/json',
        ...(config.callbackUrl === undefined ? {} : { 'X-Callback-Url': config.callbackUrl }),
      });
      const res = await deps.fetch(`${base}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          amount: String(request.amount),
          currency: config.currency,
          externalId: request.referenceId,
          payer: { partyIdType: 'MSISDN', partyId: mtnMsisdn(request.phone) },
          payerMessage: request.payerMessage.slice(0, 160),
          payeeNote: `Musawo top-up ${request.referenceId}`.slice(0, 160),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 202) return { kind: 'accepted' };
      // Same X-Reference-Id again: MTN has the first one, which is the one we mean.
      if (res.status === 409) return { kind: 'accepted' };
      if (res.status === 401) tokens.clear();
      const body = parseJson(await res.text());
      if (res.status === 400 || res.status === 404) {
        const code = String(field(body, 'code') ?? '');
        return { kind: 'refused', message: REASON_MESSAGES[code] ?? 'MTN Mobile Money refused the payment request. Check the number and amount.' };
      }
      throw new Error(`MTN requesttopay failed with HTTP ${res.status}`);
    },
    async checkStatus(query): Promise<CollectionStatus> {
      const res = await deps.fetch(`${base}/collection/v1_0/requesttopay/${encodeURIComponent(query.referenceId)}`, {
        method: 'GET',
        headers: await authed({}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 401) tokens.clear();
      if (!res.ok) throw new Error(`MTN requesttopay status failed with HTTP ${res.status}`);
      const body = parseJson(await res.text());
      const status = field(body, 'status');
      if (status === 'SUCCESSFUL') {
        const id = field(body, 'financialTransactionId');
        return { status: 'SUCCESS', providerTransactionId: typeof id === 'string' ? id : null };
      }
      if (status === 'PENDING') return { status: 'PENDING' };
      if (status === 'FAILED' || status === 'REJECTED' || status === 'TIMEOUT') {
        // The reason is a string in some API versions and {code, message} in others.
        const reason = field(body, 'reason');
        const code = typeof reason === 'string' ? reason : String(field(reason, 'code') ?? '');
        if (code === 'EXPIRED' || status === 'TIMEOUT') return { status: 'EXPIRED', message: EXPIRED_MESSAGE };
        return { status: 'FAILED', message: REASON_MESSAGES[code] ?? DECLINED_MESSAGE };
      }
      throw new Error(`MTN answered an unknown status ${String(status)}`);
    },
  };
}
