import styled from 'styled-components';
import type { BookingIntent } from '@musawo/shared/contracts';
import { kampalaInstant } from '@musawo/shared/contracts';
import { useT } from '../i18n';

/** Spec §2.8: when a booking intent is stored, sign-in shows what the visitor was about to book. */
export function BookingSummary({ intent }: { intent: BookingIntent }) {
  const t = useT();
  return (
    <Box aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{t.t('booking.title')}</h2>
      <p>{t.t('booking.lead')}</p>
      <dl>
        <dt>{t.t('booking.doctor')}</dt>
        <dd>{intent.doctorName}</dd>
        <dt>{t.t('booking.specialty')}</dt>
        <dd>{intent.doctorSpecialty}</dd>
        <dt>{t.t('booking.date')}</dt>
        <dd>{t.t('booking.day', { day: kampalaInstant(intent.selectedDate, '12:00') })}</dd>
        <dt>{t.t('booking.time')}</dt>
        <dd>{intent.selectedTime}</dd>
      </dl>
    </Box>
  );
}

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.primaryMuted};
  background: ${({ theme }) => theme.colors.primarySubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
