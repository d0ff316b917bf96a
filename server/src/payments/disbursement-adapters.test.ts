import { createAirtelMoneyDisbursement } from './airtel-money-disbursement';
import { createMtnMomoDisbursement } from './mtn-momo-disbursement';
import type { FetchLike } from './port';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function fakeFetch(answers: ((req: Sent) => { status: number; body?: unknown })[]): { fetch: FetchLike; sent: Sent[] } {
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

const ref = '0f8fad5b-d9cb-469f-a165-70867728950e';
const query = { referenceId: ref, phone: '+256772123456', amount: 20_000, requestedAt: new Date(0) };

describe('MTN MoMo Disbursement adapter', () => {
  const config = { baseUrl: 'https://sandbox.momodeveloper.mtn.com/', subscriptionKey: 'disb-key', apiUser: 'disb-user', apiKey: 'disb-api', targetEnvironment: 'mtnuganda', currency: 'UGX', callbackUrl: 'https://musawo.ug/api/payments/callback/mtn' };
  const token = () => ({ status: 200, body: { access_token: 'tok-d', token_type: 'access_token', expires_in: 3600 } });

  it('gets a disbursement token, then POSTs /disbursement/v1_0/transfer with the payout id as X-Reference-Id and the payee MSISDN', async () => {
    const { fetch, sent } = fakeFetch([token, () => ({ status: 202 })]);
    const adapter = createMtnMomoDisbursement(config, { fetch });
    expect(await adapter.requestTransfer({ referenceId: ref, amount: 20_000, phone: '+256772123456', note: 'Musawo earnings withdrawal' })).toEqual({ kind: 'accepted' });
    expect(sent[0]).toMatchObject({ url: 'https://sandbox.momodeveloper.mtn.com/disbursement/token/', method: 'POST', headers: { 'Ocp-Apim-Subscription-Key': 'disb-key', Authorization: `Basic ${Buffer.from('disb-user:disb-api').toString('base64')}` } });
    expect(sent[1]).toMatchObject({
      url: 'https://sandbox.momodeveloper.mtn.com/disbursement/v1_0/transfer',
      method: 'POST',
      headers: { Authorization: 'Bearer tok-d', 'X-Reference-Id': ref, 'X-Target-Environment': 'mtnuganda', 'Ocp-Apim-Subscription-Key': 'disb-key', 'X-Callback-Url': config.callbackUrl },
    });
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({ amount: '20000', currency: 'UGX', externalId: ref, payee: { partyIdType: 'MSISDN', partyId: '256772123456' }, payerMessage: 'Musawo earnings withdrawal', payeeNote: 'Musawo earnings withdrawal' });
  });

  it('maps 409 to accepted (same reference), 400 to refused with the reason, 500 to a retryable error', async () => {
    const { fetch } = fakeFetch([token, () => ({ status: 409 }), () => ({ status: 400, body: { code: 'PAYEE_NOT_FOUND' } }), () => ({ status: 500 })]);
    const adapter = createMtnMomoDisbursement(config, { fetch });
    const req = { referenceId: ref, amount: 1000, phone: '+256772123456', note: 'x' };
    expect(await adapter.requestTransfer(req)).toEqual({ kind: 'accepted' });
    expect(await adapter.requestTransfer(req)).toEqual({ kind: 'refused', message: 'This number is not registered for MTN Mobile Money.' });
    await expect(adapter.requestTransfer(req)).rejects.toThrow(/HTTP 500/);
  });

  it('reads GET /disbursement/v1_0/transfer/{id}: PENDING, SUCCESSFUL with the financial id, FAILED and TIMEOUT', async () => {
    const { fetch, sent } = fakeFetch([
      token,
      () => ({ status: 200, body: { status: 'PENDING' } }),
      () => ({ status: 200, body: { status: 'SUCCESSFUL', financialTransactionId: '98765' } }),
      () => ({ status: 200, body: { status: 'FAILED', reason: { code: 'PAYEE_NOT_ALLOWED_TO_RECEIVE', message: 'no' } } }),
      () => ({ status: 200, body: { status: 'TIMEOUT' } }),
      () => ({ status: 200, body: { status: 'WHATEVER' } }),
    ]);
    const adapter = createMtnMomoDisbursement(config, { fetch });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'PENDING' });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'SUCCESS', providerTransactionId: '98765' });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'FAILED', message: 'This MTN Mobile Money account cannot receive money right now.' });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'EXPIRED', message: 'The transfer was not completed in time.' });
    await expect(adapter.checkTransfer(query)).rejects.toThrow(/unknown transfer status/);
    expect(sent[1]).toMatchObject({ method: 'GET', url: `https://sandbox.momodeveloper.mtn.com/disbursement/v1_0/transfer/${ref}` });
  });
});

describe('Airtel Money disbursement adapter', () => {
  const config = { baseUrl: 'https://openapiuat.airtel.africa', clientId: 'cid', clientSecret: 'csecret', country: 'UG', currency: 'UGX', encryptedPin: 'RSA-ENCRYPTED-PIN' };
  const token = () => ({ status: 200, body: { access_token: 'air-tok', expires_in: '180', token_type: 'bearer' } });

  it('POSTs /standard/v1/disbursements/ with the national MSISDN, the encrypted PIN, our id and type B2C', async () => {
    const { fetch, sent } = fakeFetch([
      token,
      () => ({ status: 200, body: { data: { transaction: { reference_id: 'R1', airtel_money_id: 'A1', id: ref, status: 'TS' } }, status: { response_code: 'DP00900001001', code: '200', success: true, result_code: 'ESB000010', message: 'SUCCESS' } } }),
    ]);
    const adapter = createAirtelMoneyDisbursement(config, { fetch });
    expect(await adapter.requestTransfer({ referenceId: ref, amount: 20_000, phone: '+256752123456', note: 'Musawo earnings withdrawal' })).toEqual({ kind: 'accepted' });
    expect(sent[0]).toMatchObject({ url: 'https://openapiuat.airtel.africa/auth/oauth2/token', method: 'POST' });
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ client_id: 'cid', client_secret: 'csecret', grant_type: 'client_credentials' });
    expect(sent[1]).toMatchObject({ url: 'https://openapiuat.airtel.africa/standard/v1/disbursements/', method: 'POST', headers: { Authorization: 'Bearer air-tok', 'X-Country': 'UG', 'X-Currency': 'UGX' } });
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({ payee: { msisdn: '752123456', wallet_type: 'NORMAL' }, reference: 'Musawo earnings withdrawal', pin: 'RSA-ENCRYPTED-PIN', transaction: { amount: 20_000, id: ref, type: 'B2C' } });
  });

  it('maps a duplicate id to accepted, a 400 to refused, a 503 to a retryable error', async () => {
    const { fetch } = fakeFetch([
      token,
      () => ({ status: 200, body: { status: { success: false, result_code: 'ESB000041', message: 'Duplicate transaction id' } } }),
      () => ({ status: 400, body: { status: { success: false, result_code: 'ESB000008', message: 'Field validation' } } }),
      () => ({ status: 503 }),
    ]);
    const adapter = createAirtelMoneyDisbursement(config, { fetch });
    const req = { referenceId: ref, amount: 1000, phone: '+256752123456', note: 'x' };
    expect(await adapter.requestTransfer(req)).toEqual({ kind: 'accepted' });
    expect(await adapter.requestTransfer(req)).toEqual({ kind: 'refused', message: 'Airtel Money refused the transfer. Check the number and amount.' });
    await expect(adapter.requestTransfer(req)).rejects.toThrow(/HTTP 503/);
  });

  it('reads GET /standard/v1/disbursements/{id}: TS, TF, TE, TIP/TA', async () => {
    const status = (s: string) => () => ({ status: 200, body: { data: { transaction: { id: ref, status: s, airtel_money_id: 'AM-9' } }, status: { success: true } } });
    const { fetch, sent } = fakeFetch([token, status('TIP'), status('TA'), status('TS'), status('TF'), status('TE')]);
    const adapter = createAirtelMoneyDisbursement(config, { fetch });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'PENDING' });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'PENDING' });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'SUCCESS', providerTransactionId: 'AM-9' });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'FAILED', message: 'The mobile money provider declined the transfer.' });
    expect(await adapter.checkTransfer(query)).toEqual({ status: 'EXPIRED', message: 'The transfer was not completed in time.' });
    expect(sent[1]).toMatchObject({ method: 'GET', url: `https://openapiuat.airtel.africa/standard/v1/disbursements/${ref}` });
  });
});
