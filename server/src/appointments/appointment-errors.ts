// The answers a booking or a status change can give, worded for the person who caused them.
import { CANCEL_NOTICE_HOURS, type Language, RESCHEDULE_NOTICE_HOURS } from '@musawo/shared/contracts';
import { AppError, badInput } from '../errors';

/** An amount in a message: 'UGX 20,000' in English, 'Shs 20,000' in Luganda and Kiswahili (docs/i18n-glossary.md). */
export const ugx = (amount: number, lang: Language = 'en'): string => `${lang === 'en' ? 'UGX' : 'Shs'} ${amount.toLocaleString('en-US')}`;

export const slotTaken = () => new AppError(409, 'SLOT_TAKEN', 'That time has just been booked. Please choose another time.', 'appointment_time');

export const patientBusy = (time: string) =>
  new AppError(409, 'PATIENT_BUSY', `You already have an appointment that overlaps ${time} on that day. Choose another time, or cancel that appointment first.`, 'appointment_time');

export const insufficientFunds = (balance: number, fee: number) =>
  new AppError(402, 'INSUFFICIENT_FUNDS', `Your balance is ${ugx(balance)} but this consultation costs ${ugx(fee)}. Top up at least ${ugx(fee - balance)} to book.`);

export const appointmentNotFound = () => new AppError(404, 'NOT_FOUND', 'We could not find that appointment.', 'appointmentId');

const STATUS_WORDS: Record<string, string> = {
  PENDING: 'still pending',
  ACCEPTED: 'already accepted',
  REJECTED: 'already rejected',
  CANCELLED: 'already cancelled',
  COMPLETED: 'already completed',
};

const ACTION_WORDS: Record<string, string> = { RESCHEDULED: 'rescheduled', ACCEPTED: 'accepted', REJECTED: 'rejected', CANCELLED: 'cancelled', COMPLETED: 'marked completed' };

/** The compare-and-swap lost: someone (or an earlier click) changed the status first. */
export const statusConflict = (current: string, wanted: string) =>
  new AppError(409, 'STATUS_CONFLICT', `This appointment is ${STATUS_WORDS[current] ?? current.toLowerCase()}, so it can no longer be ${ACTION_WORDS[wanted] ?? wanted.toLowerCase()}. Refresh to see its current status.`);

export const tooLateToReschedule = () =>
  new AppError(409, 'TOO_LATE', `This appointment starts in less than ${RESCHEDULE_NOTICE_HOURS} hours, so it can no longer be rescheduled. Appointments can be rescheduled up to ${RESCHEDULE_NOTICE_HOURS} hours before they start.`);

/** An accepted visit less than CANCEL_NOTICE_HOURS away: the doctor has kept the time, so it stays booked. */
export const tooLateToCancel = () =>
  new AppError(
    409,
    'CANCEL_TOO_LATE',
    `This appointment starts in less than ${CANCEL_NOTICE_HOURS} hours, so it can no longer be cancelled. Accepted appointments can be cancelled, with a full refund, up to ${CANCEL_NOTICE_HOURS} hours before they start.`,
  );

export const sameTime = () => badInput('Your appointment is already at that time. Choose another date or time.', 'appointment_time');
