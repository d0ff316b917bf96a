// MTN MoMo Disbursement (momodeveloper.mtn.com, the Disbursement product): an OAuth token from
// /disbursement/token/ (Basic API user:key of the disbursement product, its own subscription key), then
// POST /disbursement/v1_0/transfer with our payout id as X-Reference-Id (202 Accepted; the same id again answers
// 409, which means MTN already has it), and GET /disbursement/v1_0/transfer/{id} for the status (PENDING,
// SUCCESSFUL, FAILED with a reason).
import type { DisbursementAdapter, TransferStatus } from './disbursement-port';
import { type FetchLike, field, parseJson, type RequestOutcome, tokenCache } from './port';
import { TRANSFER_DECLINED_MESSAGE, TRANSFER_EXPIRED_MESSAGE } from './sandbox-disbursement';

export interface MtnDisbursementConfig {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  currency: string;
  callbackUrl: string | undefined;
}

const TIMEOUT_MS = 15_000;

const REASONS: Record<string, string> = {
  PAYEE_NOT_FOUND: 'This number is not registered for MTN Mobile Money.',
  PAYER_NOT_FOUND: 'MTN Mobile Money could not find the paying account.',
  NOT_ENOUGH_FUNDS: 'The platform could not pay out right now. Please try again later.',
  PAYER_LIMIT_REACHED: 'The platform could not pay out right now. Please try again later.',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'This MTN Mobile Money account cannot receive money right now.',
  NOT_ALLOWED: 'The transfer was not allowed by MTN Mobile Money.',
  INTERNAL_PROCESSING_ERROR: 'MTN Mobile Money could not process the transfer.',
  SERVICE_UNAVAILABLE: 'MTN Mobile Money is unavailable.',
  COULD_NOT_PERFORM_TRANSACTION: TRANSFER_DECLINED_MESSAGE,
};

export function createMtnMomoDisbursement(config: MtnDisbursementConfig, deps: { fetch: FetchLike; now?: () => number }): DisbursementAdapter {
  const base = config.baseUrl.replace(/\/+$/, '');
  const common = { 'Ocp-Apim-Subscription-Key': config.subscriptionKey };
  const tokens = tokenCache(async () => {
    const res = await deps.fetch(`${base}/disbursement/token/`, {
      method: 'POST',
      headers: { ...common, Authorization: `Basic ${Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = parseJson(await res.text());
    const token = field(body, 'access_token');
    if (!res.ok || typeof token !== 'string') throw new Error(`MTN disbursement token request failed with HTTP ${res.status}`);
    const expires = Number(field(body, 'expires_in'));
    return { token, expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 3600 };
  }, deps.now ?? Date.now);

  const authed = async (extra: Record<string, string>) => ({ ...common, Authorization: `Bearer ${await tokens.get()}`, 'X-Target-Environment': config.targetEnvironment, ...extra });

  return {
    name: 'mtn-momo-disbursement',
    async requestTransfer(request): Promise<RequestOutcome> {
      const headers = await authed({
        'X-Reference-Id': request.referenceId,
        'Content-Type': 'application/json',
        ...(config.callbackUrl === undefined ? {} : { 'X-Callback-Url': config.callbackUrl }),
      });
      const res = await deps.fetch(`${base}/disbursement/v1_0/transfer`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          amount: String(request.amount),
          currency: config.currency,
          externalId: request.referenceId,
          payee: { partyIdType: 'MSISDN', partyId: request.phone.replace(/^\+/, '') },
          payerMessage: request.note.slice(0, 160),
          payeeNote: request.note.slice(0, 160),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 202 || res.status === 409) return { kind: 'accepted' };
      if (res.status === 401) tokens.clear();
      const body = parseJson(await res.text());
      if (res.status === 400 || res.status === 404) {
        const code = String(field(body, 'code') ?? '');
        return { kind: 'refused', message: REASONS[code] ?? 'MTN Mobile Money refused the transfer. Check the number and amount.' };
      }
      throw new Error(`MTN transfer failed with HTTP ${res.status}`);
    },
    async checkTransfer(query): Promise<TransferStatus> {
      const res = await deps.fetch(`${base}/disbursement/v1_0/transfer/${encodeURIComponent(query.referenceId)}`, {
        method: 'GET',
        headers: await authed({}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status === 401) tokens.clear();
      if (!res.ok) throw new Error(`MTN transfer status failed with HTTP ${res.status}`);
      const body = parseJson(await res.text());
      const status = field(body, 'status');
      if (status === 'SUCCESSFUL') {
        const id = field(body, 'financialTransactionId');
        return { status: 'SUCCESS', providerTransactionId: typeof id === 'string' ? id : null };
      }
      if (status === 'PENDING') return { status: 'PENDING' };
      if (status === 'FAILED' || status === 'REJECTED' || status === 'TIMEOUT') {
        const reason = field(body, 'reason');
        const code = typeof reason === 'string' ? reason : String(field(reason, 'code') ?? '');
        if (code === 'EXPIRED' || status === 'TIMEOUT') return { status: 'EXPIRED', message: TRANSFER_EXPIRED_MESSAGE };
        return { status: 'FAILED', message: REASONS[code] ?? TRANSFER_DECLINED_MESSAGE };
      }
      throw new Error(`MTN answered an unknown transfer status ${String(status)}`);
    },
  };
}
