// The texts only @musawo/shared/react-extras shows (the one-time code's toasts): a catalogue of their own, in the
// react-extras chunk with the code that shows them, so no first view carries their English (ADR 016, ADR 325).
// Luganda and Kiswahili are each a chunk loaded when chosen. The toasts read them with translatorIn: no provider of
// this catalogue is above the hook's callers.
import { defineCatalogue } from '../../intl';
import en from './en.json';

export type ExtrasText = keyof typeof en;
export const extrasTexts = defineCatalogue<ExtrasText>(en, {
  lg: () => import(/* webpackChunkName: "kit-extras-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "kit-extras-sw" */ './sw.json'),
});
