// The about page's texts (ADR 016): a catalogue of their own, loaded with the page's chunk and not with the remote's first
// one. English bundled there; Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type AboutText = keyof typeof en;
export const aboutTexts = defineCatalogue<AboutText>(en, {
  lg: () => import(/* webpackChunkName: "content-about-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-about-sw" */ './sw.json'),
});
export const { useT } = aboutTexts;
