// Month and weekday names per language, from the Unicode CLDR (locales `en`, `lg`, `sw`; docs/i18n-glossary.md).
// Written out rather than asked of Intl: Chromium ships no Luganda data, and the first Intl.DateTimeFormat of a page
// costs a phone ~100 ms (money.ts says the same of numbers). English is here; Luganda's and Kiswahili's names come
// with their language (dates-names-more.ts, ADR 328): the browser fetches them with a language's messages, the server
// registers them as it loads `@musawo/shared/i18n`.
import type { Language } from './languages';

export interface DateNames {
  readonly monthsLong: readonly string[];
  readonly monthsShort: readonly string[];
  /** Monday first, as WEEK_DAYS. */
  readonly weekdaysLong: readonly string[];
}

const ENGLISH: DateNames = {
  monthsLong: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  weekdaysLong: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

const names: Partial<Record<Language, DateNames>> = { en: ENGLISH };

/** A language's names; English for one whose names have not been registered (not loaded yet). */
export const dateNames = (lang: Language): DateNames => names[lang] ?? ENGLISH;

/** Whether `lang`'s own names are here (English's always are). */
export const hasDateNames = (lang: Language): boolean => names[lang] !== undefined;

/** Gives a language its names: dates-names-more.ts does it for Luganda and Kiswahili. */
export function registerDateNames(lang: Exclude<Language, 'en'>, own: DateNames): void {
  names[lang] = own;
}
