// A form field's message in the page's language (issue 45). The shared field rules (contracts/field-rules) say their
// sentence in English, as the server does; in Luganda and Kiswahili the rule's code is translated (errors/i18n). Any
// other message is the form's own, already in the language.
import { useCallback } from 'react';
import { fieldRuleOf } from '../contracts/field-rules';
import type { Translator } from '../i18n/message-format';
import { errorTexts, type ErrorText } from '../react/errors/i18n';

export function fieldText(message: string | undefined, t: Translator<ErrorText> = errorTexts.english): string | undefined {
  if (message === undefined || message === '' || t.lang === 'en') return message || undefined;
  const rule = fieldRuleOf(message);
  return rule === undefined ? message : t.t(rule);
}

/** fieldText in the page's language, for a form's fields: `error={fieldError(errors.email?.message)}`. */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const t = errorTexts.useT();
  return useCallback((message: string | undefined) => fieldText(message, t), [t]);
}
