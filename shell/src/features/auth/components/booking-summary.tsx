import styled from 'styled-components';
import type { BookingIntent } from '@musawo/shared/contracts';
import { formatLongDate, kampalaInstant } from '@musawo/shared/contracts';

/** Spec §2.8: when a booking intent is stored, sign-in shows what the visitor was about to book. */
export function BookingSummary({ intent }: { intent: BookingIntent }) {
  return (
    <Box aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Complete Your Booking</h2>
      <p>Sign in to confirm this appointment.</p>
      <dl>
        <dt>Doctor</dt>
        <dd>{intent.doctorName}</dd>
        <dt>Specialty</dt>
        <dd>{intent.doctorSpecialty}</dd>
        <dt>Date</dt>
        <dd>{formatLongDate(kampalaInstant(intent.selectedDate, '12:00'))}</dd>
        <dt>Time</dt>
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
