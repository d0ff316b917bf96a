// One calendar for every page that picks a day (the booking card, the reschedule dialog). What the kit exports is
// this light wrapper: react-day-picker comes in calendar-grid.tsx's own chunk (the kit part "calendar", ../parts.ts),
// downloaded when a calendar is first shown (or preloaded, or started by the shell), so no first view carries it.
import type { ReactNode } from 'react';
import { LazyPart, named, preload } from '../lazy-part';
import { loadKitPart } from '../parts';
import { uiTexts } from './i18n';
import { Skeleton } from './skeleton';

/** The calendar's height, kept while its chunk downloads so the page does not jump (calendar-grid keeps it too). */
export const CALENDAR_HEIGHT = '360px';

export interface CalendarProps {
  /** The chosen day, `yyyy-MM-dd`, or null. */
  selected: string | null;
  onSelect: (date: string) => void;
  /** Whether a day (`yyyy-MM-dd`) is closed: struck through and skipped by the keyboard. */
  isDisabled: (date: string) => boolean;
  /** Today in Kampala (`yyyy-MM-dd`): marked, and the first month shown. */
  today: string;
  /** The last day that can be chosen (`yyyy-MM-dd`): its month is the last the calendar moves to. */
  last?: string;
  /** id of the heading that names the calendar. */
  labelledBy: string;
  /** A line under the days (what is chosen, what greyed days mean). */
  footer?: ReactNode;
}

const loadCalendar = named(() => loadKitPart('calendar'), 'CalendarGrid');

/** Starts the calendar's download early (the page that will show it has opened). */
export function preloadCalendar(): void {
  preload(loadCalendar);
}

/** A month of days to pick one from, in the page's language; a skeleton while it downloads, Retry if it cannot. */
export function Calendar(props: CalendarProps) {
  const t = uiTexts.useT();
  return <LazyPart load={loadCalendar} props={props} fallback={<Skeleton height={CALENDAR_HEIGHT} radius="8px" />} failure={{ title: t.t('calendar.failed') }} />;
}
