// The calendar itself (react-day-picker), reached only through calendar.tsx's dynamic import: a chunk of its own,
// downloaded when a page first shows a calendar. Days are plain calendar days, so it works in the phone's own time
// zone and only the `yyyy-MM-dd` leaves it; "today" and which days are open are decided by the caller in Kampala time.
// Keyboard: arrows by day and week, PageUp/PageDown by month, Home/End to the week's ends; disabled days are skipped.
import { useState } from 'react';
import { DayPicker, type Formatters, type Labels } from 'react-day-picker';
import styled from 'styled-components';
import { kampalaInstant } from '../../../contracts/dates';
import { dateNames } from '../../../contracts/dates-names';
import type { Language } from '../../../contracts/languages';
import type { Translator } from '../../../i18n/message-format';
import type { CalendarProps } from '../calendar';
import { calendarTexts, type CalendarText } from './i18n';

/** CALENDAR_HEIGHT of ../calendar.tsx (the skeleton's), kept so a month of five weeks does not shorten the page. */
const MIN_HEIGHT = '360px';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar's day (a local Date) as `yyyy-MM-dd`. */
const isoOf = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A `yyyy-MM-dd` as the local Date the calendar compares days with. */
function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The calendar's weekday (Sunday 0) as an index of `weekdaysLong` (Monday first). */
const mondayFirst = (d: Date): number => (d.getDay() + 6) % 7;

/** CLDR's abbreviated weekdays for Luganda; Kiswahili's CLDR abbreviations are the full names, too wide for a phone. */
const WEEKDAYS_SHORT: Record<Exclude<Language, 'en'>, readonly string[]> = {
  lg: ['Bal', 'Lw2', 'Lw3', 'Lw4', 'Lw5', 'Lw6', 'Sab'],
  sw: ['Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo', 'Jpi'],
};

/**
 * Month and weekday names and the screen reader's labels in Luganda or Kiswahili, from the CLDR names in contracts
 * (Chromium's Intl and react-day-picker's date library have no Luganda). English keeps react-day-picker's own.
 */
function localized(t: Translator<CalendarText>): { formatters?: Partial<Formatters>; labels?: Partial<Labels> } {
  const lang = t.lang;
  if (lang === 'en') return {};
  const caption = (month: Date) => `${dateNames(lang).monthsLong[month.getMonth()]} ${month.getFullYear()}`;
  return {
    formatters: { formatCaption: caption, formatWeekdayName: (d: Date) => WEEKDAYS_SHORT[lang][mondayFirst(d)] ?? '' },
    labels: {
      labelGrid: caption,
      labelWeekday: (d: Date) => dateNames(lang).weekdaysLong[mondayFirst(d)] ?? '',
      labelNext: () => t.t('calendar.next'),
      labelPrevious: () => t.t('calendar.previous'),
      labelDayButton: (d: Date, modifiers) => t.t('calendar.day', { day: kampalaInstant(isoOf(d), '12:00'), selected: modifiers.selected ? 'yes' : 'no' }),
    },
  };
}

export function CalendarGrid(props: CalendarProps) {
  return (
    <calendarTexts.IntlProvider>
      <Grid {...props} />
    </calendarTexts.IntlProvider>
  );
}

/** The first of the month `d` is in. */
const monthOf = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), 1);

function Grid({ selected, onSelect, isDisabled, today, last, labelledBy, footer }: CalendarProps) {
  const t = calendarTexts.useT();
  const todayDate = dateOf(today);
  const selectedDate = selected ? dateOf(selected) : undefined;
  // The month shown follows the visitor's paging, and moves to a day chosen from outside (a choice restored after
  // signing in may be next month's): set while rendering, as React advises for state that follows a prop.
  const [month, setMonth] = useState(() => monthOf(selectedDate ?? todayDate));
  const [shownFor, setShownFor] = useState(selected);
  if (selected !== shownFor) {
    setShownFor(selected);
    if (selectedDate && monthOf(selectedDate).getTime() !== month.getTime()) setMonth(monthOf(selectedDate));
  }
  return (
    <Styled>
      <DayPicker
        mode="single"
        required
        selected={selectedDate}
        onSelect={(d) => onSelect(isoOf(d))}
        disabled={(d: Date) => isDisabled(isoOf(d))}
        today={todayDate}
        month={month}
        onMonthChange={setMonth}
        startMonth={todayDate}
        endMonth={last ? dateOf(last) : undefined}
        weekStartsOn={1}
        showOutsideDays={false}
        navLayout="around"
        aria-labelledby={labelledBy}
        // The library marks its root with its date library's locale (en-US): say the page's language instead.
        lang={t.lang}
        {...localized(t)}
        footer={footer}
      />
    </Styled>
  );
}

// react-day-picker's own stylesheet would need a CSS loader; these rules give the same structure with our theme:
// 44 px targets, a visible focus ring, and closed days struck through as well as greyed (not colour alone).
const Styled = styled.div`
  min-height: ${MIN_HEIGHT};

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
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
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

    /* Only where there is a pointer that hovers: on a touch screen :hover sticks to the day just tapped (issue 50). */
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.primarySubtle};
      }
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
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
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
