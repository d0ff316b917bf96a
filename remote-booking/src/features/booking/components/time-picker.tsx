import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Skeleton, VisuallyHidden } from '@musawo/shared/react';
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
          <Times aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height="44px" radius="8px" />
            ))}
          </Times>
        </>
      ) : (
        <>
          {times.length === 0 ? (
            <Muted>{t.t('time.none')}</Muted>
          ) : (
            <Times role="group" aria-labelledby="select-time-title">
              {times.map((time) => (
                <TimeButton key={time} type="button" aria-pressed={selected === time} onClick={() => onToggle(time)}>
                  {time}
                </TimeButton>
              ))}
            </Times>
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
