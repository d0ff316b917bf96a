// The texts of the home page's sections under the first screen (featured doctors, how it works, FAQ, the app): a
// catalogue of their own, in their chunk (later-sections.tsx), so the first view does not carry them. It keeps its
// own copy of "Try again". Luganda and Kiswahili are each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type HomeLaterText = keyof typeof en;
export const homeLaterTexts = defineCatalogue<HomeLaterText>(en, {
  lg: () => import(/* webpackChunkName: "discovery-home-later-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "discovery-home-later-sw" */ './sw.json'),
});
export const { useT } = homeLaterTexts;
