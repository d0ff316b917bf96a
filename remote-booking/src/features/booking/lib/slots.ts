// The booking rules of spec §2.7/§5 as pure functions: which weekdays a doctor works, which times a day offers,
// whether a typed time is inside the doctor's hours, and the checks before a booking is sent.
import {
  BOOKING_HORIZON_DAYS,
  CONSULTATION_MINUTES,
  kampalaDate,
  kampalaInstant,
  minutesOf,
  TIME_SLOT_STEP_MINUTES,
  timeOf,
  WEEK_DAYS,
  weekdayOf,
  type AvailabilityEntry,
  type Slot,
  type WeekDay,
} from '@musawo/shared/contracts';

/** Every slot of a weekday (a doctor normally has one entry per day; several are merged). */
export function slotsOn(availability: readonly AvailabilityEntry[], day: WeekDay): Slot[] {
  return availability.filter((a) => a.day === day).flatMap((a) => a.slots);
}

const HORIZON_MS = BOOKING_HORIZON_DAYS * 24 * 60 * 60_000;

/** The last day (Kampala, `yyyy-MM-dd`) a visit may be booked for: BOOKING_HORIZON_DAYS ahead, as the server counts. */
export function lastBookableDate(now: number): string {
  return kampalaDate(now + HORIZON_MS);
}

/** Weekdays with at least one slot that has room for an appointment. */
export function workingDays(availability: readonly AvailabilityEntry[]): Set<WeekDay> {
  return new Set(WEEK_DAYS.filter((d) => slotsOn(availability, d).some((s) => minutesOf(s.end, true) > minutesOf(s.start))));
}

/** 'start - end' of a slot as the Days Available grid shows it; an end of 00:00 is the midnight ending the day: 24:00. */
export function slotLabel(slot: Slot): string {
  return `${timeOf(minutesOf(slot.start))} - ${timeOf(minutesOf(slot.end, true))}`;
}

/**
 * Start times in 30-minute steps inside each slot: the start is offered, the end is not (an appointment at the
 * end would run past the doctor's hours). Sorted, without duplicates when slots overlap.
 */
export function slotTimes(slots: readonly Slot[], step: number = TIME_SLOT_STEP_MINUTES): string[] {
  const minutes = new Set<number>();
  for (const s of slots) {
    const end = minutesOf(s.end, true);
    for (let t = minutesOf(s.start); t < end; t += step) minutes.add(t);
  }
  return [...minutes].sort((a, b) => a - b).map(timeOf);
}

/**
 * The time buttons of a date: the slot times of its weekday, minus times already booked and, today, times that
 * have passed (Kampala time); on the last bookable day, times past the booking horizon.
 */
export function availableTimes(
  availability: readonly AvailabilityEntry[],
  date: string,
  booked: readonly string[],
  now: number,
): string[] {
  const taken = new Set(booked);
  return slotTimes(slotsOn(availability, weekdayOf(date))).filter((t) => {
    const at = kampalaInstant(date, t).getTime();
    return !taken.has(t) && at > now && at <= now + HORIZON_MS;
  });
}

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

/** Spec §5: a custom time must fall inside one of the weekday's slots, start inclusive, end exclusive. */
export function isWithinSlots(time: string, slots: readonly Slot[]): boolean {
  const t = minutesOf(time);
  return slots.some((s) => t >= minutesOf(s.start) && t < minutesOf(s.end, true));
}

/** Days the calendar refuses: before today in Kampala, past the booking horizon, or a weekday the doctor does not work. */
export function isDayDisabled(date: string, days: ReadonlySet<WeekDay>, now: number): boolean {
  return date < kampalaDate(now) || date > lastBookableDate(now) || !days.has(weekdayOf(date));
}

export type BookingProblem = { title: string; text?: string } | null;

/** The checks of spec §5 made when Confirm is pressed, in the spec's order (after the sign-in check). */
export function bookingProblem(date: string | null, time: string | null, now: number): BookingProblem {
  if (!date || !time) return { title: 'Please select both date and time' };
  if (kampalaInstant(date, time).getTime() < now) return { title: 'Invalid appointment time', text: 'Cannot book appointments in the past' };
  return null;
}
