// The sign-in page's texts and those of the parts every auth page shares (ADR 016): a catalogue of the shell's own,
// kept in the auth pages' lazy chunks so the shell's first view does not carry them; Luganda and Kiswahili are each a
// chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type AuthText = keyof typeof en;
export const authTexts = defineCatalogue<AuthText>(en, {
  lg: () => import(/* webpackChunkName: "auth-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "auth-sw" */ './sw.json'),
});
export const { useT } = authTexts;
