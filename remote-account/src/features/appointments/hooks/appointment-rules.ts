import { CANCEL_NOTICE_HOURS, canStillReschedule, kampalaDate, kampalaInstant, type Appointment, type UserType } from '@musawo/shared/contracts';

/** The moment the appointment starts: its Kampala day (the date is stored at noon) at its time. */
function startOf(a: Pick<Appointment, 'appointment_date' | 'appointment_time'>): Date {
  return kampalaInstant(kampalaDate(a.appointment_date), a.appointment_time);
}

export type Offer = 'accept' | 'reject' | 'cancel' | 'complete' | 'review' | 'reschedule';

/**
 * What a person may do with an appointment (spec §4): only PENDING ones have the accept/reject/cancel actions;
 * a doctor completes an accepted one once it has started; a patient reviews a completed one once. A patient
 * may reschedule a PENDING or ACCEPTED one up to 24 hours before it starts (issue 32 item 10; the Help page), and
 * cancel an ACCEPTED one up to CANCEL_NOTICE_HOURS before it starts, with a full refund (issue 50 item 5, ADR 200).
 */
export function offersFor(a: Appointment, userType: UserType | undefined, now: Date = new Date(Date.now())): Offer[] {
  const status = a.status.toUpperCase();
  if (userType === 'doctor') {
    if (status === 'PENDING') return ['accept', 'reject'];
    if (status === 'ACCEPTED' && startOf(a).getTime() <= now.getTime()) return ['complete'];
    return [];
  }
  const move: Offer[] = (status === 'PENDING' || status === 'ACCEPTED') && canStillReschedule(startOf(a), now.getTime()) ? ['reschedule'] : [];
  if (status === 'PENDING') return [...move, 'cancel'];
  if (status === 'ACCEPTED') return canStillCancel(a, now) ? [...move, 'cancel'] : move;
  if (status === 'COMPLETED' && !a.hasReview) return ['review'];
  return [];
}

/** An accepted visit may be cancelled (refunded in full) while it is more than CANCEL_NOTICE_HOURS away. */
function canStillCancel(a: Appointment, now: Date): boolean {
  return startOf(a).getTime() > now.getTime() + CANCEL_NOTICE_HOURS * 60 * 60_000;
}

/** An accepted appointment still ahead but too close to cancel: the page says why there is no Cancel. */
export function tooLateToCancel(a: Appointment, userType: UserType | undefined, now: Date = new Date(Date.now())): boolean {
  return userType === 'patient' && a.status.toUpperCase() === 'ACCEPTED' && startOf(a).getTime() > now.getTime() && !canStillCancel(a, now);
}

/** An active appointment still ahead but too close to move: the page says why there is no Reschedule. */
export function tooLateToReschedule(a: Appointment, userType: UserType | undefined, now: Date = new Date(Date.now())): boolean {
  const status = a.status.toUpperCase();
  const start = startOf(a).getTime();
  return userType === 'patient' && (status === 'PENDING' || status === 'ACCEPTED') && start > now.getTime() && !canStillReschedule(startOf(a), now.getTime());
}
