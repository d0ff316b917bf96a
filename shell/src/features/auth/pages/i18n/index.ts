// The texts of the sign-up, password-reset, email-verification and log-out pages (ADR 016): apart from the sign-in
// catalogue (../../i18n), so /signin carries only its own English. Luganda and Kiswahili are each a chunk.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type MoreAuthText = keyof typeof en;
export const moreAuthTexts = defineCatalogue<MoreAuthText>(en, {
  lg: () => import(/* webpackChunkName: "auth-more-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "auth-more-sw" */ './sw.json'),
});
export const { useT: useMoreT } = moreAuthTexts;
