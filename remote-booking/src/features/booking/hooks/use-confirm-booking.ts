import { useRef, useState } from 'react';
import { useNavigate } from '@musawo/shared/router';
import { useQueryClient } from '@musawo/shared/query';
import type { Appointment, Doctor } from '@musawo/shared/contracts';
import { notify, useBus, useSession, useSessionStore } from '@musawo/shared/react';
import { bookedTimesKey } from '../api/use-booked-times';
import { newIdempotencyKey, useCreateAppointment } from '../api/use-create-appointment';
import { bookingProblem } from '../lib/slots';

/** A refusal the page explains beside the form rather than in a toast that vanishes. */
export type BookingRefusal = { kind: 'taken' | 'funds'; message: string } | null;

interface Failure {
  status?: number;
  code?: string;
  message?: string;
}

export interface ConfirmInput {
  doctor: Doctor;
  date: string | null;
  time: string | null;
  note: string;
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
export function useConfirmBooking({ doctor, date, time, note, onBooked, onTaken }: ConfirmInput) {
  const session = useSession();
  const store = useSessionStore();
  const bus = useBus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateAppointment();
  const inFlight = useRef(false);
  const [refusal, setRefusal] = useState<BookingRefusal>(null);

  async function confirm() {
    if (inFlight.current) return;
    if (!session) {
      notify.error('Authentication Required', 'Please sign in to book an appointment');
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
        bus.publish('booking:intent-saved', { doctorId: doctor.id, returnPath });
      }
      navigate('/signin');
      return;
    }
    if (session.user.userType !== 'patient') {
      notify.error('Only patients can book appointments', 'You are signed in as a doctor. Sign in with a patient account to book.');
      return;
    }
    const problem = bookingProblem(date, time, Date.now());
    if (problem || !date || !time) {
      notify.error(problem?.title ?? 'Please select both date and time', problem?.text);
      return;
    }
    if (note.trim() === '') {
      notify.error('Please add a note for the doctor');
      return;
    }

    inFlight.current = true;
    setRefusal(null);
    try {
      const appointment = await create.mutateAsync({ doctorId: doctor.id, date, time, note, idempotencyKey: newIdempotencyKey() });
      void queryClient.invalidateQueries({ queryKey: bookedTimesKey(doctor.id, date) });
      bus.publish('appointment:created', { appointmentId: appointment?.id ?? '', doctorId: doctor.id });
      bus.publish('wallet:balance-changed', {});
      onBooked(appointment);
    } catch (e) {
      const f = (e ?? {}) as Failure;
      const message = typeof f.message === 'string' && f.message.trim() !== '' ? f.message : '';
      if (f.status === 409 || f.code === 'SLOT_TAKEN') {
        setRefusal({ kind: 'taken', message: message || 'This time has just been booked. Please choose another time.' });
        void queryClient.invalidateQueries({ queryKey: bookedTimesKey(doctor.id, date) });
        onTaken();
      } else if (f.status === 402 || f.code === 'INSUFFICIENT_FUNDS') {
        setRefusal({ kind: 'funds', message: message || 'Your wallet balance is too low for this consultation.' });
        bus.publish('wallet:balance-changed', {});
      } else {
        notify.error('Error booking appointment', message || 'Something went wrong');
      }
    } finally {
      inFlight.current = false;
    }
  }

  return { confirm, busy: create.isPending, refusal, clearRefusal: () => setRefusal(null) };
}
