// The notification port (DESIGN §5): handlers say what to send; adapters decide how it travels.
type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** E.164 phone for sms, address for email. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
}

export interface NotifyAdapter {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

export class NotifyError extends Error {
  override readonly name = 'NotifyError';
}
