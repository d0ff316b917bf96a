import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Skeleton, VisuallyHidden } from '@musawo/shared/react';
import { SubTitle } from './days-available';

const CUSTOM_TIME_HINT = "Or enter your preferred time within the doctor's available hours (24-hour format)";

export interface TimePickerProps {
  date: string | null;
  times: readonly string[];
  loading: boolean;
  selected: string | null;
  customTime: string;
  customError?: string;
  onToggle: (time: string) => void;
  onCustomTime: (value: string) => void;
  onCustomBlur: () => void;
  /** A note under the list, e.g. that the booked times could not be checked. */
  notice?: ReactNode;
}

/** Spec §2.7 'Select Time': 30-minute buttons inside the day's slots, plus a typed time. */
export function TimePicker({ date, times, loading, selected, customTime, customError, onToggle, onCustomTime, onCustomBlur, notice }: TimePickerProps) {
  return (
    <section aria-labelledby="select-time-title">
      <SubTitle id="select-time-title">Select Time</SubTitle>
      {date === null ? (
        <Muted>Choose a date first to see the times.</Muted>
      ) : loading ? (
        <>
          <VisuallyHidden role="status">Checking available times...</VisuallyHidden>
          <Times aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height="44px" radius="8px" />
            ))}
          </Times>
        </>
      ) : (
        <>
          {times.length === 0 ? (
            <Muted>No times left on this day. Please choose another date.</Muted>
          ) : (
            <Times role="group" aria-labelledby="select-time-title">
              {times.map((t) => (
                <TimeButton key={t} type="button" aria-pressed={selected === t} onClick={() => onToggle(t)}>
                  {t}
                </TimeButton>
              ))}
            </Times>
          )}
          {notice}
          <Custom>
            <Input
              label="Preferred time (HH:MM)"
              hint={CUSTOM_TIME_HINT}
              error={customError}
              value={customTime}
              placeholder="HH:MM"
              autoComplete="off"
              maxLength={5}
              onChange={(e) => onCustomTime(e.target.value)}
              onBlur={onCustomBlur}
            />
          </Custom>
        </>
      )}
    </section>
  );
}

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(76px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const TimeButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.touch};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;

const Custom = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  max-width: 320px;
`;
