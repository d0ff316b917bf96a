// What a person reads when a call fails (spec §8). The server answers in English, with a machine code (ADR 101):
// in English its own sentence is shown (the spec's words); in Luganda and Kiswahili the code's translation is
// (errors/i18n, keyed `CODE:field` where one code has a sentence per field, else `CODE`), or, for a code without one
// (a form field's check), the screen's own fallback in that language.
import { useCallback } from 'react';
import { CANCEL_NOTICE_HOURS, MINIMUM_AGE, RESCHEDULE_NOTICE_HOURS } from '../contracts/constants';
import type { Translator } from '../i18n/message-format';
import { errorTexts, type ErrorText } from './errors/i18n';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** How long a refusal asks to wait, for the RATE_LIMITED text: seconds under a minute, else whole minutes (issue 50). */
function waitOf(retryAfter: unknown): { unit: 'seconds' | 'minutes' | 'none'; count: number } {
  if (typeof retryAfter !== 'number' || !(retryAfter > 0)) return { unit: 'none', count: 0 };
  return retryAfter < 60 ? { unit: 'seconds', count: Math.ceil(retryAfter) } : { unit: 'minutes', count: Math.ceil(retryAfter / 60) };
}

/**
 * The text to show for a failed call in `t`'s language: English shows the server's sentence when it sent one (an
 * error with a code, as GatewayError's); Luganda and Kiswahili show the translation of the error's code, else
 * `fallback` (already in the language).
 */
export function errorMessage(error: unknown, fallback: string, t: Translator<ErrorText> = errorTexts.english): string {
  const { code, field, retryAfter } = (error ?? {}) as { code?: unknown; field?: unknown; retryAfter?: unknown };
  if (t.lang === 'en') {
    // A server's (or the gateway's) sentence carries a code; any other exception is no sentence for people.
    const message = error instanceof Error && typeof code === 'string' ? error.message.trim() : '';
    return message || fallback;
  }
  const c = textOf(code);
  // A translator answers a message it does not have with its id.
  for (const id of [`${c}:${textOf(field)}`, /^HTTP_5\d\d$/.test(c) ? 'HTTP_5XX' : c] as ErrorText[]) {
    const text = t.t(id, { age: MINIMUM_AGE, hours: id === 'CANCEL_TOO_LATE' ? CANCEL_NOTICE_HOURS : RESCHEDULE_NOTICE_HOURS, ...waitOf(retryAfter) });
    if (text !== id) return text;
  }
  return fallback;
}

/** errorMessage in the page's language, for a component or hook (the same function until the language changes). */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = errorTexts.useT();
  return useCallback((error: unknown, fallback: string) => errorMessage(error, fallback, t), [t]);
}
