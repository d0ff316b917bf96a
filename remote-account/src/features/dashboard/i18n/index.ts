// The doctor's Earnings texts (issue 47): a catalogue of their own, in the earnings chunk, so no other account page
// (and no patient) carries them (ADR 328). Read with useStandaloneT (no provider of this catalogue is above them);
// the shared words (retry, try again) stay in the account catalogue. Luganda and Kiswahili load when chosen.
import { defineCatalogue, type Translator } from '@musawo/shared/react';
import en from './en.json';

export type EarningsText = keyof typeof en;
export type EarningsT = Translator<EarningsText>;
export const earningsTexts = defineCatalogue<EarningsText>(en, {
  lg: () => import(/* webpackChunkName: "account-earnings-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "account-earnings-sw" */ './sw.json'),
});
