// Which days and times a doctor offers (spec §2.7/§5), as pure functions: the booking card and the reschedule
// dialog both offer times from these, so a patient sees the same choices in both places.
import { BOOKING_HORIZON_DAYS, CONSULTATION_MINUTES, RESCHEDULE_NOTICE_HOURS, TIME_SLOT_STEP_MINUTES, WEEK_DAYS, type WeekDay } from './constants';
import { kampalaDate, kampalaInstant, minutesOf, timeOf, weekdayOf } from './dates';
import type { AvailabilityEntry, Slot } from './entities';

/** Every slot of a weekday (a doctor normally has one entry per day; several are merged). */
export function slotsOn(availability: readonly AvailabilityEntry[], day: WeekDay): Slot[] {
  return availability.filter((a) => a.day === day).flatMap((a) => a.slots);
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

const HORIZON_MS = BOOKING_HORIZON_DAYS * 24 * 60 * 60_000;

/**
 * Whether a visit starting at `time` starts and ends (CONSULTATION_MINUTES later) inside one of the slots: the server's
 * rule for every booking, and the booking card's for a typed time, so 16:59 against a 17:00 end is refused at once.
 */
export function visitFitsSlots(time: string, slots: readonly Pick<Slot, 'start' | 'end'>[]): boolean {
  const t = minutesOf(time);
  return slots.some((s) => t >= minutesOf(s.start) && t + CONSULTATION_MINUTES <= minutesOf(s.end, true));
}

/**
 * The time buttons of a date: the slot times of its weekday, minus times already booked and, today, times that
 * have passed (Kampala time); on the last bookable day, times past the booking horizon, as the server counts.
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

/** Days the calendar refuses: before today in Kampala, past the booking horizon, or a weekday the doctor does not work. */
export function isDayDisabled(date: string, days: ReadonlySet<WeekDay>, now: number): boolean {
  return date < kampalaDate(now) || date > lastBookableDate(now) || !days.has(weekdayOf(date));
}

/** The last day a visit can be booked or moved to (the server refuses later ones). */
export function lastBookableDate(now: number): string {
  return kampalaDate(now + HORIZON_MS);
}

/** The Help page's rule: an appointment can be moved while it starts more than RESCHEDULE_NOTICE_HOURS from now. */
export function canStillReschedule(startsAt: Date, now: number): boolean {
  return startsAt.getTime() > now + RESCHEDULE_NOTICE_HOURS * 60 * 60_000;
}
