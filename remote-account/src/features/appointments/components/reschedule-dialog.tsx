import { useState } from 'react';
import styled from 'styled-components';
import {
  availableTimes,
  formatLongDate,
  isDayDisabled,
  kampalaDate,
  kampalaInstant,
  lastBookableDate,
  RESCHEDULE_NOTICE_HOURS,
  workingDays,
  type Appointment,
} from '@musawo/shared/contracts';
import { Alert, Button, Dialog, LazyPart, named, Skeleton } from '@musawo/shared/react';
import { errorText } from '../../../shared-ui/account-query';
import { useDoctorHours, useReschedule, useTakenTimes } from '../api/use-reschedule';

const loadCalendar = named(() => import('./reschedule-calendar'), 'RescheduleCalendar');

export interface RescheduleDialogProps {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Issue 32 item 10: a new date and time with the same doctor. Only the doctor's working days and free times
 * are offered (the same rules as the booking card); the server checks again, and a time taken meanwhile is
 * said in the dialog, which stays open so another can be chosen.
 */
export function RescheduleDialog({ appointment: a, open, onClose, now = Date.now }: RescheduleDialogProps) {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const doctorId = a.doctorId.id ?? '';
  const hours = useDoctorHours(doctorId, open && doctorId !== '');
  const taken = useTakenTimes(doctorId, date);
  const reschedule = useReschedule(a.id);
  const at = now();
  const today = kampalaDate(at);
  const last = lastBookableDate(at);
  const days = workingDays(hours.data ?? []);
  const times = date === null || hours.data === undefined || taken.data === undefined ? [] : availableTimes(hours.data, date, taken.data, at);

  const pickDate = (d: string) => {
    setDate(d);
    setTime(null);
    setProblem(null);
  };
  const submit = () => {
    if (date === null || time === null) {
      setProblem('Please select both date and time');
      return;
    }
    setProblem(null);
    reschedule.mutate({ date: kampalaInstant(date, '12:00').toISOString(), time }, { onSuccess: onClose, onError: (e) => setProblem(errorText(e, 'Failed to reschedule the appointment. Please try again.')) });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Reschedule Appointment"
      description={`Choose a new time with ${a.doctorId.name}. The fee you paid carries over: nothing more is charged and nothing is refunded. ${a.doctorId.name} will confirm the new time.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep Current Time
          </Button>
          <Button onClick={submit} loading={reschedule.isPending} loadingLabel="Rescheduling..." disabled={hours.isPending || hours.isError}>
            Reschedule
          </Button>
        </>
      }
    >
      <Body>
        <Current>
          Now: {formatLongDate(a.appointment_date)} at {a.appointment_time}. Appointments can be rescheduled up to {RESCHEDULE_NOTICE_HOURS} hours before they start.
        </Current>
        {hours.isPending ? (
          <div role="status" aria-label="Loading the doctor's hours...">
            <Skeleton height="280px" radius="8px" />
          </div>
        ) : hours.isError ? (
          <Alert
            tone="danger"
            role="alert"
            title="Could not load the doctor's hours"
            action={
              <Button variant="outline" size="sm" onClick={() => void hours.refetch()}>
                Retry
              </Button>
            }
          >
            {errorText(hours.error, 'Please check your connection and try again.')}
          </Alert>
        ) : (
          <>
            <section aria-labelledby="reschedule-date-title">
              <SubTitle id="reschedule-date-title">Select Date</SubTitle>
              <LazyPart
                load={loadCalendar}
                fallback={<Skeleton height="280px" radius="8px" />}
                failure={{ title: 'The calendar could not load' }}
                props={{ selected: date, onSelect: pickDate, isDisabled: (d: string) => d > last || isDayDisabled(d, days, at), today, last, labelledBy: 'reschedule-date-title' }}
              />
            </section>
            <section aria-labelledby="reschedule-time-title">
              <SubTitle id="reschedule-time-title">Select Time</SubTitle>
              {date === null ? (
                <Muted>Choose a date first to see the times.</Muted>
              ) : taken.isPending ? (
                <Muted role="status">Checking available times...</Muted>
              ) : taken.isError ? (
                <Alert tone="danger" role="alert" title="Could not check the free times" action={<Button variant="outline" size="sm" onClick={() => void taken.refetch()}>Retry</Button>}>
                  {errorText(taken.error, 'Please try again.')}
                </Alert>
              ) : times.length === 0 ? (
                <Muted>No times left on this day. Please choose another date.</Muted>
              ) : (
                <Times role="group" aria-labelledby="reschedule-time-title">
                  {times.map((t) => (
                    <TimeButton
                      key={t}
                      type="button"
                      aria-pressed={time === t}
                      onClick={() => {
                        setTime(time === t ? null : t);
                        setProblem(null);
                      }}
                    >
                      {t}
                    </TimeButton>
                  ))}
                </Times>
              )}
            </section>
          </>
        )}
        {problem !== null && (
          <Alert tone="danger" role="alert" title="Could not reschedule">
            {problem}
          </Alert>
        )}
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Current = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const SubTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
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
  font-variant-numeric: tabular-nums;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;
