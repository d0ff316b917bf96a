import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useForm, z, zodResolver } from '@musawo/shared/forms';
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
import { useT, type AccountT } from '../../../i18n';
import { Muted } from '../../../shared-ui/section';

/** The server's rule (rescheduleAppointment): a date and a time, said at the first one missing. */
const rescheduleSchema = (t: AccountT) =>
  z.object({ date: z.string(), time: z.string() }).check((ctx) => {
    const missing = ctx.value.date === '' ? 'date' : ctx.value.time === '' ? 'time' : undefined;
    if (missing) ctx.issues.push({ code: 'custom', message: t.t('reschedule.selectBoth'), input: ctx.value, path: [missing] });
  });
type Choice = z.output<ReturnType<typeof rescheduleSchema>>;

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
  const schema = useMemo(() => rescheduleSchema(t), [t]);
  const { handleSubmit, setValue, watch, clearErrors, formState: { errors, submitCount } } = useForm<Choice>({ resolver: zodResolver(schema), defaultValues: { date: '', time: '' }, shouldFocusError: false });
  const [date, time] = watch(['date', 'time']).map((v) => (v === '' ? null : v)) as [string | null, string | null];
  const [problem, setProblem] = useState<string | null>(null);
  const dateRef = useRef<HTMLElement>(null);
  const timeRef = useRef<HTMLElement>(null);
  // A missing choice is said under its own heading, and focus goes to it (issue 50: at 360 px the message was below the fold).
  useEffect(() => {
    const section = errors.date ? dateRef.current : errors.time ? timeRef.current : null;
    // The calendar's day that takes the keyboard, else the first time offered; the section is then scrolled to its
    // heading, so the message under it stays on screen on a phone (focus alone would scroll it away).
    (section?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]') ?? section?.querySelector<HTMLElement>('[role="group"] button'))?.focus({ preventScroll: true });
    section?.scrollIntoView?.({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
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
    setValue('date', d);
    setValue('time', '');
    clearErrors('date');
    setProblem(null);
  };
  const submit = handleSubmit((choice) => {
    setProblem(null);
    reschedule.mutate({ date: kampalaInstant(choice.date, '12:00').toISOString(), time: choice.time }, { onSuccess: onClose, onError: (e) => setProblem(errorText(e, t.t('reschedule.failed'))) });
  });
  // Why Reschedule cannot act yet: the doctor's hours are loading, or could not be loaded.
  const waitingFor = hours.isPending ? 'reschedule-hours-loading' : hours.isError ? 'reschedule-hours-error' : undefined;

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
          <Button onClick={() => void submit()} loading={reschedule.isPending} loadingLabel={t.t('reschedule.busy')} disabled={waitingFor !== undefined} aria-describedby={waitingFor}>
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
          <div id="reschedule-hours-loading" role="status" aria-label={t.t('reschedule.loadingHours')}>
            <Skeleton height="280px" radius="8px" />
          </div>
        ) : hours.isError ? (
          <div id="reschedule-hours-error">
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
          </div>
        ) : (
          <>
            <section ref={dateRef} aria-labelledby="reschedule-date-title" aria-describedby={errors.date ? 'reschedule-date-error' : undefined}>
              <SubTitle id="reschedule-date-title">{t.t('reschedule.selectDate')}</SubTitle>
              {errors.date && <Missing id="reschedule-date-error" role="alert">{errors.date.message}</Missing>}
              <Calendar selected={date} onSelect={pickDate} isDisabled={(d: string) => d > last || isDayDisabled(d, days, at)} today={today} last={last} labelledBy="reschedule-date-title" />
            </section>
            <section ref={timeRef} aria-labelledby="reschedule-time-title" aria-describedby={errors.time ? 'reschedule-time-error' : undefined}>
              <SubTitle id="reschedule-time-title">{t.t('reschedule.selectTime')}</SubTitle>
              {errors.time && <Missing id="reschedule-time-error" role="alert">{errors.time.message}</Missing>}
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
                    setValue('time', time === slot ? '' : slot);
                    clearErrors('time');
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
const Missing = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;
