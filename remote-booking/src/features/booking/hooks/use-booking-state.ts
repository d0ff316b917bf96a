import { useReducer } from 'react';
import type { Slot } from '@musawo/shared/contracts';
import { couldBecomeTime, isBookedAt, normaliseTime, visitFitsSlots } from '../lib/slots';
import type { BookingText } from '../../../i18n';

/** What the patient has chosen so far (spec §4 "Booking"). */
export interface BookingState {
  date: string | null;
  /** The time that will be booked: a time button's, or a valid custom time. */
  time: string | null;
  /** What is typed in the custom time box. */
  customTime: string;
  /** The custom time box was left once: a half-typed time is then shown as wrong too. */
  customTouched: boolean;
  note: string;
}

type BookingAction =
  | { type: 'pickDate'; date: string }
  | { type: 'toggleTime'; time: string }
  | { type: 'typeCustomTime'; value: string; slots: readonly Slot[]; booked: readonly string[] }
  | { type: 'leaveCustomTime' }
  | { type: 'typeNote'; note: string }
  | { type: 'restore'; date: string; time: string; offered: readonly string[] }
  | { type: 'dropTime' }
  | { type: 'booked' };

const initialBooking: BookingState = { date: null, time: null, customTime: '', customTouched: false, note: '' };

/** The transitions of spec §4. Each case says which rule it implements. */
function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'pickDate':
      // "Choosing a new date clears the time and the note." Picking the same day again changes nothing.
      if (action.date === state.date) return state;
      return { ...initialBooking, date: action.date };
    case 'toggleTime':
      // "Choosing it again deselects it and clears the custom time and note."
      if (state.time === action.time) return { ...state, time: null, customTime: '', customTouched: false, note: '' };
      // A button replaces whatever was typed, so the box never disagrees with the selection.
      return { ...state, time: action.time, customTime: '', customTouched: false };
    case 'typeCustomTime': {
      // "Clearing it clears the selection and the note."
      if (action.value.trim() === '') return { ...state, time: null, customTime: '', customTouched: false, note: '' };
      // "Typing a custom time sets the selected time" - when it is a time inside the day's slots that nobody has
      // booked yet (the server would refuse it with a 409 only after Confirm).
      const t = normaliseTime(action.value);
      const bookable = t !== null && visitFitsSlots(t, action.slots) && !isBookedAt(t, action.booked);
      return { ...state, customTime: action.value, time: bookable ? t : null };
    }
    case 'leaveCustomTime':
      return state.customTime.trim() === '' ? state : { ...state, customTouched: true };
    case 'typeNote':
      return { ...state, note: action.note };
    case 'restore':
      // After sign-in: the date and time come back, the note starts empty. A time that is not one of the day's
      // buttons was typed, so it goes back into the box.
      return {
        ...initialBooking,
        date: action.date,
        time: action.time,
        customTime: action.offered.includes(action.time) ? '' : action.time,
      };
    case 'dropTime':
      // The time was taken meanwhile: choose another; the note is kept.
      return { ...state, time: null, customTime: '', customTouched: false };
    case 'booked':
      return { ...state, time: null, customTime: '', customTouched: false, note: '' };
  }
}

export function useBookingState() {
  return useReducer(bookingReducer, initialBooking);
}

/**
 * The message under the custom time box: spec §5's red message for a complete time outside every slot; a booked
 * time is said at once; text that can never become a time at once, a half-typed one ('12:3') once the box is left.
 * The message's id in the catalogue.
 */
export function customTimeError(state: BookingState, booked: readonly string[] = []): BookingText | undefined {
  const typed = state.customTime.trim();
  if (typed === '' || state.time !== null) return undefined;
  const t = normaliseTime(typed);
  if (t === null) return state.customTouched || !couldBecomeTime(typed) ? 'time.errorFormat' : undefined;
  if (isBookedAt(t, booked)) return 'time.errorBooked';
  return 'time.errorOutside';
}
