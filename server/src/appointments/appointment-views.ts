// Reads of appointments as the wire carries them (spec §3 Appointment), always scoped to the viewer: a
// doctor sees theirs, a patient theirs, and only the doctor sees the patient's phone and email.
import { CONSULT_WAITING_ROOM_MINUTES, type Appointment, type UserType, appointmentDateIso, formatLongDate, TIME_SLOT_STEP_MINUTES, timeOf, minutesOf, kampalaInstant } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';
import { displayRating } from '../directory/doctor-view';
import { ACTIVE_STATUSES } from './appointments-repo';

export interface Viewer {
  id: string;
  userType: UserType;
}

/** The room's presence counts for this long after the patient's last sign of life (consult/consult-rooms.ts). */
const WAITING_FRESH_MS = 45_000;

function viewQuery(db: Db, viewer: Viewer) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as p', 'p.id', 'a.patient_id')
    .innerJoin('users as d', 'd.id', 'a.doctor_id')
    .leftJoin('doctor_profiles as dp', 'dp.user_id', 'a.doctor_id')
    .leftJoin('specialties as s', 's.id', 'dp.specialty_id')
    .leftJoin('consult_rooms as cr', 'cr.appointment_id', 'a.id')
    .select([
      'cr.notes as consult_notes',
      'cr.patient_seen_at',
      // Consultation messages from the other party since the viewer last read the room (issue 33).
      (eb) =>
        eb
          .selectFrom('consult_messages as m')
          .leftJoin('consult_reads as cr2', (j) => j.onRef('cr2.appointment_id', '=', 'm.appointment_id').on('cr2.user_id', '=', viewer.id))
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.appointment_id', '=', 'a.id')
          .where('m.sender_id', 'is not', null)
          .where('m.sender_id', '!=', viewer.id)
          .where((e) => e.or([e('cr2.last_read_at', 'is', null), e('m.created_at', '>', e.ref('cr2.last_read_at'))]))
          .as('unread_messages'),
      'a.id',
      'a.status',
      'a.local_date',
      'a.local_time',
      'a.starts_at',
      'a.note',
      'a.fee',
      'a.currency',
      'a.visit_mode',
      'd.address as doctor_address',
      'dp.city as doctor_city',
      'a.accept_instructions',
      'a.reject_reason',
      'a.cancellation_reason',
      'a.created_at',
      'a.patient_id',
      'a.doctor_id',
      'p.name as patient_name',
      'p.image_url as patient_image',
      'p.phone_number as patient_phone',
      'p.email as patient_email',
      'd.name as doctor_name',
      'd.image_url as doctor_image',
      'dp.rating as doctor_rating',
      'dp.review_count as doctor_review_count',
      'dp.specialty_name as doctor_specialty_name',
      's.name as specialty_name',
      (eb) => eb.exists(eb.selectFrom('reviews as r').select('r.id').whereRef('r.appointment_id', '=', 'a.id')).as('has_review'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

function toView(r: Row, viewer: Viewer, now: Date): Appointment {
  const doctorSees = viewer.userType === 'doctor';
  // Waiting only in an open room (from CONSULT_WAITING_ROOM_MINUTES before the visit), as the room itself says (issue 50).
  const roomOpen = now.getTime() >= Date.parse(r.starts_at) - CONSULT_WAITING_ROOM_MINUTES * 60_000;
  const waiting = r.status === 'ACCEPTED' && roomOpen && r.patient_seen_at !== null && now.getTime() - Date.parse(r.patient_seen_at) < WAITING_FRESH_MS;
  const specialty = r.specialty_name ?? r.doctor_specialty_name;
  return {
    id: r.id,
    status: r.status,
    appointment_date: appointmentDateIso(r.local_date),
    appointment_time: r.local_time,
    appointment_note: r.note,
    cancellationReason: r.cancellation_reason,
    rejectReason: r.reject_reason,
    acceptInstructions: r.accept_instructions,
    fee: r.fee,
    currency: r.currency,
    createdAt: r.created_at,
    // SQLite answers 0/1, PostgreSQL true/false.
    hasReview: Boolean(r.has_review),
    unreadMessages: Number(r.unread_messages ?? 0),
    // The patient reads the doctor's notes once the consultation is completed.
    consultNotes: doctorSees || r.status === 'COMPLETED' ? (r.consult_notes ?? null) : null,
    ...(doctorSees ? { patientWaiting: waiting } : {}),
    visitMode: r.visit_mode,
    patientId: {
      id: r.patient_id,
      name: r.patient_name,
      imageUrl: r.patient_image,
      ...(doctorSees ? { phone_number: r.patient_phone, email: r.patient_email } : {}),
    },
    doctorId: {
      id: r.doctor_id,
      name: r.doctor_name,
      imageUrl: r.doctor_image,
      rating: displayRating(r.doctor_rating ?? 0, r.doctor_review_count ?? 0),
      address: r.doctor_address ?? r.doctor_city ?? null,
      ...(specialty === null ? {} : { speciality: { speciality_name: specialty } }),
    },
  };
}

const ownerColumn = (viewer: Viewer) => (viewer.userType === 'doctor' ? ('a.doctor_id' as const) : ('a.patient_id' as const));

/** The viewer's own appointment, or undefined (unknown and someone else's look the same). */
export async function findAppointmentView(db: Db, viewer: Viewer, id: string, now: Date = new Date()): Promise<Appointment | undefined> {
  const row = await viewQuery(db, viewer).where('a.id', '=', id).where(ownerColumn(viewer), '=', viewer.id).executeTakeFirst();
  return row === undefined ? undefined : toView(row, viewer, now);
}

/** A doctor's list in two parts (issue 50): visits still to come, soonest first, and the past or closed ones, latest first. */
export type AppointmentSection = 'upcoming' | 'past';

export async function listAppointmentViews(
  db: Db,
  viewer: Viewer,
  page: { offset: number; limit: number; newestFirst: boolean; section?: AppointmentSection },
  now: Date = new Date(),
): Promise<{ results: Appointment[]; total: number }> {
  const direction = page.newestFirst ? 'desc' : 'asc';
  const at = now.toISOString();
  const inSection =
    page.section === 'upcoming'
      ? sql<boolean>`a.starts_at >= ${at} and a.status in ('PENDING', 'ACCEPTED')`
      : page.section === 'past'
        ? sql<boolean>`(a.starts_at < ${at} or a.status not in ('PENDING', 'ACCEPTED'))`
        : sql<boolean>`1 = 1`;
  const listed = viewQuery(db, viewer).where(ownerColumn(viewer), '=', viewer.id).where(inSection);
  const ordered =
    page.section === 'upcoming'
      ? listed.orderBy('a.starts_at', 'asc').orderBy('a.id', 'asc')
      : page.section === 'past'
        ? listed.orderBy('a.starts_at', 'desc').orderBy('a.id', 'desc')
        : listed.orderBy('a.created_at', direction).orderBy('a.id', direction);
  const [rows, count] = await Promise.all([
    ordered.offset(page.offset).limit(page.limit).execute(),
    db
      .selectFrom('appointments as a')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(ownerColumn(viewer), '=', viewer.id)
      .where(inSection)
      .executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map((r) => toView(r, viewer, now)), total: Number(count.n) };
}

export interface AppointmentCounts {
  total: number;
  pending: number;
  completed: number;
}

export async function countAppointments(db: Db, viewer: Viewer): Promise<AppointmentCounts> {
  const row = await db
    .selectFrom('appointments as a')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'PENDING').then(1).else(0).end()).as('pending'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'COMPLETED').then(1).else(0).end()).as('completed'),
    ])
    .where(ownerColumn(viewer), '=', viewer.id)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pending: Number(row.pending ?? 0), completed: Number(row.completed ?? 0) };
}

export interface AppointmentActivity {
  status: string;
  text: string;
  date: string;
  /** The other person (the doctor for a patient, the patient for a doctor), and when (issue 50 item 7). */
  name: string;
  startsAt: string;
  localTime: string;
}

const ACTIVITY_VERB: Record<string, string> = {
  PENDING: 'booked',
  ACCEPTED: 'accepted',
  REJECTED: 'declined',
  CANCELLED: 'cancelled',
  COMPLETED: 'completed',
};

/** The viewer's most recently changed appointments, as dashboard lines. */
export async function recentAppointmentActivity(db: Db, viewer: Viewer, limit: number): Promise<AppointmentActivity[]> {
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('users as other', 'other.id', viewer.userType === 'doctor' ? 'a.patient_id' : 'a.doctor_id')
    .select(['a.status', 'a.local_time', 'a.starts_at', 'a.updated_at', 'other.name'])
    .where(ownerColumn(viewer), '=', viewer.id)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    status: r.status,
    text: `Appointment with ${r.name} on ${formatLongDate(r.starts_at)} at ${r.local_time} ${ACTIVITY_VERB[r.status] ?? r.status.toLowerCase()}`,
    date: r.updated_at,
    name: r.name,
    startsAt: r.starts_at,
    localTime: r.local_time,
  }));
}

/**
 * Times of `date` (Kampala) the booking page should not offer: the start of every active appointment, and
 * every 30-minute grid time whose consultation would overlap one (an off-grid 09:15 blocks 09:00 and 09:30).
 */
export async function bookedTimes(db: Db, doctorId: string, date: string): Promise<string[]> {
  const dayStart = kampalaInstant(date, '00:00');
  const dayEnd = new Date(dayStart.getTime() + 24 * 60 * 60_000);
  const rows = await db
    .selectFrom('appointments')
    .select(['local_time', 'starts_at', 'ends_at'])
    .where('doctor_id', '=', doctorId)
    .where('status', 'in', ACTIVE_STATUSES)
    .where('starts_at', '>=', dayStart.toISOString())
    .where('starts_at', '<', dayEnd.toISOString())
    .execute();
  const taken = new Set<string>();
  for (const r of rows) {
    taken.add(r.local_time);
    const start = minutesOf(r.local_time);
    const end = start + Math.round((Date.parse(r.ends_at) - Date.parse(r.starts_at)) / 60_000);
    for (let m = Math.floor(start / TIME_SLOT_STEP_MINUTES) * TIME_SLOT_STEP_MINUTES; m < end && m < 24 * 60; m += TIME_SLOT_STEP_MINUTES) {
      if (m + TIME_SLOT_STEP_MINUTES > start) taken.add(timeOf(m));
    }
  }
  return [...taken].sort();
}

export interface PatientSummaryRecord {
  id: string;
  name: string;
  imageUrl: string | null;
  phone: string;
  email: string;
  appointments: number;
  last: { id: string; status: string; appointment_date: string; appointment_time: string };
}

/** Everyone who booked with the doctor, most recent appointment first. */
export async function patientsOfDoctor(db: Db, doctorId: string, limit = 500): Promise<PatientSummaryRecord[]> {
  const totals = await db
    .selectFrom('appointments')
    .select(['patient_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('starts_at').as('last_start')])
    .where('doctor_id', '=', doctorId)
    .groupBy('patient_id')
    .orderBy(sql`max(starts_at)`, 'desc')
    .limit(limit)
    .execute();
  if (totals.length === 0) return [];
  const lastRows = await db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.patient_id')
    .select(['a.id', 'a.patient_id', 'a.status', 'a.local_date', 'a.local_time', 'a.starts_at', 'a.created_at', 'u.name', 'u.image_url', 'u.phone_number', 'u.email'])
    .where('a.doctor_id', '=', doctorId)
    .where('a.patient_id', 'in', totals.map((t) => t.patient_id))
    .where('a.starts_at', 'in', [...new Set(totals.map((t) => String(t.last_start)))])
    .orderBy('a.created_at', 'desc')
    .execute();
  const out: PatientSummaryRecord[] = [];
  for (const t of totals) {
    // Two appointments at the same start (one cancelled, one rebooked): the newest booking is the last.
    const last = lastRows.find((r) => r.patient_id === t.patient_id && r.starts_at === String(t.last_start));
    if (last === undefined) continue;
    out.push({
      id: t.patient_id,
      name: last.name,
      imageUrl: last.image_url,
      phone: last.phone_number,
      email: last.email,
      appointments: Number(t.n),
      last: { id: last.id, status: last.status, appointment_date: appointmentDateIso(last.local_date), appointment_time: last.local_time },
    });
  }
  return out;
}

/** The patient's own COMPLETED appointment, for a review; undefined when unknown or not theirs. */
export async function findReviewableAppointment(db: Db, patientId: string, id: string): Promise<{ doctorId: string; status: string } | undefined> {
  const row = await db.selectFrom('appointments').select(['doctor_id', 'status']).where('id', '=', id).where('patient_id', '=', patientId).executeTakeFirst();
  return row === undefined ? undefined : { doctorId: row.doctor_id, status: row.status };
}
