import styled from 'styled-components';
import { WEEK_DAYS, dateNames, type AvailabilityEntry } from '@musawo/shared/contracts';
import { Badge, CheckIcon, VisuallyHidden } from '@musawo/shared/react';
import { slotLabel, slotsOn, workingDays } from '../lib/slots';
import { useT } from '../../../i18n';

/** Spec §2.7 'Days Available': Monday to Sunday, each marked available or not, with its slots. */
export function DaysAvailable({ availability }: { availability: readonly AvailabilityEntry[] }) {
  const days = workingDays(availability);
  const t = useT();
  const names = dateNames(t.lang).weekdaysLong;
  return (
    <section aria-labelledby="days-available-title">
      <SubTitle id="days-available-title">{t.t('days.title')}</SubTitle>
      <Days>
        {WEEK_DAYS.map((day, i) => {
          const open = days.has(day);
          return (
            <Day key={day} data-available={open}>
              <dt>
                <Badge tone={open ? 'success' : 'neutral'} icon={open ? <CheckIcon size={12} /> : undefined}>
                  {names[i] ?? day}
                </Badge>
                <VisuallyHidden>{t.t(open ? 'days.available' : 'days.notAvailable')}</VisuallyHidden>
              </dt>
              {open ? (
                slotsOn(availability, day).map((s, i) => <dd key={s.id ?? i}>{slotLabel(s)}</dd>)
              ) : (
                <dd className="none">{t.t('days.none')}</dd>
              )}
            </Day>
          );
        })}
      </Days>
    </section>
  );
}

export const SubTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Days = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 136px), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Day = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-available='true'] {
    border-color: ${({ theme }) => theme.colors.successSubtle};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-available='false'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  dt {
    margin-bottom: 2px;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  dd.none {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
