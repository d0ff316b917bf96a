// The reschedule dialog's calendar, in its own chunk: react-day-picker is only downloaded when a patient opens
// the dialog. Days are plain calendar days; only the `yyyy-MM-dd` leaves it, and which days are open is
// decided by the caller in Kampala time. Keyboard: arrows by day and week, PageUp/PageDown by month, Home/End.
import { DayPicker } from 'react-day-picker';
import styled from 'styled-components';

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export interface RescheduleCalendarProps {
  selected: string | null;
  onSelect: (date: string) => void;
  isDisabled: (date: string) => boolean;
  /** Kampala today, `yyyy-MM-dd`. */
  today: string;
  /** The last day that can be chosen, `yyyy-MM-dd`. */
  last: string;
  labelledBy: string;
}

export function RescheduleCalendar({ selected, onSelect, isDisabled, today, last, labelledBy }: RescheduleCalendarProps) {
  const todayDate = dateOf(today);
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
        endMonth={dateOf(last)}
        weekStartsOn={1}
        showOutsideDays={false}
        navLayout="around"
        aria-labelledby={labelledBy}
      />
    </Styled>
  );
}

// Compact rules in the theme (react-day-picker's own stylesheet needs a CSS loader): 44 px targets, a visible
// focus ring, closed days struck through as well as greyed.
const Styled = styled.div`
  min-height: 330px;

  .rdp-root {
    position: relative;
    max-width: 340px;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: ${({ theme }) => theme.sizes.touch};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .rdp-button_previous,
  .rdp-button_next {
    position: absolute;
    top: 0;
    width: ${({ theme }) => theme.sizes.touch};
    height: ${({ theme }) => theme.sizes.touch};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.4;
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
  }
  .rdp-month_grid {
    width: 100%;
    border-collapse: collapse;
  }
  .rdp-weekday {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .rdp-day_button {
    width: 100%;
    height: 42px;
    border: 2px solid transparent;
    border-radius: 50%;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
    }
  }
  .rdp-today .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
