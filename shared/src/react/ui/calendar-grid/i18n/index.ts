// The calendar's screen-reader labels in Luganda and Kiswahili (English keeps react-day-picker's own), in the
// calendar's chunk with it: nothing of the calendar is on a first view (ADR 016).
import { defineCatalogue } from '../../../intl';
import en from './en.json';

export type CalendarText = keyof typeof en;
export const calendarTexts = defineCatalogue<CalendarText>(en, {
  lg: () => import(/* webpackChunkName: "calendar-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "calendar-sw" */ './sw.json'),
});
