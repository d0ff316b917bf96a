// The terms prompt's texts: a catalogue of their own, in the prompt's chunk, so no first view carries them.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type TermsText = keyof typeof en;
export const termsTexts = defineCatalogue<TermsText>(en, {
  lg: () => import(/* webpackChunkName: "terms-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "terms-sw" */ './sw.json'),
});
export const { useT } = termsTexts;
