import { createAirtelMoneyAdapter } from './airtel-money-adapter';
import type { FetchLike } from './port';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function fakeFetch(answers: { status: number; body?: unknown }[]): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, ...(init.body === undefined ? {} : { body: init.body }) });
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected request ${url}`);
    return Promise.resolve({ status: answer.status, ok: answer.status >= 200 && answer.status < 300, text: () => Promise.resolve(answer.body === undefined ? '' : JSON.stringify(answer.body)) });
  };
  return { fetch, sent };
}

const config = { baseUrl: 'https://openapiuat.airtel.africa', clientId: 'cid', clientSecret: 'secret', country: 'UG', currency: 'UGX' };
const token = { status: 200, body: { access_token: 'air-tok', expires_in: '180', token_type: 'bearer' } };
const ref = '9b2c0a4e-3c1d-4f5e-8a6b-7c8d9e0f1a2b';

describe('Airtel Money Collections adapter', () => {
  it('gets a client-credentials token, then pushes the payment with the national MSISDN and our id', async () => {
    const { fetch, sent } = fakeFetch([token, { status: 200, body: { data: { transaction: { id: ref, status: 'Success.' } }, status: { code: '200', success: true, result_code: 'ESB000010', message: 'Success.' } } }]);
    const adapter = createAirtelMoneyAdapter(config, { fetch });
    expect(await adapter.requestPayment({ referenceId: ref, amount: 15_000, currency: 'UGX', phone: '+256752123456', payerMessage: 'x' })).toEqual({ kind: 'accepted' });
    expect(sent[0]).toMatchObject({ url: 'https://openapiuat.airtel.africa/auth/oauth2/token', method: 'POST' });
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ client_id: 'cid', client_secret: 'secret', grant_type: 'client_credentials' });
    expect(sent[1]).toMatchObject({ url: 'https://openapiuat.airtel.africa/merchant/v1/payments/', method: 'POST', headers: { Authorization: 'Bearer air-tok', 'X-Country': 'UG', 'X-Currency': 'UGX' } });
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({
      reference: 'Musawo wallet top-up',
      subscriber: { country: 'UG', currency: 'UGX', msisdn: '752123456' },
      transaction: { amount: 15_000, country: 'UG', currency: 'UGX', id: ref },
    });
  });

  it('maps TS, TF, TE, TIP and TA, reusing the token', async () => {
    const status = (s: string) => ({ status: 200, body: { data: { transaction: { id: ref, status: s, airtel_money_id: 'AM-77' } }, status: { success: true } } });
    const { fetch, sent } = fakeFetch([token, status('TIP'), status('TA'), status('TS'), status('TF'), status('TE')]);
    const adapter = createAirtelMoneyAdapter(config, { fetch });
    const q = { referenceId: ref, phone: '+256752123456', amount: 1000, requestedAt: new Date() };
    expect(await adapter.checkStatus(q)).toEqual({ status: 'PENDING' });
    expect(await adapter.checkStatus(q)).toEqual({ status: 'PENDING' });
    expect(await adapter.checkStatus(q)).toEqual({ status: 'SUCCESS', providerTransactionId: 'AM-77' });
    expect(await adapter.checkStatus(q)).toEqual({ status: 'FAILED', message: 'The payment was declined.' });
    expect(await adapter.checkStatus(q)).toEqual({ status: 'EXPIRED', message: 'The payment request expired before it was approved.' });
    expect(sent.filter((s) => s.url.endsWith('/auth/oauth2/token'))).toHaveLength(1);
    expect(sent[1]).toMatchObject({ method: 'GET', url: `https://openapiuat.airtel.africa/standard/v1/payments/${ref}` });
  });

  it('a server error is retryable, a refusal is final', async () => {
    const { fetch } = fakeFetch([token, { status: 502 }, { status: 400, body: { status: { success: false, result_code: 'ESB000001' } } }]);
    const adapter = createAirtelMoneyAdapter(config, { fetch });
    const req = { referenceId: ref, amount: 1000, currency: 'UGX', phone: '+256752123456', payerMessage: 'x' };
    await expect(adapter.requestPayment(req)).rejects.toThrow(/HTTP 502/);
    expect((await adapter.requestPayment(req)).kind).toBe('refused');
  });
});
