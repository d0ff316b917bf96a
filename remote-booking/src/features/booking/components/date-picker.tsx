// The booking card's calendar: the kit's Calendar (its own chunk, started as this module loads so it arrives with
// the page rather than after its first render; on a first visit the shell has started it already, from the
// manifest's `parts`, ADR 326) with the card's line about the chosen day.
import { kampalaInstant } from '@musawo/shared/contracts';
import { Calendar, preloadCalendar } from '@musawo/shared/react';
import { useT } from '../../../i18n';

preloadCalendar();

export interface DatePickerProps {
  /** `yyyy-MM-dd`, or null. */
  selected: string | null;
  onSelect: (date: string) => void;
  isDisabled: (date: string) => boolean;
  /** Today in Kampala (`yyyy-MM-dd`): marks today and is the first month shown. */
  today: string;
  /** The last bookable day (`yyyy-MM-dd`): its month is the last one the calendar moves to. */
  lastDate?: string;
  /** id of the heading that names the calendar. */
  labelledBy: string;
}

/** Spec §2.7 date picker; "today" and the past are decided in Kampala time by the caller. */
export function DatePicker({ selected, onSelect, isDisabled, today, lastDate, labelledBy }: DatePickerProps) {
  const t = useT();
  return (
    <Calendar
      selected={selected}
      onSelect={onSelect}
      isDisabled={isDisabled}
      today={today}
      last={lastDate}
      labelledBy={labelledBy}
      footer={selected ? t.t('date.selected', { day: kampalaInstant(selected, '12:00') }) : t.t('date.greyed')}
    />
  );
}
