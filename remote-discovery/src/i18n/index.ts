// The discovery remote's texts (ADR 016): English bundled, Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type DiscoveryText = keyof typeof en;
export const discoveryTexts = defineCatalogue<DiscoveryText>(en, {
  lg: () => import(/* webpackChunkName: "discovery-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "discovery-sw" */ './sw.json'),
});
export const { useT } = discoveryTexts;
