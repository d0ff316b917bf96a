// The join page's texts (ADR 016): a catalogue of their own, loaded with the page's chunk and not with the remote's first
// one. English bundled there; Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type JoinText = keyof typeof en;
export const joinTexts = defineCatalogue<JoinText>(en, {
  lg: () => import(/* webpackChunkName: "content-join-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-join-sw" */ './sw.json'),
});
export const { useT } = joinTexts;
