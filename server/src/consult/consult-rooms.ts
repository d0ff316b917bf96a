// Who may do what in a consultation room (issue 33), and the room's writes that others must hear about: a message
// is stored, then published to the room, and the other party is told by SMS or email when they are not there.
import { randomUUID } from 'node:crypto';
import { CONSULT_PING_MS, CONSULT_WAITING_ROOM_MINUTES, appointmentDateIso, type CallRefusal, type ConsultMessage, type ConsultRoom, type PartyRole, type UserType } from '@musawo/shared/contracts';
import type { ConsultConfig } from '../config';
import type { Db } from '../db/create-db';
import { AppError } from '../errors';
import { enqueueJobs } from '../jobs/jobs-repo';
import type { JobRunner } from '../jobs/job-runner';
import { MINUTE } from '../lib/time';
import { claimNotifySlot, findRoom, insertMessage, listMessages, type MessageRow, type RoomRecord } from './consult-repo';
import { iceServersFor } from './ice';
import type { ConsultRealtime } from './realtime';

export interface RoomDeps {
  db: Db;
  now: () => Date;
  consult: ConsultRealtime;
  jobs: JobRunner;
}

export interface Caller {
  id: string;
  /** An operator is neither party: every room is 'not yours' to them. */
  userType: UserType;
}

/** Unknown appointments and other people's look the same (ADR 200). */
const notYours = () => new AppError(404, 'NOT_FOUND', 'This consultation is not yours.');

/** At most one "new message" SMS or email per conversation and person in this long. */
const NOTIFY_WINDOW_MS = 15 * MINUTE;
/** The room keeps this many of the latest messages on screen. */
const HISTORY_LIMIT = 500;

export interface Entered {
  room: RoomRecord;
  role: PartyRole;
}

/** The room of the caller's own appointment, or a 404 worded for the room. */
export async function enterRoom(db: Db, caller: Caller, appointmentId: string): Promise<Entered> {
  const room = await findRoom(db, appointmentId);
  if (room === undefined) throw notYours();
  if (caller.userType === 'patient' && room.patient.id === caller.id) return { room, role: 'patient' };
  if (caller.userType === 'doctor' && room.doctor.id === caller.id) return { room, role: 'doctor' };
  throw notYours();
}

const opensAt = (room: RoomRecord): Date => new Date(Date.parse(room.startsAt) - CONSULT_WAITING_ROOM_MINUTES * MINUTE);

/** Messages, attachments and phone requests: only while the appointment is ACCEPTED. */
export function checkRoomOpen(room: RoomRecord): void {
  if (room.status === 'PENDING') throw new AppError(409, 'ROOM_NOT_OPEN', 'The doctor has not accepted this appointment yet.');
  if (room.status !== 'ACCEPTED') throw new AppError(409, 'ROOM_CLOSED', 'This consultation room is closed: its history can still be read.');
}

/**
 * Calls: an ACCEPTED appointment from CONSULT_WAITING_ROOM_MINUTES before its time, for both parties (issue 50: a
 * doctor's call days before rang a patient whose room could not take it).
 */
function callsOpen(room: RoomRecord, now: Date): boolean {
  return room.status === 'ACCEPTED' && now.getTime() >= opensAt(room).getTime();
}

export const isOnline = (seenAt: string | null, now: Date): boolean => seenAt !== null && now.getTime() - Date.parse(seenAt) < 2 * CONSULT_PING_MS + 5_000;

/**
 * Why `role` cannot ring now, read from the database (any process's sockets keep `*_seen_at`): the room is not open
 * for calls, or the other party is not in it. Undefined: the call may ring.
 */
export async function callRefusal(db: Db, appointmentId: string, role: PartyRole, now: Date): Promise<CallRefusal | undefined> {
  const room = await findRoom(db, appointmentId);
  if (room === undefined || !callsOpen(room, now)) return 'CALLS_CLOSED';
  return isOnline(role === 'patient' ? room.doctorSeenAt : room.patientSeenAt, now) ? undefined : 'OTHER_AWAY';
}

const EVENT_TEXT: Record<string, string> = {
  'phone-requested': 'The patient asked the doctor to phone them',
  'phone-called': 'The doctor phoned the patient',
  'phone-not-reached': 'The doctor could not reach the patient by phone',
  'call-started': 'Call started',
  'call-ended': 'Call ended',
  'call-declined': 'Call declined',
  completed: 'Consultation completed',
};
type RoomEvent = keyof typeof EVENT_TEXT;

function toMessage(row: MessageRow, room: RoomRecord): ConsultMessage {
  const sender: ConsultMessage['sender'] = row.senderId === room.patient.id ? 'patient' : row.senderId === room.doctor.id ? 'doctor' : 'system';
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    sender,
    senderName: sender === 'patient' ? room.patient.name : sender === 'doctor' ? room.doctor.name : 'Musawo',
    kind: row.kind,
    text: row.kind === 'event' ? (EVENT_TEXT[row.event ?? ''] ?? row.body) : row.body,
    event: row.event,
    attachment: row.attachment,
    createdAt: row.createdAt,
  };
}

/** Ids sort by time, so messages written in one millisecond keep their order. */
const messageId = (now: Date): string => `${now.getTime().toString(36).padStart(9, '0')}-${randomUUID()}`;

export async function roomView(db: Db, config: ConsultConfig, entered: Entered, userId: string, now: Date): Promise<ConsultRoom> {
  const { room, role } = entered;
  const messages = await listMessages(db, room.appointmentId, HISTORY_LIMIT);
  const other = role === 'patient' ? room.doctorSeenAt : room.patientSeenAt;
  return {
    appointmentId: room.appointmentId,
    status: room.status,
    role,
    appointment_date: appointmentDateIso(room.localDate),
    appointment_time: room.localTime,
    startsAt: room.startsAt,
    opensAt: opensAt(room).toISOString(),
    doctor: room.doctor,
    patient: { id: room.patient.id, name: room.patient.name, ...(role === 'doctor' ? { phone_number: room.patient.phone } : {}) },
    messages: messages.map((m) => toMessage(m, room)),
    // The patient reads the notes once the consultation is completed; the doctor writes them.
    notes: role === 'doctor' || room.status === 'COMPLETED' ? room.notes : null,
    phoneRequest: room.phoneRequest,
    otherOnline: isOnline(other, now),
    // Waiting: in the room once it is open for the visit (issue 50), not days before while writing a message.
    patientWaiting: callsOpen(room, now) && isOnline(room.patientSeenAt, now),
    iceServers: room.status === 'ACCEPTED' ? iceServersFor(config, userId, now) : [],
    visitMode: room.visitMode,
    // The doctor reads what the patient wrote when booking (issue 50 item 6).
    ...(role === 'doctor' ? { bookingNote: room.bookingNote } : {}),
  };
}

interface NewPost {
  senderId: string | null;
  kind: MessageRow['kind'];
  body: string;
  event?: RoomEvent;
  attachmentId?: string;
  attachment?: MessageRow['attachment'];
  /** A fixed id makes the write happen once (an event both parties report). */
  id?: string;
}

/** Stores a message, publishes it to the room and, for a party's own message, tells the other one if they are away. */
export async function post(deps: RoomDeps, entered: Entered, p: NewPost): Promise<ConsultMessage | undefined> {
  const now = deps.now();
  const row: MessageRow = {
    id: p.id ?? messageId(now),
    appointmentId: entered.room.appointmentId,
    senderId: p.senderId,
    kind: p.kind,
    body: p.body,
    event: p.event ?? null,
    createdAt: now.toISOString(),
    attachment: p.attachment ?? null,
  };
  const inserted = await insertMessage(deps.db, { ...row, attachmentId: p.attachmentId ?? null });
  if (!inserted) return undefined;
  const message = toMessage(row, entered.room);
  deps.consult.publish(entered.room.appointmentId, { t: 'message', message }, p.senderId);
  if (p.senderId !== null && p.kind !== 'event') await notifyIfAway(deps, entered, now);
  return message;
}

async function notifyIfAway(deps: RoomDeps, entered: Entered, now: Date): Promise<void> {
  // Read afresh: whether the other party is in the room now, not when this request began.
  const fresh = await findRoom(deps.db, entered.room.appointmentId);
  if (fresh === undefined) return;
  const recipient = entered.role === 'patient' ? fresh.doctor.id : fresh.patient.id;
  const sender = entered.role === 'patient' ? fresh.patient.id : fresh.doctor.id;
  if (isOnline(entered.role === 'patient' ? fresh.doctorSeenAt : fresh.patientSeenAt, now)) return;
  if (!(await claimNotifySlot(deps.db, fresh.appointmentId, recipient, now, NOTIFY_WINDOW_MS))) return;
  await enqueueJobs(deps.db, [{ kind: 'consult.notify', payload: { appointmentId: fresh.appointmentId, recipientId: recipient, senderId: sender }, runAt: now, dedupeKey: `consult:${fresh.appointmentId}:${recipient}@${now.toISOString()}` }], now);
  deps.jobs.kick();
}
