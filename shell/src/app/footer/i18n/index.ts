// The footer's texts: a catalogue of their own, in the footer's chunk (a later part, ../../layout.tsx), so no first
// view carries them. "About Us", "Find A Doctor" and "For Providers" are the top bar's, from the shell's catalogue
// (always loaded). Luganda and Kiswahili are each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type FooterText = keyof typeof en;
export const footerTexts = defineCatalogue<FooterText>(en, {
  lg: () => import(/* webpackChunkName: "footer-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "footer-sw" */ './sw.json'),
});
export const { useT } = footerTexts;
