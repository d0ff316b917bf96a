import { africasTalkingEndpoint, createAfricasTalkingAdapter, type FetchLike } from './africas-talking-adapter';
import { NotifyError } from './port';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function fakeFetch(status: number, body: unknown): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body });
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)) });
  };
  return { fetch, sent };
}

const accepted = { SMSMessageData: { Message: 'Sent to 1/1 Total Cost: UGX 30.0000', Recipients: [{ statusCode: 101, number: '+256700000001', status: 'Success', cost: 'UGX 30.0000', messageId: 'ATXid_1' }] } };

describe("Africa's Talking SMS adapter", () => {
  it('posts the form their messaging API expects', async () => {
    const { fetch, sent } = fakeFetch(201, accepted);
    const adapter = createAfricasTalkingAdapter({ username: 'musawo', apiKey: 'key-123', senderId: 'MUSAWO', fetch });
    await adapter.send({ channel: 'sms', to: '+256700000001', text: 'Your code is 1234' });
    expect(sent).toHaveLength(1);
    const [req] = sent;
    expect(req?.url).toBe('https://api.africastalking.com/version1/messaging');
    expect(req?.method).toBe('POST');
    expect(req?.headers).toEqual({ apiKey: 'key-123', Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' });
    const form = new URLSearchParams(req?.body);
    expect(Object.fromEntries(form)).toEqual({ username: 'musawo', to: '+256700000001', message: 'Your code is 1234', from: 'MUSAWO' });
  });

  it('uses the sandbox host for the sandbox account and leaves out an unset sender id', async () => {
    expect(africasTalkingEndpoint('sandbox')).toBe('https://api.sandbox.africastalking.com/version1/messaging');
    const { fetch, sent } = fakeFetch(201, accepted);
    await createAfricasTalkingAdapter({ username: 'sandbox', apiKey: 'k', fetch }).send({ channel: 'sms', to: '+256700000001', text: 'hi' });
    expect(sent[0]?.url).toBe('https://api.sandbox.africastalking.com/version1/messaging');
    expect(new URLSearchParams(sent[0]?.body).has('from')).toBe(false);
  });

  it.each([
    ['an HTTP error', 401, 'The supplied authentication is invalid'],
    ['a refused recipient', 201, { SMSMessageData: { Recipients: [{ statusCode: 403, status: 'InvalidPhoneNumber' }] } }],
    ['no recipients', 201, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }],
    ['a body that is not JSON', 200, '<html>'],
  ])('fails with a NotifyError on %s', async (_case, status, body) => {
    const { fetch } = fakeFetch(status, body);
    await expect(createAfricasTalkingAdapter({ username: 'musawo', apiKey: 'k', fetch }).send({ channel: 'sms', to: '+256700000001', text: 'x' })).rejects.toBeInstanceOf(NotifyError);
  });

  it('fails with a NotifyError when the network does', async () => {
    const fetch: FetchLike = () => Promise.reject(new Error('getaddrinfo ENOTFOUND'));
    await expect(createAfricasTalkingAdapter({ username: 'musawo', apiKey: 'k', fetch }).send({ channel: 'sms', to: '+256700000001', text: 'x' })).rejects.toThrow(/unreachable/);
  });

  it('refuses to send email', async () => {
    const { fetch } = fakeFetch(201, accepted);
    await expect(createAfricasTalkingAdapter({ username: 'u', apiKey: 'k', fetch }).send({ channel: 'email', to: 'a@b.co', text: 'x' })).rejects.toThrow(/only sends SMS/);
  });
});
