// The health tips pages' texts (ADR 016): a catalogue of their own, loaded with the page's chunk and not with the remote's first
// one. English bundled there; Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type ArticleText = keyof typeof en;
export const articleTexts = defineCatalogue<ArticleText>(en, {
  lg: () => import(/* webpackChunkName: "content-articles-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-articles-sw" */ './sw.json'),
});
export const { useT } = articleTexts;
