// The calendar, in its own chunk: react-day-picker and its date library are the heaviest part of the page, and
// the profile and the week's hours should not wait for them on 3G.
import { DayPicker, type Formatters, type Labels } from 'react-day-picker';
import styled from 'styled-components';
import { kampalaInstant, MONTHS_LONG, WEEKDAYS_LONG, type Language } from '@musawo/shared/contracts';
import { useT, type BookingText } from '../../../i18n';
import type { Translator } from '@musawo/shared/react';
import { CALENDAR_HEIGHT_PLACEHOLDER } from './calendar-placeholder';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar's day (a local Date) as the `yyyy-MM-dd` the rest of the page uses. */
const isoOf = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The calendar's weekday (Sunday 0) as an index of WEEKDAYS_LONG (Monday first). */
const mondayFirst = (d: Date): number => (d.getDay() + 6) % 7;

/** CLDR's abbreviated weekdays for Luganda; Kiswahili's CLDR abbreviations are the full names, too wide for a phone. */
const WEEKDAYS_SHORT: Record<Exclude<Language, 'en'>, readonly string[]> = {
  lg: ['Bal', 'Lw2', 'Lw3', 'Lw4', 'Lw5', 'Lw6', 'Sab'],
  sw: ['Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo', 'Jpi'],
};

/**
 * Month and weekday names and the screen reader's labels in Luganda or Kiswahili. English keeps react-day-picker's
 * own (its date library has no Luganda).
 */
function localized(t: Translator<BookingText>): { formatters?: Partial<Formatters>; labels?: Partial<Labels> } {
  const lang = t.lang;
  if (lang === 'en') return {};
  const caption = (month: Date) => `${MONTHS_LONG[lang][month.getMonth()]} ${month.getFullYear()}`;
  return {
    formatters: { formatCaption: caption, formatWeekdayName: (d: Date) => WEEKDAYS_SHORT[lang][mondayFirst(d)] ?? '' },
    labels: {
      labelGrid: caption,
      labelWeekday: (d: Date) => WEEKDAYS_LONG[lang][mondayFirst(d)] ?? '',
      labelNext: () => t.t('date.next'),
      labelPrevious: () => t.t('date.previous'),
      labelDayButton: (d: Date, modifiers) => t.t('date.day', { day: kampalaInstant(isoOf(d), '12:00'), selected: modifiers.selected ? 'yes' : 'no' }),
    },
  };
}

/** A `yyyy-MM-dd` as the local Date the calendar compares days with. */
function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

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

/**
 * Spec §2.7 date picker. Days are plain calendar days, so the calendar works in the phone's own time zone and
 * only the `yyyy-MM-dd` leaves it; "today" and the past are decided in Kampala time by the caller. Keyboard:
 * arrows move by day and week, PageUp/PageDown by month, Home/End to the week's ends; disabled days are skipped.
 */
export function DatePicker({ selected, onSelect, isDisabled, today, lastDate, labelledBy }: DatePickerProps) {
  const todayDate = dateOf(today);
  const t = useT();
  const selectedDate = selected ? dateOf(selected) : undefined;
  return (
    <Styled>
      <DayPicker
        mode="single"
        required
        selected={selectedDate}
        onSelect={(d) => onSelect(isoOf(d))}
        disabled={(d: Date) => isDisabled(isoOf(d))}
        today={todayDate}
        defaultMonth={selectedDate ?? todayDate}
        startMonth={todayDate}
        endMonth={lastDate ? dateOf(lastDate) : undefined}
        weekStartsOn={1}
        showOutsideDays={false}
        navLayout="around"
        aria-labelledby={labelledBy}
        {...localized(t)}
        footer={selected ? t.t('date.selected', { day: kampalaInstant(selected, '12:00') }) : t.t('date.greyed')}
      />
    </Styled>
  );
}


// react-day-picker's own stylesheet would need a CSS loader; these rules give the same structure with our theme:
// 44 px targets, a visible focus ring, and disabled days that stay legible.
const Styled = styled.div`
  min-height: ${CALENDAR_HEIGHT_PLACEHOLDER};

  .rdp-root {
    position: relative;
    width: 100%;
    max-width: 360px;
  }
  .rdp-months {
    display: flex;
  }
  .rdp-month {
    position: relative;
    width: 100%;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: ${({ theme }) => theme.sizes.touch};
    margin: 0 ${({ theme }) => theme.sizes.touch};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .rdp-nav {
    position: absolute;
    inset: 0 0 auto 0;
    display: flex;
    justify-content: space-between;
    height: 0;
  }
  .rdp-button_previous,
  .rdp-button_next {
    position: absolute;
    top: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.touch};
    height: ${({ theme }) => theme.sizes.touch};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
    &:disabled,
    &[aria-disabled='true'] {
      color: ${({ theme }) => theme.colors.textMuted};
      opacity: 0.5;
      cursor: not-allowed;
    }
  }
  .rdp-button_previous {
    left: 0;
  }
  .rdp-button_next {
    right: 0;
  }
  .rdp-chevron {
    fill: currentColor;
    width: 20px;
    height: 20px;
  }
  .rdp-month_grid {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  .rdp-weekday {
    padding: ${({ theme }) => theme.space[1]} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
  .rdp-day {
    height: ${({ theme }) => theme.sizes.touch};
    padding: 1px;
    text-align: center;
  }
  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    max-width: ${({ theme }) => theme.sizes.touch};
    height: 42px;
    margin: 0;
    padding: 0;
    border: 2px solid transparent;
    border-radius: 50%;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 0;
    }
  }
  .rdp-today .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  /* Struck through as well as greyed, so a closed day does not rely on colour alone. */
  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
    opacity: 0.7;
  }
  .rdp-hidden {
    visibility: hidden;
  }
  .rdp-footer {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
