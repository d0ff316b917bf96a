// When a patient may book (spec §5): a time inside one of the doctor's slots of that weekday (start
// inclusive, end exclusive; an end of 00:00 is midnight), not in the past (Kampala time), 30 minutes long.
import { BOOKING_HORIZON_DAYS, CONSULTATION_MINUTES, kampalaDate, kampalaInstant, visitFitsSlots, type VisitMode, weekdayOf, type WeekDay } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { DoctorVisitModesColumn } from '../db/schema';
import { findAvailabilityByDay } from '../directory/availability-repo';
import { offeredModes } from '../directory/doctors-repo';
import { badInput } from '../errors';

const CONSULTATION_MS = CONSULTATION_MINUTES * 60_000;

export interface BookingTime {
  /** Kampala yyyy-MM-dd. */
  localDate: string;
  /** HH:MM. */
  localTime: string;
  weekday: WeekDay;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The spec sends the ISO instant of 12:00 noon in Kampala on the chosen day; a plain yyyy-MM-dd is read the
 * same way. Any instant on that Kampala day names the day, so a client a few hours off still means it.
 */
export function parseBookingTime(appointmentDate: string, appointmentTime: string): BookingTime {
  const raw = appointmentDate.trim();
  let localDate: string;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) localDate = raw;
  else {
    const ms = Date.parse(raw);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(ms)) throw badInput('Please select both date and time', 'appointment_date');
    localDate = kampalaDate(ms);
  }
  let startsAt: Date;
  try {
    startsAt = kampalaInstant(localDate, appointmentTime);
  } catch {
    throw badInput('Please select both date and time', 'appointment_date');
  }
  if (Number.isNaN(startsAt.getTime()) || kampalaDate(startsAt) !== localDate) throw badInput('Please select both date and time', 'appointment_date');
  return { localDate, localTime: appointmentTime, weekday: weekdayOf(localDate), startsAt, endsAt: new Date(startsAt.getTime() + CONSULTATION_MS) };
}


const HORIZON_MS = BOOKING_HORIZON_DAYS * 24 * 60 * 60_000;

/** Throws the spec's messages (§5) when the time is outside the doctor's hours or already past. */
function checkBookable(time: BookingTime, slots: readonly { start: string; end: string }[], now: Date): void {
  if (time.startsAt.getTime() <= now.getTime()) throw badInput('Invalid appointment time: Cannot book appointments in the past', 'appointment_time');
  if (time.startsAt.getTime() > now.getTime() + HORIZON_MS) throw badInput(`Appointments can be booked at most ${BOOKING_HORIZON_DAYS} days ahead.`, 'appointment_date');
  if (!visitFitsSlots(time.localTime, slots)) throw badInput('Please select a time within available hours', 'appointment_time');
}

/**
 * The whole check a new time must pass, for a booking and a reschedule alike: inside the doctor's hours of that
 * weekday (the visit ending within the slot), not past, not beyond the horizon.
 */
export async function checkBookableWith(db: Db, doctorId: string, time: BookingTime, now: Date): Promise<void> {
  const day = await findAvailabilityByDay(db, doctorId, time.weekday);
  checkBookable(time, day?.slots ?? [], now);
}

/**
 * The mode of a new booking (issue 50 item 6). An older client sends none: the doctor's only mode, or in person when
 * they offer both (as every visit was before). A mode the doctor does not offer is refused.
 */
export function resolveVisitMode(column: DoctorVisitModesColumn, requested: VisitMode | undefined): VisitMode {
  const offered = offeredModes(column);
  if (requested === undefined) return offered.length === 1 ? (offered[0] as VisitMode) : 'in_person';
  if (!offered.includes(requested)) {
    throw badInput(
      requested === 'online'
        ? 'This doctor does not see patients online. Please choose a visit at the doctor\'s place.'
        : 'This doctor sees patients online only. Please choose an online visit.',
      'visitMode',
    );
  }
  return requested;
}
