// The booking rules of spec §2.7/§5 as pure functions: which weekdays a doctor works, which times a day offers,
// whether a typed time is inside the doctor's hours, and the checks before a booking is sent. The days and
// times a doctor offers live in @musawo/shared (the reschedule dialog of the account pages offers the same).
import { CONSULTATION_MINUTES, kampalaInstant, minutesOf } from '@musawo/shared/contracts';
import en from '../../../i18n/en.json';
import type { BookingText } from '../../../i18n';

// A custom time must fall inside one of the weekday's slots (spec §5), with the whole visit: the server's rule.
export { availableTimes, isDayDisabled, lastBookableDate, slotLabel, slotsOn, slotTimes, visitFitsSlots, workingDays } from '@musawo/shared/contracts';

/**
 * '9:30' -> '09:30'; '0930' -> '09:30' (phone number pads have no colon); anything that is not a 24-hour time
 * -> null.
 */
export function normaliseTime(raw: string): string | null {
  const m = /^(\d{1,2}):?([0-5]\d)$/.exec(raw.trim());
  if (!m) return null;
  const h = Number(m[1]);
  if (h > 23) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/**
 * Whether more typing can still make a time of what is in the box: '7:5' can (07:50), 'ab:cd' or '7:75' cannot.
 * A box that can never become a time is wrong at once; a half-typed one only when it is left.
 */
export function couldBecomeTime(raw: string): boolean {
  const typed = raw.trim();
  return ['', '0', '00', ':00', '0:00'].some((rest) => normaliseTime(typed + rest) !== null);
}

/** A time that overlaps an appointment already booked (each lasts CONSULTATION_MINUTES), as the server refuses it. */
export function isBookedAt(time: string, booked: readonly string[]): boolean {
  const t = minutesOf(time);
  return booked.some((b) => Math.abs(minutesOf(b) - t) < CONSULTATION_MINUTES);
}


export type BookingProblem = { title: string; text?: string } | null;

type ProblemText = Extract<BookingText, 'confirm.bothRequired' | 'confirm.pastTitle' | 'confirm.pastText'>;

/**
 * The checks of spec §5 made when Confirm is pressed, in the spec's order (after the sign-in check), said by `say`
 * (the page's translator). By default English: these messages are plain text, which the compiled catalogue keeps
 * as strings.
 */
export function bookingProblem(date: string | null, time: string | null, now: number, say: (id: ProblemText) => string = (id) => en[id]): BookingProblem {
  if (!date || !time) return { title: say('confirm.bothRequired') };
  if (kampalaInstant(date, time).getTime() < now) return { title: say('confirm.pastTitle'), text: say('confirm.pastText') };
  return null;
}
