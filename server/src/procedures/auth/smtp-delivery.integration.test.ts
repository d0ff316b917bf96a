// Real SMTP: an in-process mail server receives what nodemailer sends, and the links in it work.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describeEngines, type Harness } from '../../../test/engines';
import { PASSWORD, signUp } from '../../../test/auth-helpers';

interface Mail {
  to: string[];
  raw: string;
}
const inbox: Mail[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text/plain part of a MIME message, decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n([\s\S]*?)(?:\r\n--|$)/i.exec(raw);
  if (part === null) throw new Error('no text/plain part');
  const headers = part[1] ?? '';
  const body = part[2] ?? '';
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

async function mailTo(h: Harness, address: string, subject: string): Promise<{ text: string; raw: string }> {
  await h.app.services.background.idle();
  const mail = [...inbox].reverse().find((m) => m.to.includes(address) && m.raw.includes(`Subject: ${subject}`));
  if (mail === undefined) throw new Error(`no "${subject}" mail reached ${address}`);
  return { text: plainText(mail.raw), raw: mail.raw };
}

const tokenFrom = (text: string, path: string) => {
  const url = new URL(/(http\S+)/.exec(text.slice(text.indexOf(path) - 40))?.[1] ?? '');
  expect(url.pathname).toBe(path);
  return url.searchParams.get('token') ?? '';
};

describeEngines(
  'emails over SMTP',
  (h) => {
    it('delivers the verification email, and its link verifies the address', async () => {
      const { email, tokens } = await signUp(h());
      const { text, raw } = await mailTo(h(), email, 'Verify your email address');
      expect(raw).toMatch(/From: Musawo <no-reply@musawo\.ug>/);
      expect(raw).toMatch(/Content-Type: text\/html/);
      expect(text).toContain('https://musawo.example/verify-email?token=');
      await h().ok('auth', 'verifyEmail', { token: tokenFrom(text, '/verify-email'), actionType: 'verify-email' });
      expect((await h().ok('auth', 'getUserProfile', {}, { token: tokens.access.token })).result.isEmailVerified).toBe(true);
      // Nothing went to the dev outbox.
      expect(await h().outbox(email)).toEqual([]);
    });

    it('delivers the reset email, and its link resets the password', async () => {
      const { email } = await signUp(h());
      await h().ok('auth', 'sendPasswordResetEmail', { email });
      const { text } = await mailTo(h(), email, 'Reset your Musawo password');
      expect(text).toContain('https://musawo.example/reset-password?token=');
      await h().ok('auth', 'resetPassword', { resetPasswordToken: tokenFrom(text, '/reset-password'), newPassword: 'Fresh#Start9' });
      expect((await h().call('auth', 'login', { emailOrPhone: email, password: PASSWORD })).status).toBe(401);
      expect((await h().call('auth', 'login', { emailOrPhone: email, password: 'Fresh#Start9' })).status).toBe(200);
    });
  },
  { env: () => ({ NOTIFY_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://musawo.example' }) },
);
