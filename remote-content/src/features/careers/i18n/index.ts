// The careers page's texts (ADR 016): a catalogue of their own, loaded with the page's chunk and not with the remote's first
// one. English bundled there; Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type CareersText = keyof typeof en;
export const careersTexts = defineCatalogue<CareersText>(en, {
  lg: () => import(/* webpackChunkName: "content-careers-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-careers-sw" */ './sw.json'),
});
export const { useT } = careersTexts;
