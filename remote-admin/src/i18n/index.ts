// The operators' console texts (ADR 016): English bundled, Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type AdminText = keyof typeof en;
export const adminTexts = defineCatalogue<AdminText>(en, {
  lg: () => import(/* webpackChunkName: "admin-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "admin-sw" */ './sw.json'),
});
export const { useT } = adminTexts;
