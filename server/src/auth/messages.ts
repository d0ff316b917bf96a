// The words of every message the auth service sends. Plain text first (SMS, and mail clients that show text);
// the HTML mail is the same content with a button.
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import type { OutgoingMessage } from '../notify/port';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(greeting: string, paragraphs: string[], button?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const action =
    button === undefined
      ? ''
      : `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 20px;background:#0b7a53;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p><p style="font-size:12px;color:#555">Or open this link: ${escapeHtml(button.url)}</p>`;
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a"><p>${escapeHtml(greeting)}</p>${body}${action}<p style="font-size:12px;color:#555">Musawo · ${escapeHtml(SUPPORT_PHONE)} · ${escapeHtml(SUPPORT_EMAIL)}</p></body></html>`;
}

const footer = `\n\nMusawo · ${SUPPORT_PHONE} · ${SUPPORT_EMAIL}`;

export function otpSms(phone: string, code: string): OutgoingMessage {
  return { channel: 'sms', to: phone, text: `Your Musawo verification code is ${code}. It expires in 5 minutes. Never share it with anyone.` };
}

export function verificationEmail(to: string, name: string, link: string, code: string): OutgoingMessage {
  const lines = ['Please confirm that this is your email address so we can send you appointment updates and receipts.', `If Musawo asks you for an email code instead, it is ${code}. It works for 5 minutes.`, 'If you did not create a Musawo account, you can ignore this email.'];
  return {
    channel: 'email',
    to,
    subject: 'Verify your email address',
    text: `Hello ${name},\n\n${lines[0]}\n\nVerify your email: ${link}\n\n${lines[1]}\n\n${lines[2]}${footer}`,
    html: html(`Hello ${name},`, lines, { label: 'Verify email address', url: link }),
  };
}

export function passwordResetEmail(to: string, name: string, link: string): OutgoingMessage {
  const lines = ['We received a request to reset your Musawo password. The link below works once and expires in 1 hour.', 'If you did not ask for this, ignore this email: your password stays the same.'];
  return {
    channel: 'email',
    to,
    subject: 'Reset your Musawo password',
    text: `Hello ${name},\n\n${lines[0]}\n\nReset your password: ${link}\n\n${lines[1]}${footer}`,
    html: html(`Hello ${name},`, lines, { label: 'Reset password', url: link }),
  };
}

export function passwordChangedEmail(to: string, name: string): OutgoingMessage {
  const lines = [`Your Musawo password was just changed. If this was not you, reset your password now and contact us at ${SUPPORT_EMAIL}.`];
  return { channel: 'email', to, subject: 'Your Musawo password was changed', text: `Hello ${name},\n\n${lines[0]}${footer}`, html: html(`Hello ${name},`, lines) };
}

export function passwordResetDoneEmail(to: string, name: string): OutgoingMessage {
  const lines = [
    'Your Musawo password was reset with the link we emailed you. You are signed out on every device: sign in again with your new password.',
    `If this was not you, contact us now at ${SUPPORT_EMAIL} or ${SUPPORT_PHONE}.`,
  ];
  return { channel: 'email', to, subject: 'Your Musawo password was reset', text: `Hello ${name},\n\n${lines[0]}\n\n${lines[1]}${footer}`, html: html(`Hello ${name},`, lines) };
}
