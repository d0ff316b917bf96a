// Month and weekday names per language, from the Unicode CLDR (locales `en`, `lg`, `sw`; docs/i18n-glossary.md).
// Written out rather than asked of Intl: Chromium ships no Luganda data, and the first Intl.DateTimeFormat of a page
// costs a phone ~100 ms (money.ts says the same of numbers).
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

const names: Record<Language, DateNames> = {
  en: ENGLISH,
  lg: {
    monthsLong: ['Janwaliyo', 'Febwaliyo', 'Marisi', 'Apuli', 'Maayi', 'Juuni', 'Julaayi', 'Agusito', 'Sebuttemba', 'Okitobba', 'Novemba', 'Desemba'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apu', 'Maa', 'Juu', 'Jul', 'Agu', 'Seb', 'Oki', 'Nov', 'Des'],
    weekdaysLong: ['Balaza', 'Lwakubiri', 'Lwakusatu', 'Lwakuna', 'Lwakutaano', 'Lwamukaaga', 'Sabbiiti'],
  },
  sw: {
    monthsLong: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
    monthsShort: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
    weekdaysLong: ['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi', 'Jumapili'],
  },
};

/** A language's month and weekday names. */
export const dateNames = (lang: Language): DateNames => names[lang];
