// Doctors' applications (issue 47, ADR 209): the rows, the licence copies' rows (their bytes are in a FileStore),
// and the wire shape operators read. The decisions (approve, reject) live in decisions.ts.
import { randomUUID } from 'node:crypto';
import type { DoctorApplication } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';

export interface NewApplication {
  name: string;
  email: string;
  phone: string;
  specialtyId: string;
  district: string;
  facility: string;
  umdpcNumber: string;
  licenceExpiresOn: string;
  licenceCopyId: string;
  language: string;
}

export async function insertLicenceCopy(db: Db, copy: { storageKey: string; contentType: string; size: number }, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('licence_copies').values({ id, storage_key: copy.storageKey, content_type: copy.contentType, size: copy.size, application_id: null, created_at: now.toISOString() }).execute();
  return id;
}

/** Ties an uploaded copy to its application; false when the copy is unknown or another application has it. */
export async function claimLicenceCopy(db: Db, copyId: string, applicationId: string): Promise<boolean> {
  const res = await db.updateTable('licence_copies').set({ application_id: applicationId }).where('id', '=', copyId).where('application_id', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Copies no application claimed, uploaded before `before`: their keys, and their rows gone. */
export async function takeUnclaimedCopies(db: Db, before: Date): Promise<string[]> {
  const rows = await db.selectFrom('licence_copies').select(['id', 'storage_key']).where('application_id', 'is', null).where('created_at', '<', before.toISOString()).limit(100).execute();
  if (rows.length === 0) return [];
  // Guarded: a copy claimed meanwhile stays.
  const gone = await db.deleteFrom('licence_copies').where('id', 'in', rows.map((r) => r.id)).where('application_id', 'is', null).returning('storage_key').execute();
  return gone.map((r) => r.storage_key);
}

export async function insertApplication(db: Db, id: string, a: NewApplication, now: Date): Promise<void> {
  await db
    .insertInto('doctor_applications')
    .values({
      id,
      status: 'pending',
      name: a.name,
      email: a.email,
      phone_number: a.phone,
      specialty_id: a.specialtyId,
      district: a.district,
      facility: a.facility,
      umdpc_number: a.umdpcNumber,
      licence_expires_on: a.licenceExpiresOn,
      licence_copy_id: a.licenceCopyId,
      language: a.language,
      created_at: now.toISOString(),
      decided_at: null,
      decided_by: null,
      reject_reason: null,
      doctor_id: null,
    })
    .execute();
}

/** Which field of an open or approved application, or of a doctor, already has this number or phone. */
export async function findDuplicate(db: Db, umdpcNumber: string, phone: string): Promise<'umdpcNumber' | 'phoneNumber' | undefined> {
  const open = await db
    .selectFrom('doctor_applications')
    .select(['umdpc_number', 'phone_number'])
    .where('status', '<>', 'rejected')
    .where((eb) => eb.or([eb('umdpc_number', '=', umdpcNumber), eb('phone_number', '=', phone)]))
    .execute();
  if (open.some((r) => r.umdpc_number === umdpcNumber)) return 'umdpcNumber';
  if (open.length > 0) return 'phoneNumber';
  const doctor = await db.selectFrom('doctor_profiles').select('user_id').where('umdpc_number', '=', umdpcNumber).executeTakeFirst();
  return doctor === undefined ? undefined : 'umdpcNumber';
}

function query(db: Db) {
  return db
    .selectFrom('doctor_applications as a')
    .innerJoin('specialties as s', 's.id', 'a.specialty_id')
    .innerJoin('licence_copies as l', 'l.id', 'a.licence_copy_id')
    .select([
      'a.id', 'a.status', 'a.name', 'a.email', 'a.phone_number', 'a.specialty_id', 's.name as specialty_name', 'a.district', 'a.facility', 'a.umdpc_number',
      'a.licence_expires_on', 'l.content_type', 'l.size', 'l.storage_key', 'a.language', 'a.created_at', 'a.decided_at', 'a.reject_reason', 'a.doctor_id',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

const toWire = (r: Row): DoctorApplication => ({
  id: r.id,
  status: r.status,
  name: r.name,
  email: r.email,
  phone: r.phone_number,
  specialty: { id: r.specialty_id, name: r.specialty_name },
  district: r.district,
  facility: r.facility,
  umdpcNumber: r.umdpc_number,
  licenceExpiresOn: r.licence_expires_on,
  licenceCopy: { contentType: r.content_type, size: r.size },
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  rejectReason: r.reject_reason,
  doctorId: r.doctor_id,
});

export interface ApplicationRecord {
  wire: DoctorApplication;
  language: string;
  licenceKey: string;
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRecord | undefined> {
  const row = await query(db).where('a.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : { wire: toWire(row), language: row.language, licenceKey: row.storage_key };
}

/** Applications of one status (all when absent), oldest first: the queue is worked from its front. */
export async function listApplications(db: Db, options: { status?: DoctorApplication['status']; cursor?: string; limit: number }): Promise<{ results: DoctorApplication[]; nextCursor: string | null }> {
  let q = query(db).orderBy('a.created_at').orderBy('a.id').limit(options.limit + 1);
  if (options.status !== undefined) q = q.where('a.status', '=', options.status);
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  if (after !== undefined) q = q.where((eb) => eb.or([eb('a.created_at', '>', after.createdAt), eb.and([eb('a.created_at', '=', after.createdAt), eb('a.id', '>', after.id)])]));
  const rows = await q.execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return { results: page.map(toWire), nextCursor: rows.length > options.limit && last !== undefined ? encodeCursor(last.created_at, last.id) : null };
}
