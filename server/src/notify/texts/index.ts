// The words of every SMS and email, in the recipient's language (ADR 016): ICU messages formatted with FormatJS.
import type { Language } from '@musawo/shared/contracts';
import { createTranslator, type Translator } from '@musawo/shared/i18n';
import { en, type ServerText } from './en';
import { lg } from './lg';
import { sw } from './sw';

export const SERVER_TEXTS: Record<Language, Record<ServerText, string>> = { en, lg, sw };
const translators = new Map<Language, Translator<ServerText>>();

export function textsIn(lang: Language): Translator<ServerText> {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(lang, SERVER_TEXTS[lang]);
    translators.set(lang, t);
  }
  return t;
}
