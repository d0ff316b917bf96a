// The texts of /specialties (ADR 016): a catalogue of its own, in the page's chunk, without those of the find-doctor
// wizard and the search results (shared-ui/i18n, which keeps its own copy of the two common texts). Luganda and
// Kiswahili are each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type SpecialtiesText = keyof typeof en;
export const specialtiesTexts = defineCatalogue<SpecialtiesText>(en, {
  lg: () => import(/* webpackChunkName: "discovery-specialties-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "discovery-specialties-sw" */ './sw.json'),
});
export const { useT } = specialtiesTexts;
