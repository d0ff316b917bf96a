// The reviews dialog's texts: a catalogue of their own, in the dialog's chunk, so the doctor page's first view does
// not carry them (ADR 328). The dialog reads them with useStandaloneT (no provider of this catalogue is above it);
// the page's retry texts stay in the booking catalogue. Luganda and Kiswahili are each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type ReviewsText = keyof typeof en;
export const reviewsTexts = defineCatalogue<ReviewsText>(en, {
  lg: () => import(/* webpackChunkName: "booking-reviews-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "booking-reviews-sw" */ './sw.json'),
});
