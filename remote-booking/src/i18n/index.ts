// The booking remote's texts (ADR 016): English bundled, Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type BookingText = keyof typeof en;
export const bookingTexts = defineCatalogue<BookingText>(en, {
  lg: () => import(/* webpackChunkName: "booking-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "booking-sw" */ './sw.json'),
});
export const { useT } = bookingTexts;
