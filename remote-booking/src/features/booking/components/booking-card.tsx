import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BOOKING_HORIZON_DAYS, kampalaDate, kampalaInstant, type VisitMode, weekdayOf, type Doctor } from '@musawo/shared/contracts';
import { Alert, Button, Card, Notice, TextArea, useSession } from '@musawo/shared/react';
import { LazyPart, named } from '@musawo/shared/react';
import { useGoBack } from '../../../shared-ui/use-go-back';
import { useBookedTimes } from '../api/use-booked-times';
import { useWalletBalance } from '../api/use-wallet-balance';
import { customTimeError, useBookingState, type BookingState } from '../hooks/use-booking-state';
import { useRestoreBookingIntent } from '../hooks/use-booking-intent';
import { useConfirmBooking } from '../hooks/use-confirm-booking';
import { availableTimes, isDayDisabled, lastBookableDate, slotsOn, slotTimes, workingDays } from '../lib/slots';
import { DatePicker } from './date-picker';
import { DaysAvailable, SubTitle } from './days-available';
import { PaymentSummary, TopUpLink } from './payment-summary';
import { TimePicker } from './time-picker';
import { useT, type BookingText } from '../../../i18n';
import type { Translator } from '@musawo/shared/react';

// The calendar is what makes the card usable, so it comes with the page (and the server preloads it with the
// remote's entry, ADR 010); the success dialog waits for a booking.
export const loadSuccessDialog = named(() => import('./success-dialog'), 'SuccessDialog');

/** Spec §2.7 'Book Appointment': the week's hours, a day, a time, a note, the fee, and Confirm Booking. */
export function BookingCard({ doctor }: { doctor: Doctor }) {
  const session = useSession();
  const role = session === null ? 'visitor' : session.user.userType === 'patient' ? 'patient' : 'doctor';
  const [state, dispatch] = useBookingState();
  const [succeeded, setSucceeded] = useState(false);
  // Issue 50 item 6: the ways this doctor sees patients (both when an older server does not say); a choice only when both.
  const modes: readonly VisitMode[] = doctor.visitModes !== undefined && doctor.visitModes.length > 0 ? doctor.visitModes : ['in_person', 'online'];
  const choosesMode = modes.length > 1;
  const [visitMode, setVisitMode] = useState<VisitMode>('in_person');
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [focusNote, setFocusNote] = useState(false);
  const goBack = useGoBack();
  const t = useT();

  const now = Date.now();
  const today = kampalaDate(now);
  const lastDate = lastBookableDate(now);
  const days = workingDays(doctor.availability);
  const daySlots = state.date ? slotsOn(doctor.availability, weekdayOf(state.date)) : [];
  const booked = useBookedTimes(doctor.id, state.date);
  const times = state.date ? availableTimes(doctor.availability, state.date, booked.data ?? [], now) : [];
  const wallet = useWalletBalance(session?.user.id ?? null, role === 'patient');

  useRestoreBookingIntent(doctor.id, (intent) => {
    dispatch({ type: 'restore', date: intent.selectedDate, time: intent.selectedTime, offered: slotTimes(slotsOn(doctor.availability, weekdayOf(intent.selectedDate))) });
    setFocusNote(true);
  });

  const { confirm, busy, refusal, clearRefusal } = useConfirmBooking({
    doctor,
    date: state.date,
    time: state.time,
    note: state.note,
    visitMode: choosesMode ? visitMode : modes[0],
    onBooked: () => {
      dispatch({ type: 'booked' });
      setSucceeded(true);
    },
    onTaken: () => dispatch({ type: 'dropTime' }),
  });

  // After sign-in the choice is back and the note is what is missing: put the cursor there.
  const showNote = role === 'patient' && state.time !== null;
  useEffect(() => {
    if (focusNote && showNote && noteRef.current) {
      noteRef.current.focus();
      setFocusNote(false);
    }
  }, [focusNote, showNote]);

  // Visitors confirm with a day and a time (they write the note after signing in); patients need the note too.
  const ready = state.date !== null && state.time !== null && (role !== 'patient' || state.note.trim() !== '');
  const bookedTimes = booked.data ?? [];
  const customErrorId = customTimeError(state, bookedTimes);
  const customError = customErrorId && t.t(customErrorId);
  const short = role === 'patient' && wallet.data !== undefined && wallet.data.balance < doctor.consultation_fee;
  // Why Confirm cannot be pressed yet, said beside it (and as its description), not only after a press.
  const blocker = confirmBlocker({ role, state, customError, short }, t);
  const blockerId = useId();

  return (
    <Card as="section" aria-labelledby="booking-title" $padding={5}>
      <Stack>
        <Title id="booking-title">{t.t('card.title')}</Title>
        {role === 'doctor' && (
          <Notice tone="info" title={t.t('card.doctorTitle')}>
            {t.t('card.doctorText')}
          </Notice>
        )}
        <DaysAvailable availability={doctor.availability} />

        {choosesMode ? (
          <ModeChoice>
            <legend>
              <SubTitle as="span">{t.t('card.visitMode')}</SubTitle>
            </legend>
            {(['in_person', 'online'] as const).map((mode) => (
              <ModeOption key={mode}>
                <input type="radio" name="visit-mode" value={mode} checked={visitMode === mode} onChange={() => setVisitMode(mode)} />
                {t.t(mode === 'online' ? 'card.visitOnline' : 'card.visitInPerson')}
              </ModeOption>
            ))}
          </ModeChoice>
        ) : (
          <Small>{t.t(modes[0] === 'online' ? 'card.visitOnlyOnline' : 'card.visitOnlyInPerson')}</Small>
        )}

        <section aria-labelledby="select-date-title">
          <SubTitle id="select-date-title">{t.t('card.selectDate')}</SubTitle>
          <Small>{t.t('card.horizon', { days: BOOKING_HORIZON_DAYS, last: kampalaInstant(lastDate, '12:00') })}</Small>
          <DatePicker
            selected={state.date}
            today={today}
            lastDate={lastDate}
            labelledBy="select-date-title"
            isDisabled={(d: string) => isDayDisabled(d, days, Date.now())}
            onSelect={(date: string) => {
              if (date !== state.date) clearRefusal();
              dispatch({ type: 'pickDate', date });
            }}
          />
        </section>

        <TimePicker
          date={state.date}
          times={times}
          loading={booked.isPending && state.date !== null}
          selected={state.time}
          customTime={state.customTime}
          customError={customError}
          onToggle={(time) => dispatch({ type: 'toggleTime', time })}
          onCustomTime={(value) => dispatch({ type: 'typeCustomTime', value, slots: daySlots, booked: bookedTimes })}
          onCustomBlur={() => dispatch({ type: 'leaveCustomTime' })}
        />

        {showNote && (
          <TextArea
            ref={noteRef}
            label={t.t('card.note')}
            hint={t.t('card.noteHint')}
            required
            maxLength={2000}
            value={state.note}
            onChange={(e) => dispatch({ type: 'typeNote', note: e.target.value })}
          />
        )}
        {role === 'visitor' && state.time !== null && <Small>{t.t('card.noteAfterSignIn')}</Small>}

        {refusal && (
          <Alert
            tone="danger"
            role="alert"
            title={t.t(refusal.kind === 'taken' ? 'card.taken' : 'card.funds')}
            action={refusal.kind === 'funds' ? <TopUpLink /> : undefined}
          >
            {refusal.message}
          </Alert>
        )}

        <PaymentSummary
          fee={doctor.consultation_fee}
          currency={doctor.currency}
          hideShortNotice={refusal?.kind === 'funds'}
          wallet={
            role !== 'patient'
              ? null
              : wallet.data
                ? { state: 'ready', balance: wallet.data.balance, currency: wallet.data.currency }
                : { state: wallet.isError ? 'error' : 'loading' }
          }
        />

        <ConfirmArea>
          {blocker && <Blocker id={blockerId}>{blocker}</Blocker>}
          <Button
            fullWidth
            size="lg"
            loading={busy}
            loadingLabel={t.t('card.booking')}
            disabled={!ready || short}
            aria-describedby={blocker ? blockerId : undefined}
            onClick={() => void confirm()}
          >
            {t.t('card.confirm')}
          </Button>
        </ConfirmArea>
      </Stack>

      {succeeded && (
        <LazyPart
          load={loadSuccessDialog}
          fallback={null}
          props={{
            open: true,
            onClose: () => {
              setSucceeded(false);
              goBack();
            },
          }}
        />
      )}
    </Card>
  );
}

interface BlockerInput {
  role: 'visitor' | 'patient' | 'doctor';
  state: BookingState;
  customError: string | undefined;
  short: boolean;
}

/** What is still missing before Confirm Booking can be pressed, in the order the card asks for it. */
function confirmBlocker({ role, state, customError, short }: BlockerInput, t: Translator<BookingText>): string | null {
  // A doctor is told at the top of the card that only patients book.
  if (role === 'doctor') return null;
  if (state.date === null) return t.t('blocker.date');
  if (state.time === null) {
    if (state.customTime.trim() === '') return t.t('blocker.time');
    return t.t('blocker.custom', { problem: customError ?? t.t('blocker.customFormat') });
  }
  if (role === 'patient' && state.note.trim() === '') return t.t('blocker.note');
  if (short) return t.t('blocker.short');
  return null;
}

const ModeChoice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const ModeOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  cursor: pointer;
`;

const ConfirmArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Blocker = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
