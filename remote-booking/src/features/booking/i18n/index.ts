// The booking feature's own catalogue: the success dialog's texts, in the dialog's chunk, so the doctor page's first
// view does not carry them (ADR 328). The dialog reads them with useStandaloneT (no provider of this catalogue is
// above it). Luganda and Kiswahili are each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type SuccessText = keyof typeof en;
export const successTexts = defineCatalogue<SuccessText>(en, {
  lg: () => import(/* webpackChunkName: "booking-success-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "booking-success-sw" */ './sw.json'),
});
