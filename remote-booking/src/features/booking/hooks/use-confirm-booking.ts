import { useRef, useState } from 'react';
import { useNavigate } from '@musawo/shared/router';
import { useQueryClient } from '@musawo/shared/query';
import type { Appointment, Doctor, VisitMode } from '@musawo/shared/contracts';
import { staleAfterAppointmentChange } from '@musawo/shared/query-keys';
import { notify, useBus, useErrorText, useSession, useSessionStore } from '@musawo/shared/react';
import { bookedTimesKey } from '../api/use-booked-times';
import { newIdempotencyKey, useCreateAppointment } from '../api/use-create-appointment';
import { bookingProblem } from '../lib/slots';
import { useT } from '../../../i18n';

/** A refusal the page explains beside the form rather than in a toast that vanishes. */
export type BookingRefusal = { kind: 'taken' | 'funds'; message: string } | null;

interface Failure {
  status?: number;
  code?: string;
}

export interface ConfirmInput {
  doctor: Doctor;
  date: string | null;
  time: string | null;
  note: string;
  /** The patient's choice when the doctor offers both (issue 50 item 6). */
  visitMode?: VisitMode;
  /** Called with the new appointment after the server booked it. */
  onBooked: (appointment: Appointment | undefined) => void;
  /** The time was taken by someone else meanwhile. */
  onTaken: () => void;
}

/**
 * Confirm Booking (spec §4, §5, §8): the sign-in check (saving the intent), the patient-only check, both date
 * and time, not in the past, then appointment/create with a fresh idempotency key. A second click while one
 * request is out is ignored, so a double tap on a slow connection books once.
 */
export function useConfirmBooking({ doctor, date, time, note, visitMode, onBooked, onTaken }: ConfirmInput) {
  const session = useSession();
  const store = useSessionStore();
  const bus = useBus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateAppointment();
  const inFlight = useRef(false);
  const t = useT();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<BookingRefusal>(null);

  async function confirm() {
    if (inFlight.current) return;
    if (!session) {
      notify.error(t.t('confirm.authTitle'), t.t('confirm.authText'));
      if (date && time) {
        const returnPath = `/doctor/${encodeURIComponent(doctor.id)}`;
        store.saveBookingIntent({
          doctorId: doctor.id,
          selectedDate: date,
          selectedTime: time,
          doctorName: doctor.name,
          doctorSpecialty: doctor.speciality.speciality_name,
          returnPath,
        });
      }
      navigate('/signin');
      return;
    }
    if (session.user.userType !== 'patient') {
      notify.error(t.t('card.doctorTitle'), t.t('card.doctorText'));
      return;
    }
    const problem = bookingProblem(date, time, Date.now(), (id) => t.t(id));
    if (problem || !date || !time) {
      notify.error(problem?.title ?? t.t('confirm.bothRequired'), problem?.text);
      return;
    }
    if (note.trim() === '') {
      notify.error(t.t('confirm.noteRequired'));
      return;
    }

    inFlight.current = true;
    setRefusal(null);
    try {
      const appointment = await create.mutateAsync({ doctorId: doctor.id, date, time, note, visitMode, idempotencyKey: newIdempotencyKey() });
      void queryClient.invalidateQueries({ queryKey: bookedTimesKey(doctor.id, date) });
      // The account pages are not mounted now: their appointments, dashboard and wallet are made stale instead.
      for (const queryKey of staleAfterAppointmentChange(session.user.id)) void queryClient.invalidateQueries({ queryKey });
      bus.publish('wallet:balance-changed', {});
      onBooked(appointment);
    } catch (e) {
      const f = (e ?? {}) as Failure;
      const message = errorText(e, '');
      if (f.status === 409 || f.code === 'SLOT_TAKEN') {
        setRefusal({ kind: 'taken', message: message || t.t('confirm.justTaken') });
        void queryClient.invalidateQueries({ queryKey: bookedTimesKey(doctor.id, date) });
        onTaken();
      } else if (f.status === 402 || f.code === 'INSUFFICIENT_FUNDS') {
        setRefusal({ kind: 'funds', message: message || t.t('confirm.tooLow') });
        bus.publish('wallet:balance-changed', {});
      } else {
        notify.error(t.t('confirm.errorTitle'), message || t.t('confirm.errorText'));
      }
    } finally {
      inFlight.current = false;
    }
  }

  return { confirm, busy: create.isPending, refusal, clearRefusal: () => setRefusal(null) };
}
