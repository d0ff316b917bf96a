// SMS through Africa's Talking's messaging API (the usual gateway for Ugandan networks).
// Plain fetch rather than their SDK: one form POST, and the fetch can be injected for tests.
import { type NotifyAdapter, NotifyError, type OutgoingMessage } from './port';

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  senderId?: string | undefined;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The sandbox account has its own host; any other username is a live account. */
export function africasTalkingEndpoint(username: string): string {
  return username === 'sandbox' ? 'https://api.sandbox.africastalking.com/version1/messaging' : 'https://api.africastalking.com/version1/messaging';
}

// Recipient status codes that mean the message was accepted: 100 Processed, 101 Sent, 102 Queued.
const ACCEPTED = new Set([100, 101, 102]);

interface AtRecipient {
  statusCode?: number;
  status?: string;
}

export function createAfricasTalkingAdapter(options: AfricasTalkingOptions): NotifyAdapter {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const endpoint = africasTalkingEndpoint(options.username);
  return {
    name: 'africas-talking',
    async send(message: OutgoingMessage) {
      if (message.channel !== 'sms') throw new NotifyError("the Africa's Talking adapter only sends SMS");
      const form = new URLSearchParams({ username: options.username, to: message.to, message: message.text });
      if (options.senderId !== undefined) form.set('from', options.senderId);
      let res: Awaited<ReturnType<FetchLike>>;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: { apiKey: options.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new NotifyError(`Africa's Talking unreachable: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      const body = await res.text();
      if (!res.ok) throw new NotifyError(`Africa's Talking answered HTTP ${res.status}`);
      let recipients: AtRecipient[] = [];
      try {
        const parsed = JSON.parse(body) as { SMSMessageData?: { Recipients?: AtRecipient[] } };
        recipients = parsed.SMSMessageData?.Recipients ?? [];
      } catch {
        throw new NotifyError("Africa's Talking answered something that is not JSON");
      }
      const first = recipients[0];
      if (first === undefined || first.statusCode === undefined || !ACCEPTED.has(first.statusCode)) {
        throw new NotifyError(`Africa's Talking refused the message: ${first?.status ?? 'no recipient in the answer'}`);
      }
    },
  };
}
