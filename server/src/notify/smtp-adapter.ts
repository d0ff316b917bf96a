// Email through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465).
import nodemailer from 'nodemailer';
import { type NotifyAdapter, NotifyError, type OutgoingMessage } from './port';

export interface SmtpAdapter extends NotifyAdapter {
  close(): void;
}

export function createSmtpAdapter(smtpUrl: string, from: string): SmtpAdapter {
  // Timeouts keep a hung mail server from holding a request open for minutes (nodemailer's default is 2 min).
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      if (message.channel !== 'email') throw new NotifyError('the SMTP adapter only sends email');
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject ?? 'Musawo', text: message.text, ...(message.html === undefined ? {} : { html: message.html }) });
      } catch (err) {
        throw new NotifyError(`SMTP send failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    },
    close() {
      transport.close();
    },
  };
}
