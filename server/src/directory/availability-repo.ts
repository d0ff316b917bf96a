// A doctor's weekly availability: one row per (doctor, day), its slots as a JSON list with stable ids (the
// foundation's table, which the profile already reads). Rows stay here; callers get AvailabilityEntry.
import { randomUUID } from 'node:crypto';
import type { AvailabilityEntry, Slot, WeekDay } from '@musawo/shared/contracts';
import { WEEK_DAYS } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { contentVersion } from '../lib/content-version';
import { sortSlots } from '@musawo/shared/rpc-inputs';

interface StoredSlot {
  id: string;
  start: string;
  end: string;
}

export interface AvailabilityRecord {
  id: string;
  doctorId: string;
  day: WeekDay;
  slots: StoredSlot[];
}

function parseSlots(json: string): StoredSlot[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((s: unknown) => {
      if (typeof s !== 'object' || s === null) return [];
      const { id, start, end } = s as Record<string, unknown>;
      return typeof start === 'string' && typeof end === 'string' ? [{ id: typeof id === 'string' ? id : `${start}-${end}`, start, end }] : [];
    });
  } catch {
    return [];
  }
}

const isWeekDay = (day: string): day is WeekDay => (WEEK_DAYS as readonly string[]).includes(day);
const dayOrder = (day: WeekDay) => WEEK_DAYS.indexOf(day);

function toRecord(row: { id: string; doctor_id: string; day: string; slots: string }): AvailabilityRecord | undefined {
  if (!isWeekDay(row.day)) return undefined;
  return { id: row.id, doctorId: row.doctor_id, day: row.day, slots: parseSlots(row.slots) };
}

/** The version of a day's hours: its weekday and its slots' times, whatever their order or ids. */
export function availabilityVersion(day: string, slots: readonly Slot[]): string {
  return contentVersion([day, sortSlots(slots).map((s) => [s.start, s.end])]);
}

export function toEntry(record: AvailabilityRecord): AvailabilityEntry {
  return {
    id: record.id,
    doctor: record.doctorId,
    day: record.day,
    slots: sortSlots(record.slots).map((s) => ({ id: s.id, start: s.start, end: s.end })),
    version: availabilityVersion(record.day, record.slots),
  };
}

/** Every listed doctor's week, Monday first. */
export async function availabilityByDoctor(db: Db, doctorIds: readonly string[]): Promise<Map<string, AvailabilityEntry[]>> {
  const out = new Map<string, AvailabilityEntry[]>();
  if (doctorIds.length === 0) return out;
  const rows = await db.selectFrom('doctor_availability').select(['id', 'doctor_id', 'day', 'slots']).where('doctor_id', 'in', doctorIds).execute();
  const records = rows.map(toRecord).filter((r): r is AvailabilityRecord => r !== undefined);
  records.sort((a, b) => dayOrder(a.day) - dayOrder(b.day));
  for (const record of records) {
    const list = out.get(record.doctorId) ?? [];
    list.push(toEntry(record));
    out.set(record.doctorId, list);
  }
  return out;
}

export async function findAvailability(db: Db, id: string): Promise<AvailabilityRecord | undefined> {
  const row = await db.selectFrom('doctor_availability').select(['id', 'doctor_id', 'day', 'slots']).where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

export async function findAvailabilityByDay(db: Db, doctorId: string, day: WeekDay): Promise<AvailabilityRecord | undefined> {
  const row = await db.selectFrom('doctor_availability').select(['id', 'doctor_id', 'day', 'slots']).where('doctor_id', '=', doctorId).where('day', '=', day).executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

/** Keeps the id of every slot the caller sent back with a known id; new slots get a fresh one. */
function withIds(slots: readonly Slot[], previous: readonly StoredSlot[] = []): StoredSlot[] {
  const known = new Set(previous.map((s) => s.id));
  const used = new Set<string>();
  return sortSlots(slots).map((s) => {
    const id = s.id !== undefined && known.has(s.id) && !used.has(s.id) ? s.id : randomUUID();
    used.add(id);
    return { id, start: s.start, end: s.end };
  });
}

/** Throws the engine's unique violation when the doctor already has this day (the caller maps it to 409). */
export async function insertAvailability(db: Db, doctorId: string, day: WeekDay, slots: readonly Slot[], now: Date, id: string = randomUUID()): Promise<AvailabilityRecord> {
  const at = now.toISOString();
  const stored = withIds(slots);
  await db.insertInto('doctor_availability').values({ id, doctor_id: doctorId, day, slots: JSON.stringify(stored), created_at: at, updated_at: at }).execute();
  return { id, doctorId, day, slots: stored };
}

/** Guarded by the owner: answers undefined when the entry is gone or belongs to someone else. */
export async function updateAvailability(db: Db, existing: AvailabilityRecord, day: WeekDay, slots: readonly Slot[], now: Date): Promise<AvailabilityRecord | undefined> {
  const stored = withIds(slots, existing.slots);
  const result = await db
    .updateTable('doctor_availability')
    .set({ day, slots: JSON.stringify(stored), updated_at: now.toISOString() })
    .where('id', '=', existing.id)
    .where('doctor_id', '=', existing.doctorId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return { ...existing, day, slots: stored };
}

export async function deleteAvailability(db: Db, id: string, doctorId: string): Promise<boolean> {
  const result = await db.deleteFrom('doctor_availability').where('id', '=', id).where('doctor_id', '=', doctorId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
