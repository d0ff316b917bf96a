// The UI kit's own texts (ADR 016), like an app's: English bundled, Luganda and Kiswahili loaded when chosen.
import { defineCatalogue } from '../intl';
import en from './en.json';

export type KitText = keyof typeof en;
export const kitTexts = defineCatalogue<KitText>(en, {
  lg: () => import(/* webpackChunkName: "kit-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "kit-sw" */ './sw.json'),
});
