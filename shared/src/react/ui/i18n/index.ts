// More of the UI kit's texts (ADR 016): the calendar that could not load and the avatar's fallback (what a failed call
// says: ../../errors/i18n; the one-time code's toasts: ../../extras/i18n). A catalogue of its own beside ../../i18n,
// whose keys the exported formatters' types carry. English bundled, Luganda and Kiswahili loaded when chosen.
import { defineCatalogue } from '../../intl';
import en from './en.json';

export type UiText = keyof typeof en;
export const uiTexts = defineCatalogue<UiText>(en, {
  lg: () => import(/* webpackChunkName: "kit-ui-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "kit-ui-sw" */ './sw.json'),
});
