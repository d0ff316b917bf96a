import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Skeleton, TimeSlots, TimeSlotsGrid, VisuallyHidden } from '@musawo/shared/react';
import { SubTitle } from './days-available';
import { useT } from '../../../i18n';

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
  const t = useT();
  return (
    <section aria-labelledby="select-time-title">
      <SubTitle id="select-time-title">{t.t('time.title')}</SubTitle>
      {date === null ? (
        <Muted>{t.t('time.first')}</Muted>
      ) : loading ? (
        <>
          <VisuallyHidden role="status">{t.t('time.checking')}</VisuallyHidden>
          <TimeSlotsGrid aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height="44px" radius="8px" />
            ))}
          </TimeSlotsGrid>
        </>
      ) : (
        <>
          {times.length === 0 ? (
            <Muted>{t.t('time.none')}</Muted>
          ) : (
            <TimeSlots times={times} selected={selected} onToggle={onToggle} labelledBy="select-time-title" />
          )}
          {notice}
          <Custom>
            <Input
              label={t.t('time.custom')}
              hint={t.t('time.customHint')}
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

const Custom = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  max-width: 320px;
`;
