import { kampalaDate, kampalaInstant, type Appointment, type UserType } from '@musawo/shared/contracts';

/** The moment the appointment starts: its Kampala day (the date is stored at noon) at its time. */
export function startOf(a: Pick<Appointment, 'appointment_date' | 'appointment_time'>): Date {
  return kampalaInstant(kampalaDate(a.appointment_date), a.appointment_time);
}

export type Offer = 'accept' | 'reject' | 'cancel' | 'complete' | 'review';

/**
 * What a person may do with an appointment (spec §4): only PENDING ones have the accept/reject/cancel actions;
 * a doctor completes an accepted one once it has started; a patient reviews a completed one once.
 */
export function offersFor(a: Appointment, userType: UserType | undefined, now: Date = new Date()): Offer[] {
  const status = a.status.toUpperCase();
  if (userType === 'doctor') {
    if (status === 'PENDING') return ['accept', 'reject'];
    if (status === 'ACCEPTED' && startOf(a).getTime() <= now.getTime()) return ['complete'];
    return [];
  }
  if (status === 'PENDING') return ['cancel'];
  if (status === 'COMPLETED' && !a.hasReview) return ['review'];
  return [];
}
