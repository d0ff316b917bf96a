// The legal pages' texts (ADR 016): a catalogue of their own, so they load with the privacy and terms pages' chunk
// and not with every page of the remote. English bundled there; Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type LegalText = keyof typeof en;
export const legalTexts = defineCatalogue<LegalText>(en, {
  lg: () => import(/* webpackChunkName: "content-legal-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-legal-sw" */ './sw.json'),
});
export const { useT } = legalTexts;
