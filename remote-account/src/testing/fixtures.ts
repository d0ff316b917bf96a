// Test data for this remote's component tests, shaped as the server sends it.
import { formatAmount, type Appointment, type Overview, type PatientSummary, type TopUp, type Transaction } from '@musawo/shared/contracts';

export function makeAppointment(n: number, over: Partial<Appointment> = {}): Appointment {
  return {
    id: `apt-${n}`,
    status: 'PENDING',
    // Noon in Kampala on Friday 20 November 2026.
    appointment_date: '2026-11-20T09:00:00.000Z',
    appointment_time: '10:30',
    appointment_note: `Headache for three days (${n})`,
    fee: 50_000,
    currency: 'UGX',
    createdAt: '2026-11-01T08:00:00.000Z',
    hasReview: false,
    patientId: { id: 'p1', name: `Patient ${n}`, imageUrl: null, phone_number: '+256700000001', email: 'patient@musawo.test' },
    doctorId: { id: 'd1', name: `Dr. Doctor ${n}`, imageUrl: null, rating: 4.6, speciality: { speciality_name: 'General Practice' } },
    ...over,
  };
}

export const appointments = (count: number, from = 1, over: Partial<Appointment> = {}) =>
  Array.from({ length: count }, (_, i) => makeAppointment(from + i, over));

export function makeTransaction(n: number, over: Partial<Transaction> = {}): Transaction {
  return {
    id: `tx-${n}`,
    referenceNumber: `MSW-${String(n).padStart(6, '0')}`,
    transactionType: 'debit',
    amount: 50_000,
    currency: 'UGX',
    status: 'SUCCESS',
    paymentMethod: 'WALLET',
    transactionDate: '2026-11-02T07:15:00.000Z',
    balanceBefore: 500_000,
    balanceAfter: 450_000,
    transactionObjectType: 'appointment',
    relatedObjectId: `apt-${n}`,
    description: null,
    user: { name: 'Amina Nakato', email: 'patient@musawo.test', imageUrl: null },
    ...over,
  };
}

export const transactions = (count: number) => Array.from({ length: count }, (_, i) => makeTransaction(i + 1));

export const overview = (over: Partial<Overview> = {}): Overview => ({
  totalAppointments: 7,
  pendingAppointments: 2,
  completedAppointments: 3,
  walletBalance: 450_000,
  currency: 'UGX',
  recentActivity: [],
  ...over,
});

export const topUp = (over: Partial<TopUp> = {}): TopUp => ({
  id: 'tu-1',
  status: 'PENDING',
  amount: 20_000,
  currency: 'UGX',
  provider: 'MTN',
  phone: '+256770000001',
  ...over,
});

export function makePatient(n: number, over: Partial<PatientSummary> = {}): PatientSummary {
  return {
    id: `p-${n}`,
    name: `Patient ${n}`,
    imageUrl: null,
    phone_number: `+25670000000${n}`,
    email: `patient${n}@example.ug`,
    appointments: n,
    lastAppointment: { id: `apt-${n}`, status: 'ACCEPTED', appointment_date: '2026-11-20T09:00:00.000Z', appointment_time: '10:30' },
    ...over,
  };
}

/** formatAmount as the DOM reads it (Intl puts a no-break space after the currency code). */
export const ugx = (amount: number, currency = 'UGX') => formatAmount(amount, currency).replace(/\u00a0/g, ' ');
