// The account remote's texts (ADR 016): English bundled, Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue, type Translator } from '@musawo/shared/react';
import en from './en.json';

export type AccountText = keyof typeof en;
export type AccountT = Translator<AccountText>;
export const accountTexts = defineCatalogue<AccountText>(en, {
  lg: () => import(/* webpackChunkName: "account-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "account-sw" */ './sw.json'),
});
export const { useT } = accountTexts;
/** English, for the plain functions' defaults (their unit tests) and code outside React. */
export const english: AccountT = accountTexts.english;
