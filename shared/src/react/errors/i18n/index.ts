// What a failed call says in Luganda and Kiswahili, by the server's error code (../../error-text.ts, ADR 016). English
// screens show the server's own sentence, so en.json is only the reference the translations follow (and the catalogue
// test checks): it is not bundled, and the English translator is never asked for these texts.
import { defineCatalogue } from '../../intl';
import type { Messages } from '../../../i18n/message-format';
import type en from './en.json';

export type ErrorText = keyof typeof en;
export const errorTexts = defineCatalogue<ErrorText>({} as Messages<ErrorText>, {
  lg: () => import(/* webpackChunkName: "kit-errors-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "kit-errors-sw" */ './sw.json'),
});
