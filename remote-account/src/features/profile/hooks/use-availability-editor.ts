import { useReducer } from 'react';
import { DEFAULT_SLOT, minutesOf, timeOf, WEEK_DAYS, type AvailabilityEntry, type WeekDay } from '@musawo/shared/contracts';

export interface DraftSlot {
  key: string;
  id?: string;
  start: string;
  end: string;
}

export interface DraftDay {
  key: string;
  /** Set once saved; a day without it is new (spec §4: flagged new until saved). */
  id?: string;
  /** The server's version of the saved day: a change based on it is refused if the day changed meanwhile. */
  version?: string;
  day: WeekDay;
  slots: DraftSlot[];
  /** The last saved version, for Cancel and to know whether it changed. */
  saved?: { day: WeekDay; slots: DraftSlot[] };
  /** A message from the server: on the day, on the day's slots, or on one slot's start/end. */
  errors?: DayErrors;
  /** A saved day deleted in the editor: hidden, deleted on the server by Save Changes, back on Cancel. */
  deleted?: boolean;
}

export interface DayErrors {
  day?: string;
  slots?: string;
  slot?: Record<number, { start?: string; end?: string }>;
}

export interface EditorState {
  editing: boolean;
  days: DraftDay[];
}

let seq = 0;
const nextKey = (prefix: string) => `${prefix}-${(seq += 1)}`;

const order = (d: WeekDay) => WEEK_DAYS.indexOf(d);
/** Spec §2.11: entries are kept in week order, Monday to Sunday. */
const inWeekOrder = (days: DraftDay[]) => [...days].sort((a, b) => order(a.day) - order(b.day));

function fromEntry(e: AvailabilityEntry): DraftDay {
  const slots = e.slots.map((s) => ({ key: nextKey('slot'), id: s.id, start: s.start, end: s.end }));
  return { key: nextKey('day'), id: e.id, version: e.version, day: e.day, slots, saved: { day: e.day, slots } };
}

export const isNew = (d: DraftDay) => d.id === undefined;

export function isChanged(d: DraftDay): boolean {
  if (!d.saved) return true;
  if (d.saved.day !== d.day || d.saved.slots.length !== d.slots.length) return true;
  return d.slots.some((s, i) => s.start !== d.saved?.slots[i]?.start || s.end !== d.saved?.slots[i]?.end);
}

/**
 * A new slot: the spec's 09:00-17:00 for an empty day; after other slots, the hour that follows the last one
 * (a second 09:00-17:00 would only be refused as an overlap).
 */
export function nextSlot(slots: DraftSlot[]): { start: string; end: string } {
  const last = slots[slots.length - 1];
  if (!last) return { ...DEFAULT_SLOT };
  const from = minutesOf(last.end, true);
  if (from > 23 * 60) return { ...DEFAULT_SLOT };
  return { start: timeOf(from), end: timeOf(Math.min(from + 60, 24 * 60)).replace('24:00', '00:00') };
}

type Action =
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'add-day' }
  | { type: 'set-day'; key: string; day: WeekDay }
  | { type: 'add-slot'; key: string }
  | { type: 'set-slot'; key: string; slotKey: string; field: 'start' | 'end'; value: string }
  | { type: 'remove-slot'; key: string; slotKey: string }
  | { type: 'remove-day'; key: string }
  | { type: 'deleted'; key: string }
  | { type: 'saved'; key: string; entry?: AvailabilityEntry }
  | { type: 'errors'; key: string; errors: DayErrors | undefined }
  | { type: 'leave-edit' }
  | { type: 'reset'; entries: AvailabilityEntry[]; editing: boolean };

function patch(state: EditorState, key: string, f: (d: DraftDay) => DraftDay | null): EditorState {
  const days = state.days.flatMap((d) => {
    if (d.key !== key) return [d];
    const next = f(d);
    return next ? [next] : [];
  });
  return { ...state, days: inWeekOrder(days) };
}

function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'edit':
      return { ...state, editing: true };
    case 'cancel':
      // Cancel discards edits: saved days go back to their saved version, unsaved new days go away.
      return {
        editing: false,
        days: inWeekOrder(state.days.filter((d) => !isNew(d)).map((d) => (d.saved ? { ...d, day: d.saved.day, slots: d.saved.slots, errors: undefined, deleted: undefined } : d))),
      };
    case 'leave-edit':
      return { ...state, editing: false };
    case 'reset':
      // The server's week replaces the editor's (it was changed elsewhere): nothing typed here is kept.
      return { editing: action.editing, days: inWeekOrder(action.entries.map(fromEntry)) };
    case 'add-day': {
      // A day deleted in the editor is free again (Save Changes deletes it before it adds).
      const free = WEEK_DAYS.find((day) => !state.days.some((d) => d.day === day && !d.deleted));
      if (!free) return state;
      const day: DraftDay = { key: nextKey('day'), day: free, slots: [{ key: nextKey('slot'), ...DEFAULT_SLOT }] };
      return { ...state, days: inWeekOrder([...state.days, day]) };
    }
    case 'set-day':
      return patch(state, action.key, (d) => ({ ...d, day: action.day, errors: d.errors && { ...d.errors, day: undefined } }));
    case 'add-slot':
      return patch(state, action.key, (d) => ({ ...d, slots: [...d.slots, { key: nextKey('slot'), ...nextSlot(d.slots) }] }));
    case 'set-slot':
      return patch(state, action.key, (d) => ({
        ...d,
        slots: d.slots.map((s) => (s.key === action.slotKey ? { ...s, [action.field]: action.value } : s)),
        errors: undefined,
      }));
    case 'remove-slot':
      // Spec §2.11: removing the last slot removes the day.
      return patch(state, action.key, (d) => {
        const slots = d.slots.filter((s) => s.key !== action.slotKey);
        if (slots.length > 0) return { ...d, slots, errors: undefined };
        return isNew(d) ? null : { ...d, deleted: true, errors: undefined };
      });
    case 'remove-day':
      // Nothing reaches the server before Save Changes: an unsaved day just goes, a saved one is set aside.
      return patch(state, action.key, (d) => (isNew(d) ? null : { ...d, deleted: true, errors: undefined }));
    case 'deleted':
      return patch(state, action.key, () => null);
    case 'saved':
      return patch(state, action.key, (d) => {
        const slots = action.entry ? action.entry.slots.map((s, i) => ({ key: d.slots[i]?.key ?? nextKey('slot'), id: s.id, start: s.start, end: s.end })) : d.slots;
        const day = action.entry?.day ?? d.day;
        return { ...d, id: action.entry?.id ?? d.id, version: action.entry ? action.entry.version : d.version, day, slots, saved: { day, slots }, errors: undefined };
      });
    case 'errors':
      return patch(state, action.key, (d) => ({ ...d, errors: action.errors }));
  }
}

/** Reads the server's `field` (ADR 101: 'day', 'slots', 'slots.1.start') into where the message belongs. */
export function errorsFor(field: string | undefined, message: string): DayErrors {
  const m = /^slots\.(\d+)\.(start|end)$/.exec(field ?? '');
  if (m) return { slot: { [Number(m[1])]: { [m[2] as 'start' | 'end']: message } } };
  if (field === 'day') return { day: message };
  return { slots: message };
}

export function useAvailabilityEditor(initial: AvailabilityEntry[] | undefined) {
  return useReducer(reducer, initial, (entries): EditorState => ({ editing: false, days: inWeekOrder((entries ?? []).map(fromEntry)) }));
}
