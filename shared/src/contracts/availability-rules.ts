// What makes a day of availability valid (spec §3: HH:MM times, an end of 00:00 is midnight at the end of the day),
// for the server (which refuses it with this message and field) and the availability editor (which says it at the
// slot before it calls). The spec leaves overlap and order checks open; a doctor with overlapping slots would be
// double-booked, so they are refused with a message that names the slots.
import type { Slot } from './entities';

export const MAX_SLOTS_PER_DAY = 12;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight; an end time of 00:00 is the midnight that ends the day. */
function slotMinutes(time: string, role: 'start' | 'end'): number {
  const [h = '0', m = '0'] = time.split(':');
  const minutes = Number(h) * 60 + Number(m);
  return role === 'end' && minutes === 0 ? MINUTES_PER_DAY : minutes;
}

const show = (time: string, role: 'start' | 'end') => (role === 'end' && time === '00:00' ? '24:00' : time);

/** The first problem of a day's slots (none, too many, an end not after its start, two overlapping), or undefined. */
export function slotsProblem(day: string, slots: readonly Pick<Slot, 'start' | 'end'>[]): { message: string; field: string } | undefined {
  if (slots.length === 0) return { message: `Add at least one time slot for ${day}, or delete the day.`, field: 'slots' };
  if (slots.length > MAX_SLOTS_PER_DAY) return { message: `A day can have at most ${MAX_SLOTS_PER_DAY} time slots.`, field: 'slots' };
  for (const [i, slot] of slots.entries()) {
    if (slotMinutes(slot.end, 'end') <= slotMinutes(slot.start, 'start')) {
      return { message: `The slot ${slot.start} - ${show(slot.end, 'end')} on ${day} ends before it starts: the end time must be after the start time.`, field: `slots.${i}.end` };
    }
  }
  const ordered = slots.map((slot, index) => ({ slot, index, start: slotMinutes(slot.start, 'start'), end: slotMinutes(slot.end, 'end') })).sort((a, b) => a.start - b.start);
  for (let i = 1; i < ordered.length; i += 1) {
    const prev = ordered[i - 1];
    const next = ordered[i];
    // Touching slots (09:00-12:00 and 12:00-17:00) are fine; sharing any minute is not.
    if (prev !== undefined && next !== undefined && next.start < prev.end) {
      return {
        message: `The slots ${prev.slot.start} - ${show(prev.slot.end, 'end')} and ${next.slot.start} - ${show(next.slot.end, 'end')} on ${day} overlap. Change one so they do not share any time.`,
        field: `slots.${next.index}.start`,
      };
    }
  }
  return undefined;
}

/** Slots in time order, as the week view shows them. */
export function sortSlots<T extends Pick<Slot, 'start'>>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => slotMinutes(a.start, 'start') - slotMinutes(b.start, 'start'));
}
