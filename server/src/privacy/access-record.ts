// The access record (issue 49, ADR 109): every read and write of a patient's clinical data (an appointment's reason,
// consultation messages, attachments, the doctor's notes) by anyone other than that patient. This module is its only
// writer and has no update or delete of it. Rows form one hash chain: each row's hash covers its content and the
// previous row's hash, so `verifyAccessChain` finds a row that was edited, deleted or inserted out of turn.
//
// Appends are serialised so the chain has no fork: on SQLite every write transaction starts with BEGIN IMMEDIATE
// (one writer at a time); on PostgreSQL the transaction takes an advisory lock first. The primary key on `seq`
// backs both: two writers can never take the same place in the chain.
import type { AccessEntry, Appointment } from '@musawo/shared/contracts';
import { type Selectable, sql, type Transaction } from 'kysely';
import { type Db, engineOf } from '../db/create-db';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/with-transaction';
import { sha256Hex } from '../lib/secrets';

/** The hash before the first row. */
const GENESIS_HASH = '0'.repeat(64);
/** An arbitrary constant naming the chain's advisory lock on PostgreSQL. */
const CHAIN_LOCK = 490_109;

type AccessChannel = 'web' | 'live' | 'file' | 'sms' | 'ussd' | 'console';
/** appointment: its reason (and notes once written); consultation: the room's messages; attachment; notes; message. */
type AccessData = 'appointment' | 'consultation' | 'attachment' | 'notes' | 'message';

interface Access {
  patientId: string;
  action: 'read' | 'write';
  data: AccessData;
  appointmentId: string;
  subjectId?: string;
  channel: AccessChannel;
}

/** A doctor's access: the reason is always their appointment with the patient. */
interface DoctorAccess extends Access {
  actor: { id: string; role: 'doctor'; name: string };
}

/** An operator's access (there is no operator read of clinical data yet): a typed reason is required. */
interface OperatorAccess extends Omit<Access, 'appointmentId'> {
  appointmentId?: string;
  actor: { id: string; role: 'operator'; name: string };
  reason: string;
}

export type AccessEvent = DoctorAccess | OperatorAccess;

/** At least this many characters of a typed reason: "x" is not a reason. */
const OPERATOR_REASON_MIN = 10;

export class MissingReasonError extends Error {
  constructor() {
    super(`An operator must type a reason of at least ${OPERATOR_REASON_MIN} characters before clinical data is shown.`);
  }
}

/** A row as the chain hashes it: every column but its own hash. */
type ChainRow = Omit<Selectable<Database['access_record']>, 'hash'>;

/** The row's hash: sha256 over its fields in a fixed order (JSON, so no field can run into the next) and the previous hash. */
function hashRow(r: ChainRow): string {
  return sha256Hex(
    JSON.stringify([r.seq, r.patient_id, r.actor_id, r.actor_role, r.actor_name, r.action, r.data, r.appointment_id, r.subject_id, r.channel, r.reason, r.created_at, r.prev_hash]),
  );
}

function reasonOf(event: AccessEvent): string {
  if (event.actor.role === 'doctor') return 'appointment';
  const reason = (event as OperatorAccess).reason.trim();
  if (reason.length < OPERATOR_REASON_MIN) throw new MissingReasonError();
  return reason;
}

async function appendIn(trx: Transaction<Database>, events: readonly AccessEvent[], now: Date): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(trx);
  const tail = await trx.selectFrom('access_record').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  let seq = tail === undefined ? 0 : Number(tail.seq);
  let prev = tail?.hash ?? GENESIS_HASH;
  const at = now.toISOString();
  for (const event of events) {
    seq += 1;
    const row: ChainRow = {
      seq,
      patient_id: event.patientId,
      actor_id: event.actor.id,
      actor_role: event.actor.role,
      actor_name: event.actor.name,
      action: event.action,
      data: event.data,
      appointment_id: event.appointmentId ?? null,
      subject_id: event.subjectId ?? null,
      channel: event.channel,
      reason: reasonOf(event),
      created_at: at,
      prev_hash: prev,
    };
    const hash = hashRow(row);
    await trx.insertInto('access_record').values({ ...row, hash }).execute();
    prev = hash;
  }
}

/**
 * Appends `events` to the chain in one transaction. `alsoInTransaction` runs in the same transaction first (an
 * operator's action record, ADR 107), so the access and what caused it commit together.
 */
export async function recordAccess(db: Db, events: readonly AccessEvent[], now: Date, alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  for (const e of events) reasonOf(e);
  if (events.length === 0) return;
  await withTransaction(db, async (trx) => {
    if (alsoInTransaction !== undefined) await alsoInTransaction(trx);
    await appendIn(trx, events, now);
  });
}

/** The doctor's name as the record keeps it (the record outlives a renamed or erased doctor's account). */
async function doctorActor(db: Db, doctorId: string): Promise<DoctorAccess['actor']> {
  const row = await db.selectFrom('users').select('name').where('id', '=', doctorId).executeTakeFirst();
  return { id: doctorId, role: 'doctor', name: row?.name ?? 'Doctor' };
}

/** What the patient sees in "Who saw my record": their own entries, newest first. */
export async function listAccessFor(db: Db, patientId: string, options: { before?: number; limit: number }): Promise<{ results: AccessEntry[]; nextCursor: string | null }> {
  let query = db.selectFrom('access_record').selectAll().where('patient_id', '=', patientId);
  if (options.before !== undefined) query = query.where('seq', '<', options.before);
  const rows = await query.orderBy('seq', 'desc').limit(options.limit + 1).execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    results: page.map((r) => ({
      id: String(r.seq),
      who: { role: r.actor_role, name: r.actor_name },
      action: r.action,
      data: r.data,
      appointmentId: r.appointment_id,
      channel: r.channel,
      reason: r.actor_role === 'doctor' ? null : r.reason,
      at: r.created_at,
    })),
    nextCursor: rows.length > options.limit && last !== undefined ? String(last.seq) : null,
  };
}

export type ChainCheck = { ok: true; rows: number; head: string | null } | { ok: false; rows: number; seq: number; problem: 'edited' | 'missing' | 'out-of-order' };

/** Walks the whole chain in order, a page at a time; the first broken row, or ok. */
export async function verifyAccessChain(db: Db, pageSize = 5_000): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let expected = 1;
  let rows = 0;
  let head: string | null = null;
  for (;;) {
    const page = await db.selectFrom('access_record').selectAll().where('seq', '>=', expected).orderBy('seq', 'asc').limit(pageSize).execute();
    for (const r of page) {
      const seq = Number(r.seq);
      if (seq !== expected) return { ok: false, rows, seq: expected, problem: 'missing' };
      if (r.prev_hash !== prev) return { ok: false, rows, seq, problem: 'out-of-order' };
      if (hashRow({ ...r, seq }) !== r.hash) return { ok: false, rows, seq, problem: 'edited' };
      prev = r.hash;
      head = `${seq}:${r.hash}`;
      expected += 1;
      rows += 1;
    }
    if (page.length < pageSize) return { ok: true, rows, head };
  }
}

/**
 * The one call every clinical read or write path makes: records the access when the caller is a doctor (the
 * appointment's own doctor: the paths check that before anything is shown), and nothing when the caller is the
 * patient. The doctor's name is read here, so callers pass only ids.
 */
export async function recordClinicalAccess(
  db: Db,
  caller: { id: string; userType: string },
  access: Access,
  now: Date,
): Promise<void> {
  await recordClinicalAccesses(db, caller, [access], now);
}

/** Several accesses of one caller in one append (a doctor's page of appointments: one row per appointment shown). */
export async function recordClinicalAccesses(db: Db, caller: { id: string; userType: string }, accesses: readonly Access[], now: Date): Promise<void> {
  if (caller.userType !== 'doctor') return;
  const others = accesses.filter((a) => a.patientId !== caller.id);
  if (others.length === 0) return;
  const actor = await doctorActor(db, caller.id);
  await recordAccess(db, others.map((a) => ({ ...a, actor })), now);
}

/** Reads of appointments' reasons as the wire carries them (the patient's id is always set by the server's views). */
export function appointmentReads(appointments: readonly Appointment[]): Access[] {
  return appointments.flatMap((a) => (a.patientId.id === undefined ? [] : [{ patientId: a.patientId.id, action: 'read' as const, data: 'appointment' as const, appointmentId: a.id, channel: 'web' as const }]));
}

/** Whether the chain still holds the head `seq:hash` an earlier check printed (a removed tail is caught this way). */
export async function checkHead(db: Db, head: string): Promise<'ok' | 'malformed' | 'missing' | 'changed'> {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(head);
  if (match === null) return 'malformed';
  const row = await db.selectFrom('access_record').select('hash').where('seq', '=', Number(match[1])).executeTakeFirst();
  if (row === undefined) return 'missing';
  return row.hash === match[2] ? 'ok' : 'changed';
}
