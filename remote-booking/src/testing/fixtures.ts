// Test data for this remote's component tests: doctors, reviews and answers as the server sends them.
import { kampalaInstant, type AvailabilityEntry, type Doctor, type Review } from '@musawo/shared/contracts';
import type { FakeHandlers } from '@musawo/shared/testing';

/** Mon-Fri 09:00-12:00, Saturday 20:00-00:00 (to midnight), no Sunday. */
export const weekAvailability: AvailabilityEntry[] = [
  ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day, i) => ({
    id: `av-${i}`,
    day,
    slots: [{ id: `sl-${i}`, start: '09:00', end: '12:00' }],
  })),
  { id: 'av-sat', day: 'Saturday', slots: [{ id: 'sl-sat', start: '20:00', end: '00:00' }] },
];

export function makeDoctor(over: Partial<Doctor> = {}): Doctor {
  return {
    id: 'doc-1',
    name: 'Dr. Sarah Namuli',
    imageUrl: null,
    speciality: { speciality_name: 'Cardiology', tags: ['Chest pain'] },
    address: { address: 'Kololo, Kampala' },
    experience: 12,
    consultation_fee: 50_000,
    currency: 'UGX',
    rating: 4.6,
    reviews: 12,
    languages: ['English', 'Luganda'],
    availability: weekAvailability,
    ...over,
  };
}

const reviews: Review[] = [
  { id: 'r1', rating: 5, reviewText: 'Very patient and kind.', createdAt: '2026-01-15T09:00:00.000Z', patientId: { name: 'Joan Atim', imageUrl: null } },
  { id: 'r2', rating: 3, reviewText: 'Long wait, good advice.', createdAt: '2025-12-02T14:00:00.000Z', patientId: null },
];

/**
 * "Now" in the booking tests: Wednesday 4 March 2026, 10:10 in Kampala. The calendar opens on March 2026;
 * Monday 2nd and Tuesday 3rd have passed, and today's times before 10:30 too.
 */
export const NOW = kampalaInstant('2026-03-04', '10:10').getTime();

/** Handlers for a doctor page where everything works; override one service or action per test. */
export function handlers(doctor: Doctor = makeDoctor(), over: FakeHandlers = {}): FakeHandlers {
  return {
    ...over,
    doctor: {
      getDoctor: () => ({ success: true, results: doctor }),
      bookedTimes: () => ({ success: true, results: [] }),
      ...over.doctor,
    },
    Reviews: { queryReviews: () => ({ success: true, results: reviews, total: reviews.length }), ...over.Reviews },
    Wallet: { viewWalletBalance: () => ({ success: true, results: { balance: 500_000, currency: 'UGX' } }), ...over.Wallet },
    appointment: {
      create: (input) => ({
        success: true,
        results: {
          id: 'apt-1',
          status: 'PENDING',
          appointment_date: input.appointment_date,
          appointment_time: input.appointment_time,
          appointment_note: input.appointment_note,
          patientId: { name: 'Amina Nakato' },
          doctorId: { name: doctor.name },
        },
      }),
      ...over.appointment,
    },
  };
}
