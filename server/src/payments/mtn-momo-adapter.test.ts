import { createMtnMomoAdapter, type MtnConfig } from './mtn-momo-adapter';
import type { FetchLike } from './port';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function fakeFetch(answers: ((req: Sent) => { status: number; body?: unknown }) []): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) => {
    const req: Sent = { url, method: init.method, headers: init.headers, ...(init.body === undefined ? {} : { body: init.body }) };
    sent.push(req);
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected request ${url}`);
    const { status, body } = answer(req);
    return Promise.resolve({ status, ok: status >= 200 && status < 300, text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)) });
  };
  return { fetch, sent };
}

const config: MtnConfig = { baseUrl: 'https://sandbox.momodeveloper.mtn.com/', subscriptionKey: 'sub-key', apiUser: 'user-id', apiKey: 'api-key', targetEnvironment: 'mtnuganda', currency: 'UGX', callbackUrl: 'https://musawo.ug/api/payments/callback/mtn' };
const token = () => ({ status: 200, body: { access_token: 'tok-1', token_type: 'access_token', expires_in: 3600 } });
const ref = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('MTN MoMo Collections adapter', () => {
  it('gets a token with Basic auth and the subscription key, then requests to pay with the reference as X-Reference-Id', async () => {
    const { fetch, sent } = fakeFetch([token, () => ({ status: 202 })]);
    const adapter = createMtnMomoAdapter(config, { fetch });
    const outcome = await adapter.requestPayment({ referenceId: ref, amount: 20_000, currency: 'UGX', phone: '+256772123456', payerMessage: 'Musawo wallet top-up' });
    expect(outcome).toEqual({ kind: 'accepted' });
    expect(sent[0]).toMatchObject({ url: 'https://sandbox.momodeveloper.mtn.com/collection/token/', method: 'POST', headers: { 'Ocp-Apim-Subscription-Key': 'sub-key', Authorization: `Basic ${Buffer.from('user-id:api-key').toString('base64')}` } });
    expect(sent[1]).toMatchObject({
      url: 'https://sandbox.momodeveloper.mtn.com/collection/v1_0/requesttopay',
      method: 'POST',
      headers: { Authorization: 'Bearer tok-1', 'X-Reference-Id': ref, 'X-Target-Environment': 'mtnuganda', 'Ocp-Apim-Subscription-Key': 'sub-key', 'X-Callback-Url': config.callbackUrl, 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({ amount: '20000', currency: 'UGX', externalId: ref, payer: { partyIdType: 'MSISDN', partyId: '256772123456' }, payerMessage: 'Musawo wallet top-up', payeeNote: `Musawo top-up ${ref}` });
  });

  it('caches the token across calls until it nears expiry, and reads statuses', async () => {
    let now = 0;
    const { fetch, sent } = fakeFetch([
      token,
      () => ({ status: 200, body: { status: 'PENDING' } }),
      () => ({ status: 200, body: { status: 'SUCCESSFUL', financialTransactionId: '12345' } }),
      token,
      () => ({ status: 200, body: { status: 'FAILED', reason: 'APPROVAL_REJECTED' } }),
      () => ({ status: 200, body: { status: 'FAILED', reason: { code: 'EXPIRED', message: 'expired' } } }),
    ]);
    const adapter = createMtnMomoAdapter(config, { fetch, now: () => now });
    const q = { referenceId: ref, phone: '+256772123456', amount: 1000, requestedAt: new Date() };
    expect(await adapter.checkStatus(q)).toEqual({ status: 'PENDING' });
    expect(await adapter.checkStatus(q)).toEqual({ status: 'SUCCESS', providerTransactionId: '12345' });
    now = 3_600_000;
    expect(await adapter.checkStatus(q)).toEqual({ status: 'FAILED', message: 'The payment was declined.' });
    expect(await adapter.checkStatus(q)).toEqual({ status: 'EXPIRED', message: 'The payment request expired before it was approved.' });
    expect(sent.filter((s) => s.url.endsWith('/collection/token/'))).toHaveLength(2);
    expect(sent[1]).toMatchObject({ method: 'GET', url: `https://sandbox.momodeveloper.mtn.com/collection/v1_0/requesttopay/${ref}`, headers: { Authorization: 'Bearer tok-1', 'X-Target-Environment': 'mtnuganda' } });
  });

  it('treats a 409 (same reference again) as accepted, a 400 as refused and a 500 as a retryable error', async () => {
    const { fetch } = fakeFetch([token, () => ({ status: 409, body: { code: 'RESOURCE_ALREADY_EXIST' } }), () => ({ status: 400, body: { code: 'PAYER_NOT_FOUND' } }), () => ({ status: 500 })]);
    const adapter = createMtnMomoAdapter(config, { fetch });
    const req = { referenceId: ref, amount: 1000, currency: 'UGX', phone: '+256772123456', payerMessage: 'x' };
    expect(await adapter.requestPayment(req)).toEqual({ kind: 'accepted' });
    expect(await adapter.requestPayment(req)).toEqual({ kind: 'refused', message: 'This number is not registered for MTN Mobile Money.' });
    await expect(adapter.requestPayment(req)).rejects.toThrow(/HTTP 500/);
  });
});
