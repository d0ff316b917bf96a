// What MTN MoMo's Collection (top-ups) and Disbursement (payouts) products share (momodeveloper.mtn.com): each
// product has its own subscription key and API user, an OAuth token from /<product>/token/ (Basic user:key), a
// request keyed by our id as X-Reference-Id (202 Accepted; the same id again answers 409, which means MTN already
// has it, the one we mean), and a GET of that id for its status (PENDING, SUCCESSFUL, FAILED with a reason).
import { type FetchLike, field, parseJson, tokenCache } from './port';

export interface MtnApiConfig {
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

export type MtnSubmitted = { kind: 'accepted' } | { kind: 'refused'; code: string };
export type MtnStatus = { status: 'SUCCESS'; providerTransactionId: string | null } | { status: 'PENDING' } | { status: 'EXPIRED' } | { status: 'FAILED'; code: string };

const TIMEOUT_MS = 15_000;

/** MTN wants the MSISDN without the plus: 256772123456. */
export const mtnMsisdn = (e164: string): string => e164.replace(/^\+/, '');

export function mtnMomoApi(product: 'collection' | 'disbursement', config: MtnApiConfig, deps: { fetch: FetchLike; now?: () => number }) {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/${product}`;
  const common = { 'Ocp-Apim-Subscription-Key': config.subscriptionKey };
  const tokens = tokenCache(async () => {
    const res = await deps.fetch(`${base}/token/`, {
      method: 'POST',
      headers: { ...common, Authorization: `Basic ${Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = parseJson(await res.text());
    const token = field(body, 'access_token');
    if (!res.ok || typeof token !== 'string') throw new Error(`MTN ${product} token request failed with HTTP ${res.status}`);
    const expires = Number(field(body, 'expires_in'));
    return { token, expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 3600 };
  }, deps.now ?? Date.now);

  const authed = async (extra: Record<string, string>) => ({ ...common, Authorization: `Bearer ${await tokens.get()}`, 'X-Target-Environment': config.targetEnvironment, ...extra });

  return {
    /** POST /<product>/v1_0/<resource> keyed by our id: accepted, refused with MTN's code (400/404), or throws. */
    async submit(resource: string, referenceId: string, body: object): Promise<MtnSubmitted> {
      const headers = await authed({
        'X-Reference-Id': referenceId,
        'Content-Type': 'application/json',
        ...(config.callbackUrl === undefined ? {} : { 'X-Callback-Url': config.callbackUrl }),
      });
      const res = await deps.fetch(`${base}/v1_0/${resource}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status === 202 || res.status === 409) return { kind: 'accepted' };
      if (res.status === 401) tokens.clear();
      const answer = parseJson(await res.text());
      if (res.status === 400 || res.status === 404) return { kind: 'refused', code: String(field(answer, 'code') ?? '') };
      throw new Error(`MTN ${resource} failed with HTTP ${res.status}`);
    },
    /** GET /<product>/v1_0/<resource>/<id>: where MTN says the request is. */
    async status(resource: string, referenceId: string): Promise<MtnStatus> {
      const res = await deps.fetch(`${base}/v1_0/${resource}/${encodeURIComponent(referenceId)}`, { method: 'GET', headers: await authed({}), signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status === 401) tokens.clear();
      if (!res.ok) throw new Error(`MTN ${resource} status failed with HTTP ${res.status}`);
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
        if (code === 'EXPIRED' || status === 'TIMEOUT') return { status: 'EXPIRED' };
        return { status: 'FAILED', code };
      }
      throw new Error(`MTN answered an unknown ${resource} status ${String(status)}`);
    },
  };
}
