// What makes a day of availability valid (spec §3: HH:MM times, an end of 00:00 is midnight at the end of the
// day). The spec leaves overlap and order checks open; a doctor with overlapping slots would be double-booked,
// so they are refused here with a message that names the slots.
import type { Slot } from '@musawo/shared/contracts';
import { badInput } from '../errors';

const MAX_SLOTS_PER_DAY = 12;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight; an end time of 00:00 is the midnight that ends the day. */
function slotMinutes(time: string, role: 'start' | 'end'): number {
  const [h = '0', m = '0'] = time.split(':');
  const minutes = Number(h) * 60 + Number(m);
  return role === 'end' && minutes === 0 ? MINUTES_PER_DAY : minutes;
}

const show = (time: string, role: 'start' | 'end') => (role === 'end' && time === '00:00' ? '24:00' : time);

/** Throws a 400 naming the first problem: none, too many, end not after start, or two slots overlapping. */
export function checkSlots(day: string, slots: readonly Slot[]): void {
  if (slots.length === 0) throw badInput(`Add at least one time slot for ${day}, or delete the day.`, 'slots');
  if (slots.length > MAX_SLOTS_PER_DAY) throw badInput(`A day can have at most ${MAX_SLOTS_PER_DAY} time slots.`, 'slots');
  slots.forEach((slot, i) => {
    if (slotMinutes(slot.end, 'end') <= slotMinutes(slot.start, 'start')) {
      throw badInput(`The slot ${slot.start} - ${show(slot.end, 'end')} on ${day} ends before it starts: the end time must be after the start time.`, `slots.${i}.end`);
    }
  });
  const ordered = slots.map((slot, index) => ({ slot, index, start: slotMinutes(slot.start, 'start'), end: slotMinutes(slot.end, 'end') })).sort((a, b) => a.start - b.start);
  for (let i = 1; i < ordered.length; i += 1) {
    const prev = ordered[i - 1];
    const next = ordered[i];
    // Touching slots (09:00-12:00 and 12:00-17:00) are fine; sharing any minute is not.
    if (prev !== undefined && next !== undefined && next.start < prev.end) {
      throw badInput(
        `The slots ${prev.slot.start} - ${show(prev.slot.end, 'end')} and ${next.slot.start} - ${show(next.slot.end, 'end')} on ${day} overlap. Change one so they do not share any time.`,
        `slots.${next.index}.start`,
      );
    }
  }
}

/** Slots in time order, as the week view shows them. */
export function sortSlots<T extends Slot>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => slotMinutes(a.start, 'start') - slotMinutes(b.start, 'start'));
}
