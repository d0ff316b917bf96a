// Luganda's and Kiswahili's month and weekday names, from the Unicode CLDR (locales `lg`, `sw`;
// docs/i18n-glossary.md). Not in contracts' entry, so no English first view carries them (ADR 328): the kit's
// catalogues fetch this module with a language's messages (../react/intl.tsx), and `@musawo/shared/i18n` registers
// them for the server and its tests.
import { registerDateNames } from './dates-names';

/** Registers both languages' names; calling it again changes nothing. */
export function registerMoreDateNames(): void {
  registerDateNames('lg', {
    monthsLong: ['Janwaliyo', 'Febwaliyo', 'Marisi', 'Apuli', 'Maayi', 'Juuni', 'Julaayi', 'Agusito', 'Sebuttemba', 'Okitobba', 'Novemba', 'Desemba'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apu', 'Maa', 'Juu', 'Jul', 'Agu', 'Seb', 'Oki', 'Nov', 'Des'],
    weekdaysLong: ['Balaza', 'Lwakubiri', 'Lwakusatu', 'Lwakuna', 'Lwakutaano', 'Lwamukaaga', 'Sabbiiti'],
  });
  registerDateNames('sw', {
    monthsLong: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
    monthsShort: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
    weekdaysLong: ['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi', 'Jumapili'],
  });
}
