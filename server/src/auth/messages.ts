// Every message the auth service sends, in the recipient's language (notify/texts, ADR 016). Plain text first (SMS,
// and mail clients that show text); the HTML mail is the same content with a button.
import { type Language, SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import type { OutgoingMessage } from '../notify/port';
import { textsIn } from '../notify/texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(lang: Language, greeting: string, paragraphs: string[], button?: { label: string; url: string }): string {
  const t = textsIn(lang);
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const action =
    button === undefined
      ? ''
      : `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 20px;background:#0b7a53;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(t.t('openLink', { url: button.url }))}</p>`;
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a"><p>${escapeHtml(greeting)}</p>${body}${action}<p style="font-size:12px;color:#555">Musawo · ${escapeHtml(SUPPORT_PHONE)} · ${escapeHtml(SUPPORT_EMAIL)}</p></body></html>`;
}

const footer = (lang: Language) => `\n\n${textsIn(lang).t('footer', { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL })}`;

export function otpSms(phone: string, code: string, lang: Language = 'en'): OutgoingMessage {
  return { channel: 'sms', to: phone, text: textsIn(lang).t('otpSms', { code }) };
}

export function verificationEmail(to: string, name: string, link: string, code: string, lang: Language = 'en'): OutgoingMessage {
  const t = textsIn(lang);
  const hello = t.t('hello', { name });
  const lines = [t.t('verifyLine1'), t.t('verifyLine2', { code }), t.t('verifyLine3')];
  return {
    channel: 'email',
    to,
    subject: t.t('verifySubject'),
    text: `${hello}\n\n${lines[0]}\n\n${t.t('verifyAction', { link })}\n\n${lines[1]}\n\n${lines[2]}${footer(lang)}`,
    html: html(lang, hello, lines, { label: t.t('verifyButton'), url: link }),
  };
}

export function passwordResetEmail(to: string, name: string, link: string, lang: Language = 'en'): OutgoingMessage {
  const t = textsIn(lang);
  const hello = t.t('hello', { name });
  const lines = [t.t('resetLine1'), t.t('resetLine2')];
  return {
    channel: 'email',
    to,
    subject: t.t('resetSubject'),
    text: `${hello}\n\n${lines[0]}\n\n${t.t('resetAction', { link })}\n\n${lines[1]}${footer(lang)}`,
    html: html(lang, hello, lines, { label: t.t('resetButton'), url: link }),
  };
}

export function passwordChangedEmail(to: string, name: string, lang: Language = 'en'): OutgoingMessage {
  const t = textsIn(lang);
  const hello = t.t('hello', { name });
  const lines = [t.t('changedLine', { email: SUPPORT_EMAIL })];
  return { channel: 'email', to, subject: t.t('changedSubject'), text: `${hello}\n\n${lines[0]}${footer(lang)}`, html: html(lang, hello, lines) };
}

export function passwordResetDoneEmail(to: string, name: string, lang: Language = 'en'): OutgoingMessage {
  const t = textsIn(lang);
  const hello = t.t('hello', { name });
  const lines = [t.t('resetDoneLine1'), t.t('resetDoneLine2', { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE })];
  return { channel: 'email', to, subject: t.t('resetDoneSubject'), text: `${hello}\n\n${lines[0]}\n\n${lines[1]}${footer(lang)}`, html: html(lang, hello, lines) };
}
