// The texts only @musawo/shared/react-extras shows (pagination, the code entry, the status badges, the one-time
// code's toasts): a catalogue of their own, in the react-extras chunk with the code that shows them, so no first view
// carries their English (ADR 016, ADR 325, ADR 328). Luganda and Kiswahili are each a chunk loaded when chosen. No
// provider of this catalogue is above these parts: they read it with useStandaloneT, the toasts with translatorIn.
import { defineCatalogue } from '../../intl';
import en from './en.json';

export type ExtrasText = keyof typeof en;
export const extrasTexts = defineCatalogue<ExtrasText>(en, {
  lg: () => import(/* webpackChunkName: "kit-extras-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "kit-extras-sw" */ './sw.json'),
});
