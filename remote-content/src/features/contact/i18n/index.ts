// The contact page's texts (ADR 016): a catalogue of their own, loaded with the page's chunk and not with the remote's first
// one. English bundled there; Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type ContactText = keyof typeof en;
export const contactTexts = defineCatalogue<ContactText>(en, {
  lg: () => import(/* webpackChunkName: "content-contact-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-contact-sw" */ './sw.json'),
});
export const { useT } = contactTexts;
