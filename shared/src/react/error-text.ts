// What a person reads when a call fails (spec §8). The server answers in English, with a machine code (ADR 101):
// in English its own sentence is shown (the spec's words); in Luganda and Kiswahili the code's translation is, or,
// for a code without one (a form field's check), the screen's own fallback in that language.
import { useCallback } from 'react';
import { MINIMUM_AGE, RESCHEDULE_NOTICE_HOURS } from '../contracts/constants';
import type { Translator } from '../i18n/message-format';
import { errorTexts, type ErrorText } from './errors/i18n';

/** A code's translation; `CODE:field` where one code carries different sentences per field. */
const BY_CODE: Readonly<Record<string, ErrorText>> = {
  'CONFLICT:email': 'error.emailTaken',
  'CONFLICT:phoneNumber': 'error.phoneTaken',
  'CONFLICT:phone_number': 'error.phoneTaken',
  SLOT_TAKEN: 'error.SLOT_TAKEN',
  INSUFFICIENT_FUNDS: 'error.INSUFFICIENT_FUNDS',
  INVALID_OTP: 'error.INVALID_OTP',
  OTP_EXPIRED: 'error.OTP_EXPIRED',
  TOO_MANY_ATTEMPTS: 'error.TOO_MANY_ATTEMPTS',
  PHONE_NOT_VERIFIED: 'error.PHONE_NOT_VERIFIED',
  WEAK_PASSWORD: 'error.WEAK_PASSWORD',
  INVALID_CREDENTIALS: 'error.INVALID_CREDENTIALS',
  WRONG_PASSWORD: 'error.WRONG_PASSWORD',
  LINK_EXPIRED: 'error.LINK_EXPIRED',
  LINK_USED: 'error.LINK_USED',
  INVALID_TOKEN: 'error.INVALID_TOKEN',
  ALREADY_VERIFIED: 'error.ALREADY_VERIFIED',
  TOKEN_EXPIRED: 'error.session',
  SESSION_EXPIRED: 'error.session',
  INVALID_REFRESH_TOKEN: 'error.session',
  REFRESH_TOKEN_REUSED: 'error.session',
  UNAUTHENTICATED: 'error.UNAUTHENTICATED',
  FORBIDDEN: 'error.FORBIDDEN',
  UNDER_AGE: 'error.UNDER_AGE',
  TOO_LATE: 'error.TOO_LATE',
  PATIENT_BUSY: 'error.PATIENT_BUSY',
  STATUS_CONFLICT: 'error.STATUS_CONFLICT',
  NOT_STARTED: 'error.NOT_STARTED',
  STALE_PROFILE: 'error.STALE_PROFILE',
  STALE_AVAILABILITY: 'error.STALE_AVAILABILITY',
  RATE_LIMITED: 'error.RATE_LIMITED',
  UPSTREAM_FAILED: 'error.UPSTREAM_FAILED',
  PAYLOAD_TOO_LARGE: 'error.PAYLOAD_TOO_LARGE',
  NETWORK: 'error.NETWORK',
  TIMEOUT: 'error.TIMEOUT',
  INTERNAL: 'error.server',
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The text to show for a failed call in `t`'s language: English shows the server's sentence when it sent one (an
 * error with a code, as GatewayError's); Luganda and Kiswahili show the translation of the error's code, else
 * `fallback` (already in the language).
 */
export function errorMessage(error: unknown, fallback: string, t: Translator<ErrorText> = errorTexts.english): string {
  const { code, field } = (error ?? {}) as { code?: unknown; field?: unknown };
  if (t.lang === 'en') {
    // A server's (or the gateway's) sentence carries a code; any other exception is no sentence for people.
    const message = error instanceof Error && typeof code === 'string' ? error.message.trim() : '';
    return message || fallback;
  }
  const key = BY_CODE[`${textOf(code)}:${textOf(field)}`] ?? BY_CODE[textOf(code)] ?? (/^HTTP_5\d\d$/.test(textOf(code)) ? 'error.server' : undefined);
  return key ? t.t(key, { age: MINIMUM_AGE, hours: RESCHEDULE_NOTICE_HOURS }) : fallback;
}

/** errorMessage in the page's language, for a component or hook (the same function until the language changes). */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = errorTexts.useT();
  return useCallback((error: unknown, fallback: string) => errorMessage(error, fallback, t), [t]);
}
