// Booking and status changes: every rule that involves money or another person's time runs inside one
// write transaction, with guarded UPDATEs instead of read-then-write, so concurrent requests cannot both
// win. Rows stay here; callers get AppointmentRecord and turn it into the wire shape with appointment-views.
import { randomUUID } from 'node:crypto';
import { CANCEL_NOTICE_HOURS, formatLongDate, formatTime, RESCHEDULE_NOTICE_HOURS, type VisitMode } from '@musawo/shared/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/create-db';
import type { AppointmentStatusColumn, AppointmentsTable, Database } from '../db/schema';
import { withTransaction } from '../db/with-transaction';
import { AppError, notFound } from '../errors';
import { cancelPendingJobs, enqueueJobs, type NewJob } from '../jobs/jobs-repo';
import { CURRENCY, ESCROW_ACCOUNT, ensureWallet, InsufficientFundsError, post, walletAccountId } from '../wallet/ledger';
import { insertTransaction } from '../wallet/transactions-repo';
import { appointmentNotFound, insufficientFunds, patientBusy, sameTime, slotTaken, statusConflict, tooLateToCancel, tooLateToReschedule } from './appointment-errors';
import { type BookingTime, resolveVisitMode } from './booking-rules';

export const ACTIVE_STATUSES: readonly AppointmentStatusColumn[] = ['PENDING', 'ACCEPTED'];
const CANCEL_NOTICE_MS = CANCEL_NOTICE_HOURS * 60 * 60_000;

export interface AppointmentRecord {
  id: string;
  patientId: string;
  doctorId: string;
  status: AppointmentStatusColumn;
  localDate: string;
  localTime: string;
  startsAt: string;
  endsAt: string;
  note: string;
  fee: number;
  currency: string;
  visitMode: VisitMode;
  acceptInstructions: string | null;
  rejectReason: string | null;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
}

function toRecord(row: Selectable<AppointmentsTable>): AppointmentRecord {
  return {
    id: row.id,
    patientId: row.patient_id,
    doctorId: row.doctor_id,
    status: row.status,
    localDate: row.local_date,
    localTime: row.local_time,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    note: row.note,
    fee: row.fee,
    currency: row.currency,
    visitMode: row.visit_mode,
    acceptInstructions: row.accept_instructions,
    rejectReason: row.reject_reason,
    cancellationReason: row.cancellation_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message));
}

/** Which unique index an insert hit, from the engine's constraint name or message. */
function violated(err: unknown): 'doctor' | 'patient' | 'idempotency' | 'other' {
  const e = err as { constraint?: unknown; message?: unknown };
  const text = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (/idempotency/.test(text)) return 'idempotency';
  if (/appointments_patient_active_start|appointments\.patient_id, appointments\.starts_at/.test(text)) return 'patient';
  if (/appointments_doctor_active_start|appointments\.doctor_id, appointments\.starts_at/.test(text)) return 'doctor';
  return 'other';
}

export async function findAppointmentRecord(db: Db, id: string): Promise<AppointmentRecord | undefined> {
  const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

async function findByIdempotencyKey(db: Db, patientId: string, key: string): Promise<AppointmentRecord | undefined> {
  const row = await db.selectFrom('appointments').selectAll().where('patient_id', '=', patientId).where('idempotency_key', '=', key).executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

async function overlapping(trx: Db, column: 'doctor_id' | 'patient_id', userId: string, time: BookingTime, except?: string): Promise<boolean> {
  let q = trx.selectFrom('appointments').select('id');
  if (except !== undefined) q = q.where('id', '!=', except);
  const row = await q
    .where(column, '=', userId)
    .where('status', 'in', ACTIVE_STATUSES)
    .where('starts_at', '<', time.endsAt.toISOString())
    .where('ends_at', '>', time.startsAt.toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface BookingRequest {
  patientId: string;
  doctorId: string;
  doctorName: string;
  time: BookingTime;
  note: string;
  /** As the patient asked; resolved against the doctor's modes (resolveVisitMode). */
  visitMode: VisitMode | undefined;
  idempotencyKey: string | undefined;
  now: Date;
}

export interface BookingOutcome {
  appointment: AppointmentRecord;
  /** True when the idempotency key had already booked this appointment: nothing new was written. */
  replayed: boolean;
}

type NotifyEvent = 'booked' | 'accepted' | 'rejected' | 'cancelled' | 'completed' | 'rescheduled' | 'suspended';

/**
 * The message job of one change. Booking and the final states happen once per appointment; acceptance can
 * happen again after a reschedule, so its key (and a reschedule's) carries the start it is about and the moment
 * of the change (`startsAt`). The compare-and-swap that enqueues it already makes each change happen once.
 */
const notifyJob = (event: NotifyEvent, appointmentId: string, now: Date, extra: Record<string, unknown> = {}, startsAt?: string): NewJob => ({
  kind: 'appointment.notify',
  payload: { event, appointmentId, ...extra },
  runAt: now,
  dedupeKey: startsAt === undefined ? `notify:${appointmentId}:${event}` : `notify:${appointmentId}:${event}@${startsAt}@${now.toISOString()}`,
});

/**
 * Books and charges in one transaction: lock the doctor's row (serialises bookings of one doctor on
 * PostgreSQL; SQLite's BEGIN IMMEDIATE serialises everything), refuse an overlap with the doctor's active
 * appointments, debit the patient's wallet with a guarded UPDATE (which also serialises one patient's
 * bookings), refuse an overlap with the patient's own, insert, and record the debit. Any refusal rolls all of
 * it back. The partial unique indexes stand behind the overlap checks for on-grid times.
 */
export async function bookAppointment(db: Db, req: BookingRequest): Promise<BookingOutcome> {
  if (req.idempotencyKey !== undefined) {
    const existing = await findByIdempotencyKey(db, req.patientId, req.idempotencyKey);
    if (existing !== undefined) return { appointment: existing, replayed: true };
  }
  await ensureWallet(db, req.patientId, req.now);
  const id = randomUUID();
  const at = req.now.toISOString();
  try {
    const appointment = await withTransaction(db, async (trx) => {
      const doctor = await trx
        .updateTable('doctor_profiles')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('user_id', '=', req.doctorId)
        // A suspension takes this row's lock too (ADR 208): a booking either commits before it (and is cancelled
        // and refunded by it) or sees the doctor suspended here and charges nothing.
        .where('suspended_at', 'is', null)
        // An unlisted doctor (a licence expired, ADR 209) takes no bookings, even one racing the hiding.
        .where('unlisted_reason', 'is', null)
        .returning(['consultation_fee', 'visit_modes'])
        .executeTakeFirst();
      if (doctor === undefined) throw notFound('We could not find that doctor.', 'doctorId');
      const fee = doctor.consultation_fee;
      const visitMode = resolveVisitMode(doctor.visit_modes, req.visitMode);
      if (await overlapping(trx, 'doctor_id', req.doctorId, req.time)) throw slotTaken();

      let charge: { postingId: string; before: number; after: number } | undefined;
      if (fee > 0) {
        try {
          const result = await post(trx, {
            idempotencyKey: `appointment:${id}:charge`,
            kind: 'appointment_charge',
            amount: fee,
            from: walletAccountId(req.patientId),
            to: ESCROW_ACCOUNT,
            relatedType: 'appointment',
            relatedId: id,
            now: req.now,
          });
          charge = { postingId: result.postingId, before: result.from.before, after: result.from.after };
        } catch (err) {
          if (err instanceof InsufficientFundsError) throw insufficientFunds(err.balance, fee);
          throw err;
        }
      }
      if (await overlapping(trx, 'patient_id', req.patientId, req.time)) throw patientBusy(req.time.localTime);

      const row: Selectable<AppointmentsTable> = {
        id,
        patient_id: req.patientId,
        doctor_id: req.doctorId,
        status: 'PENDING',
        local_date: req.time.localDate,
        local_time: req.time.localTime,
        starts_at: req.time.startsAt.toISOString(),
        ends_at: req.time.endsAt.toISOString(),
        note: req.note,
        fee,
        currency: CURRENCY,
        visit_mode: visitMode,
        accept_instructions: null,
        reject_reason: null,
        cancellation_reason: null,
        idempotency_key: req.idempotencyKey ?? null,
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto('appointments').values(row).execute();
      if (charge !== undefined) {
        await insertTransaction(trx, {
          userId: req.patientId,
          type: 'debit',
          amount: fee,
          currency: CURRENCY,
          status: 'SUCCESS',
          method: 'WALLET',
          objectType: 'appointment',
          relatedId: id,
          description: `Consultation with ${req.doctorName} on ${formatLongDate(req.time.startsAt)} at ${req.time.localTime}`,
          balanceBefore: charge.before,
          balanceAfter: charge.after,
          postingId: charge.postingId,
          now: req.now,
        });
      }
      await enqueueJobs(trx, [notifyJob('booked', id, req.now)], req.now);
      return toRecord(row);
    });
    return { appointment, replayed: false };
  } catch (err) {
    if (req.idempotencyKey !== undefined) {
      // The same request raced itself (its twin's insert, or its twin's booking seen by the overlap check, refused
      // this one): the first one's answer is the answer.
      const existing = await findByIdempotencyKey(db, req.patientId, req.idempotencyKey);
      if (existing !== undefined) return { appointment: existing, replayed: true };
    }
    if (!isUniqueViolation(err)) throw err;
    const which = violated(err);
    if (which === 'patient') throw patientBusy(req.time.localTime);
    if (which === 'doctor') throw slotTaken();
    throw err;
  }
}

export type StatusChange =
  | { to: 'ACCEPTED'; actorId: string; instructions: string | null }
  | { to: 'REJECTED'; actorId: string; reason: string }
  | { to: 'CANCELLED'; actorId: string; reason: string }
  | { to: 'COMPLETED'; actorId: string };

const REMINDER_LEADS = [
  { lead: '24h', ms: 24 * 60 * 60_000 },
  { lead: '1h', ms: 60 * 60_000 },
] as const;

async function refund(trx: Transaction<Database>, appt: AppointmentRecord, doctorName: string, why: string, now: Date): Promise<void> {
  if (appt.fee <= 0) return;
  const result = await post(trx, {
    idempotencyKey: `appointment:${appt.id}:refund`,
    kind: 'appointment_refund',
    amount: appt.fee,
    from: ESCROW_ACCOUNT,
    to: walletAccountId(appt.patientId),
    relatedType: 'appointment',
    relatedId: appt.id,
    now,
  });
  await insertTransaction(trx, {
    userId: appt.patientId,
    type: 'credit',
    amount: appt.fee,
    currency: appt.currency,
    status: 'SUCCESS',
    method: 'WALLET',
    objectType: 'appointment',
    relatedId: appt.id,
    description: `Refund: ${why} consultation with ${doctorName} on ${formatLongDate(appt.startsAt)} at ${appt.localTime}`,
    balanceBefore: result.to.before,
    balanceAfter: result.to.after,
    postingId: result.postingId,
    now,
  });
}

async function payout(trx: Transaction<Database>, appt: AppointmentRecord, patientName: string, now: Date): Promise<void> {
  if (appt.fee <= 0) return;
  const result = await post(trx, {
    idempotencyKey: `appointment:${appt.id}:payout`,
    kind: 'doctor_payout',
    amount: appt.fee,
    from: ESCROW_ACCOUNT,
    to: walletAccountId(appt.doctorId),
    relatedType: 'appointment',
    relatedId: appt.id,
    now,
  });
  await insertTransaction(trx, {
    userId: appt.doctorId,
    type: 'credit',
    amount: appt.fee,
    currency: appt.currency,
    status: 'SUCCESS',
    method: 'WALLET',
    objectType: 'appointment',
    relatedId: appt.id,
    description: `Consultation fee: ${patientName} on ${formatLongDate(appt.startsAt)} at ${appt.localTime}`,
    balanceBefore: result.to.before,
    balanceAfter: result.to.after,
    postingId: result.postingId,
    now,
  });
}

async function nameOf(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? 'your doctor';
}

/**
 * One status change as a compare-and-swap: `UPDATE ... WHERE id AND owner AND status = <expected>`. The
 * money that goes with it (refund or payout) and the jobs it calls for are in the same transaction, so the
 * loser of a race changes nothing at all. Someone else's appointment answers 404, like an unknown one.
 */
export async function changeAppointmentStatus(db: Db, appointmentId: string, change: StatusChange, now: Date): Promise<AppointmentRecord> {
  const owner = change.to === 'CANCELLED' ? 'patient_id' : 'doctor_id';
  const expected: AppointmentStatusColumn = change.to === 'COMPLETED' ? 'ACCEPTED' : 'PENDING';
  const at = now.toISOString();
  if (change.to === 'COMPLETED') await ensureWallet(db, change.actorId, now);
  return withTransaction(db, async (trx) => {
    let q = trx
      .updateTable('appointments')
      .set({
        status: change.to,
        updated_at: at,
        ...(change.to === 'ACCEPTED' ? { accept_instructions: change.instructions } : {}),
        ...(change.to === 'REJECTED' ? { reject_reason: change.reason } : {}),
        ...(change.to === 'CANCELLED' ? { cancellation_reason: change.reason } : {}),
      })
      .where('id', '=', appointmentId)
      .where(owner, '=', change.actorId);
    if (change.to === 'CANCELLED') {
      // Issue 50 item 5 (ADR 200): a patient cancels a pending visit, or an accepted one more than
      // CANCEL_NOTICE_HOURS ahead; both with a full refund.
      const cutOff = new Date(now.getTime() + CANCEL_NOTICE_MS).toISOString();
      q = q.where((eb) => eb.or([eb('status', '=', 'PENDING'), eb.and([eb('status', '=', 'ACCEPTED'), eb('starts_at', '>', cutOff)])]));
    } else q = q.where('status', '=', expected);
    // A consultation is completed once it has started, not before.
    if (change.to === 'COMPLETED') q = q.where('starts_at', '<=', at);
    const updated = await q.returningAll().executeTakeFirst();
    if (updated === undefined) {
      const current = await trx.selectFrom('appointments').select(['status', 'starts_at']).where('id', '=', appointmentId).where(owner, '=', change.actorId).executeTakeFirst();
      if (current === undefined) throw appointmentNotFound();
      if (change.to === 'COMPLETED' && current.status === 'ACCEPTED') throw statusNotYet(current.starts_at);
      if (change.to === 'CANCELLED' && current.status === 'ACCEPTED') throw tooLateToCancel();
      throw statusConflict(current.status, change.to);
    }
    const appt = toRecord(updated);
    const jobs: NewJob[] = [];
    if (change.to === 'REJECTED' || change.to === 'CANCELLED') {
      jobs.push(await endWithRefund(trx, appt, await nameOf(trx, appt.doctorId), change.to === 'REJECTED' ? 'rejected' : 'cancelled', now));
    } else if (change.to === 'ACCEPTED') {
      jobs.push(notifyJob('accepted', appt.id, now, {}, appt.startsAt));
      const start = Date.parse(appt.startsAt);
      for (const r of REMINDER_LEADS) {
        const runAt = start - r.ms;
        // A reminder whose moment has passed is not sent late: the next one (or the visit) is near.
        if (runAt > now.getTime()) jobs.push({ kind: 'appointment.reminder', payload: { appointmentId: appt.id, lead: r.lead }, runAt: new Date(runAt), dedupeKey: `reminder:${appt.id}:${r.lead}@${appt.startsAt}@${now.toISOString()}` });
      }
    } else {
      await payout(trx, appt, await nameOf(trx, appt.patientId), now);
      // The visit happened: any reminder still queued (a seeded or late completion) has nothing to remind of.
      await cancelPendingJobs(trx, `reminder:${appt.id}:`, now);
      jobs.push(notifyJob('completed', appt.id, now));
    }
    await enqueueJobs(trx, jobs, now);
    return appt;
  });
}

/**
 * An appointment that just left PENDING or ACCEPTED without happening: the fee back to the patient, its reminders
 * (and an unsent "accepted" message) dropped, and the message job that tells both people. In the caller's transaction.
 */
async function endWithRefund(trx: Transaction<Database>, appt: AppointmentRecord, doctorName: string, event: 'rejected' | 'cancelled' | 'suspended', now: Date): Promise<NewJob> {
  await refund(trx, appt, doctorName, event === 'rejected' ? 'declined' : 'cancelled', now);
  await cancelPendingJobs(trx, `reminder:${appt.id}:`, now);
  await cancelPendingJobs(trx, `notify:${appt.id}:accepted`, now);
  return notifyJob(event, appt.id, now);
}

/** What a patient reads as the reason of an appointment a suspension cancelled (the operator's own reason stays theirs). */
const SUSPENSION_CANCELLATION = 'The doctor is not available on Musawo at the moment.';

/**
 * A suspension (ADR 208): every PENDING and ACCEPTED appointment of the doctor cancelled with a full refund, and both
 * people told, inside the suspension's transaction, which holds the doctor's row lock (bookings take it too).
 */
export async function cancelForSuspension(trx: Transaction<Database>, doctorId: string, now: Date): Promise<AppointmentRecord[]> {
  const rows = await trx
    .updateTable('appointments')
    .set({ status: 'CANCELLED', cancellation_reason: SUSPENSION_CANCELLATION, updated_at: now.toISOString() })
    .where('doctor_id', '=', doctorId)
    .where('status', 'in', ACTIVE_STATUSES)
    .returningAll()
    .execute();
  const cancelled = rows.map(toRecord);
  const doctorName = await nameOf(trx, doctorId);
  const jobs: NewJob[] = [];
  for (const appt of cancelled) jobs.push(await endWithRefund(trx, appt, doctorName, 'suspended', now));
  await enqueueJobs(trx, jobs, now);
  return cancelled;
}

const statusNotYet = (startsAt: string) =>
  new AppError(409, 'NOT_STARTED', `This appointment starts on ${formatLongDate(startsAt)} at ${formatTime(startsAt)}: you can mark it completed once it has started.`);

const RESCHEDULE_NOTICE_MS = RESCHEDULE_NOTICE_HOURS * 60 * 60_000;

/** Throws unless the appointment may still be moved: still active, and more than the notice away. */
export function checkReschedulable(appt: { status: AppointmentStatusColumn; startsAt: string }, now: Date): void {
  if (!ACTIVE_STATUSES.includes(appt.status)) throw statusConflict(appt.status, 'RESCHEDULED');
  if (Date.parse(appt.startsAt) <= now.getTime() + RESCHEDULE_NOTICE_MS) throw tooLateToReschedule();
}

export interface RescheduleRequest {
  appointmentId: string;
  patientId: string;
  /** Already checked against the doctor's hours, the past and the horizon (booking-rules). */
  time: BookingTime;
  now: Date;
}

/**
 * Moves a PENDING or ACCEPTED appointment to a new time with the same doctor, in one transaction: lock the
 * doctor's row (as a booking does, so a booking and a reschedule onto one time serialise), refuse an overlap
 * with the doctor's or the patient's other active appointments, then a guarded UPDATE (still the patient's,
 * still active, still more than RESCHEDULE_NOTICE_HOURS away). The fee stays in escrow: no charge, no refund.
 * The appointment goes back to PENDING for the doctor to accept again; pending reminders and an unsent
 * "accepted" message are cancelled, and both people are told.
 */
export async function rescheduleAppointment(db: Db, req: RescheduleRequest): Promise<AppointmentRecord> {
  const at = req.now.toISOString();
  const cutOff = new Date(req.now.getTime() + RESCHEDULE_NOTICE_MS).toISOString();
  try {
    return await withTransaction(db, async (trx) => {
      const before = await trx.selectFrom('appointments').selectAll().where('id', '=', req.appointmentId).where('patient_id', '=', req.patientId).executeTakeFirst();
      if (before === undefined) throw appointmentNotFound();
      checkReschedulable({ status: before.status, startsAt: before.starts_at }, req.now);
      await trx
        .updateTable('doctor_profiles')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('user_id', '=', before.doctor_id)
        .execute();
      if (before.starts_at === req.time.startsAt.toISOString()) throw sameTime();
      if (await overlapping(trx, 'doctor_id', before.doctor_id, req.time, before.id)) throw slotTaken();
      if (await overlapping(trx, 'patient_id', req.patientId, req.time, before.id)) throw patientBusy(req.time.localTime);
      const updated = await trx
        .updateTable('appointments')
        .set({
          status: 'PENDING',
          local_date: req.time.localDate,
          local_time: req.time.localTime,
          starts_at: req.time.startsAt.toISOString(),
          ends_at: req.time.endsAt.toISOString(),
          accept_instructions: null,
          updated_at: at,
        })
        .where('id', '=', before.id)
        .where('patient_id', '=', req.patientId)
        .where('status', 'in', ACTIVE_STATUSES)
        .where('starts_at', '>', cutOff)
        .returningAll()
        .executeTakeFirst();
      if (updated === undefined) {
        // Changed since it was read (cancelled, rejected, completed): the guarded update says no.
        const current = await trx.selectFrom('appointments').select(['status', 'starts_at']).where('id', '=', before.id).executeTakeFirstOrThrow();
        checkReschedulable({ status: current.status, startsAt: current.starts_at }, req.now);
        throw statusConflict(current.status, 'RESCHEDULED');
      }
      await cancelPendingJobs(trx, `reminder:${before.id}:`, req.now);
      await cancelPendingJobs(trx, `notify:${before.id}:accepted`, req.now);
      await enqueueJobs(trx, [notifyJob('rescheduled', before.id, req.now, { from: `${formatLongDate(before.starts_at)} at ${before.local_time}` }, updated.starts_at)], req.now);
      return toRecord(updated);
    });
  } catch (err) {
    // The partial unique indexes stand behind the overlap checks, as for a booking.
    if (!isUniqueViolation(err)) throw err;
    const which = violated(err);
    if (which === 'patient') throw patientBusy(req.time.localTime);
    if (which === 'doctor') throw slotTaken();
    throw err;
  }
}
