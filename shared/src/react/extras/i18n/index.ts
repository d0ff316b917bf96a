// The texts only @musawo/shared/react-extras shows (the one-time code's toasts): a catalogue of their own, in the
// react-extras chunk with the code that shows them, so no first view carries their English (ADR 016, ADR 325).
// Luganda and Kiswahili are each a chunk loaded when chosen.
import type { Language } from '../../../contracts/languages';
import { createTranslator, type Translator } from '../../../i18n/message-format';
import { defineCatalogue } from '../../intl';
import en from './en.json';

export type ExtrasText = keyof typeof en;
const load = {
  lg: () => import(/* webpackChunkName: "kit-extras-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "kit-extras-sw" */ './sw.json'),
};
const extrasTexts = defineCatalogue<ExtrasText>(en, load);

const translators = new Map<Language, Translator<ExtrasText>>([['en', extrasTexts.english]]);

/**
 * The translator in `lang` for a text shown after a call (a toast), by a hook whose caller has no provider of this
 * catalogue above it: the language's chunk is loaded if it has not come yet (a language chosen since this catalogue
 * loaded has it already); English if it cannot load.
 */
export async function extrasTextsIn(lang: Language): Promise<Translator<ExtrasText>> {
  const ready = translators.get(lang);
  if (ready || lang === 'en') return ready ?? extrasTexts.english;
  try {
    await extrasTexts.prepare(lang);
    const t = createTranslator(lang, (await load[lang]()).default);
    translators.set(lang, t);
    return t;
  } catch {
    return extrasTexts.english;
  }
}
