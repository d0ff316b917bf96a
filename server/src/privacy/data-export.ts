// "Download my data" (issue 49, ADR 111): everything Musawo holds about one person, as a zip with a readable page
// (my-data.html), the same as machine-readable JSON (my-data.json) and the consultation attachments' files.
// Every query is scoped to the person: their own rows, and of a shared row (an appointment, a consultation) only what
// concerns them. A patient's own visits come whole (the doctor by name only); a doctor's export holds their side of
// their visits (date, status, fee, what they wrote) but not the patients' names, reasons or messages: those are the
// patients' data, which each patient downloads for themselves.
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../db/create-db';
import type { FileStore } from '../consult/file-store';
import { listAccessFor } from './access-record';

export interface PersonalData {
  generatedAt: string;
  profile: Record<string, unknown>;
  doctorProfile: Record<string, unknown> | null;
  signIns: Record<string, unknown>[];
  appointments: Record<string, unknown>[];
  consultationMessages: Record<string, unknown>[];
  attachments: Record<string, unknown>[];
  notes: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  transactions: Record<string, unknown>[];
  topUps: Record<string, unknown>[];
  topUpPhones: Record<string, unknown>[];
  payouts: Record<string, unknown>[];
  notificationsSent: Record<string, unknown>[];
  consents: Record<string, unknown>[];
  accessRecord: Record<string, unknown>[];
}

/** The kinds of data, in the order the page shows them (the test checks each is there). */
export const EXPORT_SECTIONS = [
  'profile', 'doctorProfile', 'signIns', 'appointments', 'consultationMessages', 'attachments', 'notes', 'reviews', 'transactions', 'topUps', 'topUpPhones', 'payouts', 'notificationsSent', 'consents', 'accessRecord',
] as const satisfies readonly (keyof PersonalData)[];

const inList = <T>(values: readonly T[]): T[] => (values.length === 0 ? ([null] as T[]) : [...values]);

async function collectPersonalData(db: Db, userId: string, now: Date): Promise<PersonalData> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  // The password's hash and the token cut-off are the account's security, not data about the person.
  const { password_hash: _hash, tokens_valid_after: _cutOff, ...profile } = user;
  const doctorProfile = await db.selectFrom('doctor_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const signIns = await db
    .selectFrom('refresh_tokens')
    .select(['device_name', 'device_type', 'device_os', 'created_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

  const appointmentRows = await db
    .selectFrom('appointments as a')
    .innerJoin('users as d', 'd.id', 'a.doctor_id')
    .leftJoin('appointment_confirmations as c', 'c.appointment_id', 'a.id')
    .select([
      'a.id', 'a.status', 'a.local_date', 'a.local_time', 'a.starts_at', 'a.note', 'a.fee', 'a.currency', 'a.visit_mode', 'a.accept_instructions', 'a.reject_reason',
      'a.cancellation_reason', 'a.created_at', 'a.updated_at', 'a.patient_id', 'd.name as doctor_name', 'c.confirmed_at', 'c.channel as confirmed_by',
    ])
    .where((eb) => eb.or([eb('a.patient_id', '=', userId), eb('a.doctor_id', '=', userId)]))
    .orderBy('a.starts_at', 'asc')
    .execute();
  const appointmentIds = appointmentRows.map((a) => a.id);
  const asPatient = new Set(appointmentRows.filter((a) => a.patient_id === userId).map((a) => a.id));
  const appointments = appointmentRows.map(({ patient_id, doctor_name, note, ...a }) =>
    patient_id === userId ? { ...a, note, role: 'patient', with: doctor_name } : { ...a, role: 'doctor', with: 'a patient' },
  );
  // Of a visit's conversation: all of it for the patient; only their own writing for the doctor.
  const mine = <T extends { appointment_id: string }>(row: T, authorId: string | null) => asPatient.has(row.appointment_id) || authorId === userId;

  const messages = await db
    .selectFrom('consult_messages')
    .select(['id', 'appointment_id', 'sender_id', 'kind', 'body', 'event', 'attachment_id', 'created_at'])
    .where('appointment_id', 'in', inList(appointmentIds))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const consultationMessages = messages.filter((m) => mine(m, m.sender_id)).map(({ sender_id, ...m }) => ({ ...m, from: sender_id === null ? 'Musawo' : sender_id === userId ? 'me' : 'the other party' }));
  const attachments = await db
    .selectFrom('consult_attachments')
    .select(['id', 'appointment_id', 'uploader_id', 'storage_key', 'content_type', 'size', 'file_name', 'created_at'])
    .where('appointment_id', 'in', inList(appointmentIds))
    .orderBy('created_at', 'asc')
    .execute();
  const notes = await db
    .selectFrom('consult_rooms')
    .select(['appointment_id', 'notes', 'phone_request', 'updated_at'])
    .where('appointment_id', 'in', inList(appointmentIds))
    .where('notes', 'is not', null)
    .execute();
  // The doctor wrote the notes of their visits; the patient's own visits' notes are the patient's.
  const reviews = await db
    .selectFrom('reviews')
    .select(['id', 'doctor_id', 'appointment_id', 'rating', 'review_text', 'created_at'])
    .where('patient_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
  const transactions = await db
    .selectFrom('transactions')
    .select(['id', 'reference_number', 'transaction_type', 'amount', 'currency', 'status', 'payment_method', 'object_type', 'related_object_id', 'description', 'balance_before', 'balance_after', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
  const topUps = await db
    .selectFrom('top_ups')
    .select(['id', 'amount', 'currency', 'provider', 'phone', 'status', 'message', 'created_at', 'completed_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
  const topUpPhones = await db.selectFrom('top_up_phones').select(['phone', 'verified_at']).where('user_id', '=', userId).execute();
  const payouts = await db
    .selectFrom('payouts')
    .select(['id', 'amount', 'currency', 'provider', 'phone', 'status', 'message', 'created_at', 'completed_at', 'decision_reason'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

  // Notifications: the jobs that sent messages about the person's appointments and payments (which went out, when),
  // and, outside production, the messages themselves as the outbox kept them.
  const related = new Set([...appointmentIds, ...topUps.map((t) => t.id), ...payouts.map((p) => p.id)]);
  const jobs = await db
    .selectFrom('jobs')
    .select(['kind', 'payload', 'status', 'updated_at'])
    .where('kind', 'in', ['appointment.notify', 'appointment.reminder', 'consult.notify', 'top-up.notify', 'payout.notify'])
    .where('status', '=', 'DONE')
    .execute();
  const notificationsSent: Record<string, unknown>[] = [];
  for (const j of jobs) {
    const payload = JSON.parse(j.payload) as Record<string, unknown>;
    const about = String(payload.appointmentId ?? payload.topUpId ?? payload.payoutId ?? '');
    if (!related.has(about)) continue;
    // A "new message" notice goes to one party: only the person's own.
    if (j.kind === 'consult.notify' && payload.recipientId !== userId) continue;
    notificationsSent.push({ kind: j.kind, event: payload.event ?? payload.lead ?? null, about, sentAt: j.updated_at });
  }
  const outbox = await db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('recipient', 'in', [user.email, user.phone_number])
    .orderBy('created_at', 'asc')
    .execute();
  notificationsSent.push(...outbox.map((m) => ({ kind: 'message', channel: m.channel, to: m.recipient, subject: m.subject, text: m.body, sentAt: m.created_at })));

  const consents = await db.selectFrom('consents').select(['kind', 'version', 'channel', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
  const access = await listAccessFor(db, userId, { limit: 100_000 });

  return {
    generatedAt: now.toISOString(),
    profile,
    doctorProfile: doctorProfile ?? null,
    signIns,
    appointments,
    consultationMessages,
    attachments: attachments.filter((a) => mine(a, a.uploader_id)).map(({ storage_key: _key, uploader_id, ...a }) => ({ ...a, sentBy: uploader_id === userId ? 'me' : 'the other party', file: `attachments/${a.id}-${a.file_name}` })),
    notes,
    reviews,
    transactions,
    topUps,
    topUpPhones,
    payouts,
    notificationsSent,
    consents,
    accessRecord: access.results,
  };
}

const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TITLES: Record<(typeof EXPORT_SECTIONS)[number], string> = {
  profile: 'Profile',
  doctorProfile: 'Doctor profile',
  signIns: 'Sign-ins and devices',
  appointments: 'Appointments',
  consultationMessages: 'Consultation messages',
  attachments: 'Attachments',
  notes: "Doctors' notes",
  reviews: 'Reviews',
  transactions: 'Transactions',
  topUps: 'Wallet top-ups',
  topUpPhones: 'Mobile money numbers',
  payouts: 'Withdrawals',
  notificationsSent: 'Notifications sent',
  consents: 'Consents',
  accessRecord: 'Who saw my record',
};

function table(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '<p>Nothing.</p>';
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) => escapeHtml(typeof v === 'object' && v !== null ? JSON.stringify(v) : v);
  return `<table><thead><tr>${columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** The readable page: one section per kind of data, every value escaped (the person's own text is never HTML). */
function renderExportHtml(data: PersonalData): string {
  const sections = EXPORT_SECTIONS.map((key) => {
    const value = data[key];
    const rows = Array.isArray(value) ? value : value === null ? [] : [value];
    return `<section id="${key}"><h2>${TITLES[key]}</h2>${table(rows)}</section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>My data on Musawo</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:70rem}table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head><body><h1>My data on Musawo</h1><p>Made ${escapeHtml(data.generatedAt)}. The same data is in my-data.json; attachments are in the attachments folder.</p>
${sections}
</body></html>`;
}

/** The zip: my-data.html, my-data.json and every attachment's file. */
export async function buildExportZip(db: Db, files: FileStore, userId: string, now: Date): Promise<Uint8Array> {
  const data = await collectPersonalData(db, userId, now);
  const entries: Record<string, Uint8Array> = {
    'my-data.html': strToU8(renderExportHtml(data)),
    'my-data.json': strToU8(JSON.stringify(data, null, 2)),
  };
  const ids = data.attachments.map((a) => String(a.id));
  const stored = await db.selectFrom('consult_attachments').select(['id', 'file_name', 'storage_key']).where('id', 'in', inList(ids)).execute();
  for (const f of stored) {
    const bytes = await files.get(f.storage_key);
    if (bytes !== undefined) entries[`attachments/${f.id}-${f.file_name}`] = new Uint8Array(bytes);
  }
  return zipSync(entries, { level: 6 });
}
