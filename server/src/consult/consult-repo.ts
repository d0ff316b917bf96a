// Every query of the consultation tables (issue 33): rooms, messages, attachments' records and read marks. The
// callers (consult-rooms.ts) decide who may see what; these functions only read and write rows.
import { isLanguage, type Language, type UserType } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { AppointmentStatusColumn } from '../db/schema';

export interface RoomRecord {
  appointmentId: string;
  status: AppointmentStatusColumn;
  localDate: string;
  localTime: string;
  startsAt: string;
  /** In person or online (issue 50 item 6), and the patient's booking note. */
  visitMode: 'in_person' | 'online';
  bookingNote: string;
  patient: { id: string; name: string; phone: string };
  doctor: { id: string; name: string };
  notes: string | null;
  phoneRequest: 'REQUESTED' | 'CALLED' | 'NOT_REACHED' | null;
  patientSeenAt: string | null;
  doctorSeenAt: string | null;
}

/** The appointment behind a room, its two parties and the room's own row (if it has one yet). */
export async function findRoom(db: Db, appointmentId: string): Promise<RoomRecord | undefined> {
  const row = await db
    .selectFrom('appointments as a')
    .innerJoin('users as p', 'p.id', 'a.patient_id')
    .innerJoin('users as d', 'd.id', 'a.doctor_id')
    .leftJoin('consult_rooms as r', 'r.appointment_id', 'a.id')
    .select([
      'a.id',
      'a.status',
      'a.local_date',
      'a.local_time',
      'a.starts_at',
      'a.visit_mode',
      'a.note',
      'p.id as p_id',
      'p.name as p_name',
      'p.phone_number as p_phone',
      'd.id as d_id',
      'd.name as d_name',
      'r.notes',
      'r.phone_request',
      'r.patient_seen_at',
      'r.doctor_seen_at',
    ])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    appointmentId: row.id,
    status: row.status,
    localDate: row.local_date,
    localTime: row.local_time,
    startsAt: row.starts_at,
    visitMode: row.visit_mode,
    bookingNote: row.note,
    patient: { id: row.p_id, name: row.p_name, phone: row.p_phone },
    doctor: { id: row.d_id, name: row.d_name },
    notes: row.notes ?? null,
    phoneRequest: row.phone_request ?? null,
    patientSeenAt: row.patient_seen_at ?? null,
    doctorSeenAt: row.doctor_seen_at ?? null,
  };
}

async function ensureRoom(db: Db, appointmentId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('consult_rooms')
    .values({ appointment_id: appointmentId, notes: null, phone_request: null, patient_seen_at: null, doctor_seen_at: null, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('appointment_id').doNothing())
    .execute();
}

export async function saveRoomNotes(db: Db, appointmentId: string, notes: string | null, now: Date): Promise<void> {
  await ensureRoom(db, appointmentId, now);
  await db.updateTable('consult_rooms').set({ notes, updated_at: now.toISOString() }).where('appointment_id', '=', appointmentId).execute();
}

/** Moves the phone-call request from one of `from` to `to`; false when it was in none of them (a race, or nothing asked). */
export async function changePhoneRequest(db: Db, appointmentId: string, from: readonly (RoomRecord['phoneRequest'])[], to: NonNullable<RoomRecord['phoneRequest']>, now: Date): Promise<boolean> {
  await ensureRoom(db, appointmentId, now);
  const allowsNull = from.includes(null);
  const values = from.filter((v): v is NonNullable<typeof v> => v !== null);
  const result = await db
    .updateTable('consult_rooms')
    .set({ phone_request: to, updated_at: now.toISOString() })
    .where('appointment_id', '=', appointmentId)
    .where((eb) => {
      const ors = [];
      if (allowsNull) ors.push(eb('phone_request', 'is', null));
      if (values.length > 0) ors.push(eb('phone_request', 'in', values));
      return eb.or(ors);
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** When a party was last seen in the room (null: they left). */
/**
 * Says `role` is in the room through `connection` (a socket). True when they had been counted out meanwhile (another
 * page of theirs closed after this one last said so): the other side is then told they are back.
 */
export async function markSeen(db: Db, appointmentId: string, role: 'patient' | 'doctor', connection: string, now: Date): Promise<boolean> {
  await ensureRoom(db, appointmentId, now);
  const at = now.toISOString();
  const values = role === 'patient' ? { patient_seen_at: at, patient_seen_by: connection } : { doctor_seen_at: at, doctor_seen_by: connection };
  const stillIn = await db
    .updateTable('consult_rooms')
    .set(values)
    .where('appointment_id', '=', appointmentId)
    .where(role === 'patient' ? 'patient_seen_at' : 'doctor_seen_at', 'is not', null)
    .executeTakeFirst();
  if (Number(stillIn.numUpdatedRows) > 0) return false;
  await db.updateTable('consult_rooms').set(values).where('appointment_id', '=', appointmentId).execute();
  return true;
}

/**
 * `connection`'s page left: `role` is out of the room, unless another connection of theirs (a second tab, the same
 * page reconnected) said they are in since. True when they are now out.
 */
export async function markLeft(db: Db, appointmentId: string, role: 'patient' | 'doctor', connection: string): Promise<boolean> {
  const result = await db
    .updateTable('consult_rooms')
    .set(role === 'patient' ? { patient_seen_at: null, patient_seen_by: null } : { doctor_seen_at: null, doctor_seen_by: null })
    .where('appointment_id', '=', appointmentId)
    .where(role === 'patient' ? 'patient_seen_by' : 'doctor_seen_by', '=', connection)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface MessageRow {
  id: string;
  appointmentId: string;
  senderId: string | null;
  kind: 'text' | 'file' | 'event';
  body: string;
  event: string | null;
  createdAt: string;
  attachment: { id: string; name: string; contentType: string; size: number } | null;
}

/** Inserts a message; false when one with the same id is already there (an event both parties reported). */
export async function insertMessage(db: Db, m: Omit<MessageRow, 'attachment'> & { attachmentId: string | null }): Promise<boolean> {
  const result = await db
    .insertInto('consult_messages')
    .values({ id: m.id, appointment_id: m.appointmentId, sender_id: m.senderId, kind: m.kind, body: m.body, event: m.event, attachment_id: m.attachmentId, created_at: m.createdAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The room's messages, oldest first (the latest `limit`). */
export async function listMessages(db: Db, appointmentId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('consult_messages as m')
    .leftJoin('consult_attachments as f', 'f.id', 'm.attachment_id')
    .select(['m.id', 'm.appointment_id', 'm.sender_id', 'm.kind', 'm.body', 'm.event', 'm.created_at', 'f.id as f_id', 'f.file_name', 'f.content_type', 'f.size'])
    .where('m.appointment_id', '=', appointmentId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    id: r.id,
    appointmentId: r.appointment_id,
    senderId: r.sender_id,
    kind: r.kind,
    body: r.body,
    event: r.event,
    createdAt: r.created_at,
    attachment: r.f_id === null || r.f_id === undefined ? null : { id: r.f_id, name: r.file_name ?? 'file', contentType: r.content_type ?? 'application/octet-stream', size: Number(r.size ?? 0) },
  }));
}

export interface AttachmentRecord {
  id: string;
  appointmentId: string;
  uploaderId: string;
  storageKey: string;
  contentType: string;
  size: number;
  fileName: string;
  createdAt: string;
}

export async function insertAttachment(db: Db, a: AttachmentRecord): Promise<void> {
  await db
    .insertInto('consult_attachments')
    .values({ id: a.id, appointment_id: a.appointmentId, uploader_id: a.uploaderId, storage_key: a.storageKey, content_type: a.contentType, size: a.size, file_name: a.fileName, created_at: a.createdAt })
    .execute();
}

export async function findAttachment(db: Db, appointmentId: string, id: string): Promise<AttachmentRecord | undefined> {
  const r = await db.selectFrom('consult_attachments').selectAll().where('id', '=', id).where('appointment_id', '=', appointmentId).executeTakeFirst();
  return r === undefined
    ? undefined
    : { id: r.id, appointmentId: r.appointment_id, uploaderId: r.uploader_id, storageKey: r.storage_key, contentType: r.content_type, size: Number(r.size), fileName: r.file_name, createdAt: r.created_at };
}

async function ensureRead(db: Db, appointmentId: string, userId: string): Promise<void> {
  await db
    .insertInto('consult_reads')
    .values({ appointment_id: appointmentId, user_id: userId, last_read_at: null, notified_at: null })
    .onConflict((oc) => oc.columns(['appointment_id', 'user_id']).doNothing())
    .execute();
}

/** Everything in the room up to `at` counts as read by the user. */
export async function markRead(db: Db, appointmentId: string, userId: string, at: Date): Promise<void> {
  await ensureRead(db, appointmentId, userId);
  const value = at.toISOString();
  await db
    .updateTable('consult_reads')
    .set({ last_read_at: value })
    .where('appointment_id', '=', appointmentId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_read_at', 'is', null), eb('last_read_at', '<', value)]))
    .execute();
}

/**
 * Takes the user's "new message" notification slot of the room: true (and the slot is taken) when none was sent
 * in the last `windowMs`. A guarded UPDATE, so two processes cannot both send one.
 */
export async function claimNotifySlot(db: Db, appointmentId: string, userId: string, now: Date, windowMs: number): Promise<boolean> {
  await ensureRead(db, appointmentId, userId);
  const cutOff = new Date(now.getTime() - windowMs).toISOString();
  const result = await db
    .updateTable('consult_reads')
    .set({ notified_at: now.toISOString() })
    .where('appointment_id', '=', appointmentId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('notified_at', 'is', null), eb('notified_at', '<=', cutOff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Messages from the other party the user has not read, across all their appointments. */
export async function countUnread(db: Db, userId: string, role: UserType): Promise<number> {
  const row = await db
    .selectFrom('consult_messages as m')
    .innerJoin('appointments as a', 'a.id', 'm.appointment_id')
    .leftJoin('consult_reads as r', (j) => j.onRef('r.appointment_id', '=', 'm.appointment_id').on('r.user_id', '=', userId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(role === 'doctor' ? 'a.doctor_id' : 'a.patient_id', '=', userId)
    .where('m.sender_id', 'is not', null)
    .where('m.sender_id', '!=', userId)
    .where((eb) => eb.or([eb('r.last_read_at', 'is', null), eb('m.created_at', '>', eb.ref('r.last_read_at'))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ContactRecord {
  name: string;
  email: string;
  phone: string;
  userType: UserType;
  sms: boolean;
  mail: boolean;
  language: Language;
}

export async function findContact(db: Db, userId: string): Promise<ContactRecord | undefined> {
  const r = await db.selectFrom('users').select(['name', 'email', 'phone_number', 'user_type', 'notify_sms', 'notify_email', 'language']).where('id', '=', userId).executeTakeFirst();
  return r === undefined
    ? undefined
    : { name: r.name, email: r.email, phone: r.phone_number, userType: r.user_type, sms: r.notify_sms === 1, mail: r.notify_email === 1, language: isLanguage(r.language) ? r.language : 'en' };
}
