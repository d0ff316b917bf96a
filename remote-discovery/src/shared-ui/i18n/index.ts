// The texts of discovery's lazy pages /find-doctor and /search-results (ADR 016; /specialties has its own): a catalogue
// of their own, in their chunks, so the home page's first view does not carry them. Luganda and Kiswahili are each
// a chunk loaded when chosen.
import { defineCatalogue, type Translator } from '@musawo/shared/react';
import en from './en.json';

export type PagesText = keyof typeof en;
export const pagesTexts = defineCatalogue<PagesText>(en, {
  lg: () => import(/* webpackChunkName: "discovery-pages-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "discovery-pages-sw" */ './sw.json'),
});
export const { useT } = pagesTexts;
export type PagesT = Translator<PagesText>;
