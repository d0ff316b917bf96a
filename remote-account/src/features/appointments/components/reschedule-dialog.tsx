import { useState } from 'react';
import styled from 'styled-components';
import {
  availableTimes,
  isDayDisabled,
  kampalaDate,
  kampalaInstant,
  lastBookableDate,
  RESCHEDULE_NOTICE_HOURS,
  workingDays,
  type Appointment,
} from '@musawo/shared/contracts';
import { Alert, Button, Calendar, Skeleton, TimeSlots, useErrorText } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { useDoctorHours, useReschedule, useTakenTimes } from '../api/use-reschedule';
import { useT } from '../../../i18n';
import { Muted } from '../../../shared-ui/section';

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
  const t = useT();
  const errorText = useErrorText();
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
      setProblem(t.t('reschedule.selectBoth'));
      return;
    }
    setProblem(null);
    reschedule.mutate({ date: kampalaInstant(date, '12:00').toISOString(), time }, { onSuccess: onClose, onError: (e) => setProblem(errorText(e, t.t('reschedule.failed'))) });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.t('reschedule.title')}
      description={t.t('reschedule.description', { name: a.doctorId.name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t.t('reschedule.keep')}
          </Button>
          <Button onClick={submit} loading={reschedule.isPending} loadingLabel={t.t('reschedule.busy')} disabled={hours.isPending || hours.isError}>
            {t.t('details.reschedule')}
          </Button>
        </>
      }
    >
      <Body>
        <Current>
          {t.t('reschedule.now', { day: new Date(a.appointment_date), time: a.appointment_time, hours: RESCHEDULE_NOTICE_HOURS })}
        </Current>
        {hours.isPending ? (
          <div role="status" aria-label={t.t('reschedule.loadingHours')}>
            <Skeleton height="280px" radius="8px" />
          </div>
        ) : hours.isError ? (
          <Alert
            tone="danger"
            role="alert"
            title={t.t('reschedule.hoursError')}
            action={
              <Button variant="outline" size="sm" onClick={() => void hours.refetch()}>
                {t.t('reschedule.retry')}
              </Button>
            }
          >
            {errorText(hours.error, t.t('reschedule.checkConnection'))}
          </Alert>
        ) : (
          <>
            <section aria-labelledby="reschedule-date-title">
              <SubTitle id="reschedule-date-title">{t.t('reschedule.selectDate')}</SubTitle>
              <Calendar selected={date} onSelect={pickDate} isDisabled={(d: string) => d > last || isDayDisabled(d, days, at)} today={today} last={last} labelledBy="reschedule-date-title" />
            </section>
            <section aria-labelledby="reschedule-time-title">
              <SubTitle id="reschedule-time-title">{t.t('reschedule.selectTime')}</SubTitle>
              {date === null ? (
                <Muted>{t.t('reschedule.dateFirst')}</Muted>
              ) : taken.isPending ? (
                <Muted role="status">{t.t('reschedule.checkingTimes')}</Muted>
              ) : taken.isError ? (
                <Alert tone="danger" role="alert" title={t.t('reschedule.timesError')}
                  action={
                    <Button variant="outline" size="sm" onClick={() => void taken.refetch()}>
                      {t.t('reschedule.retry')}
                    </Button>
                  }
                >
                  {errorText(taken.error, t.t('common.pleaseTryAgain'))}
                </Alert>
              ) : times.length === 0 ? (
                <Muted>{t.t('reschedule.noTimes')}</Muted>
              ) : (
                <TimeSlots
                  times={times}
                  selected={time}
                  labelledBy="reschedule-time-title"
                  onToggle={(slot) => {
                    setTime(time === slot ? null : slot);
                    setProblem(null);
                  }}
                />
              )}
            </section>
          </>
        )}
        {problem !== null && (
          <Alert tone="danger" role="alert" title={t.t('reschedule.couldNot')}>
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
