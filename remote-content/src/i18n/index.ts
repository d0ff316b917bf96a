// The content remote's texts (ADR 016): English bundled, Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type ContentText = keyof typeof en;
export const contentTexts = defineCatalogue<ContentText>(en, {
  lg: () => import(/* webpackChunkName: "content-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-sw" */ './sw.json'),
});
export const { useT } = contentTexts;
