// An operator's decision on an application (issue 47, ADR 209). Each is one transaction: the guarded change of the
// application's status (only a pending one changes, so two operators approving at once make one doctor), what
// follows from it (the doctor's account and profile), the entry in the activity record, and the applicant's notice.
import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../auth/users-repo';
import type { Db } from '../db/create-db';
import { conflict, notFound } from '../errors';
import { recordOperatorAction } from '../operators/operators-repo';
import { enqueueApplicationNotice } from './application-notices';

const decided = (status: string) => conflict(`This application was already ${status === 'approved' ? 'approved' : 'rejected'}.`);

/** Moves a pending application to `to`; throws 404 for an unknown one and 409 for one already decided. */
async function decide(trx: Db, id: string, to: 'approved' | 'rejected', operatorId: string, now: Date, reason: string | null): Promise<void> {
  const res = await trx
    .updateTable('doctor_applications')
    .set({ status: to, decided_at: now.toISOString(), decided_by: operatorId, reject_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return;
  const row = await trx.selectFrom('doctor_applications').select('status').where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound('There is no such application.');
  throw decided(row.status);
}

/**
 * Approves: the doctor's account (a password nobody knows until they set theirs with the emailed link; the phone
 * verified by the application's code) and profile, unlisted until they set their hours; the application points to
 * the doctor. The account's email or phone taken since the application was sent is a 409 that changes nothing.
 */
export async function approveApplication(db: Db, input: { applicationId: string; operatorId: string; passwordHash: string }, now: Date): Promise<string> {
  try {
    return await db.transaction().execute(async (trx) => {
      await decide(trx, input.applicationId, 'approved', input.operatorId, now, null);
      const a = await trx.selectFrom('doctor_applications as a').innerJoin('specialties as s', 's.id', 'a.specialty_id').select(['a.name', 'a.email', 'a.phone_number', 'a.specialty_id', 's.name as specialty_name', 'a.district', 'a.facility', 'a.umdpc_number', 'a.licence_expires_on', 'a.language', 'a.created_at']).where('a.id', '=', input.applicationId).executeTakeFirstOrThrow();
      const taken = await trx.selectFrom('users').select(['email', 'phone_number']).where((eb) => eb.or([eb('email', '=', a.email), eb('phone_number', '=', a.phone_number)])).executeTakeFirst();
      if (taken !== undefined) throw conflict(taken.email === a.email ? 'Another account already uses this applicant’s email.' : 'Another account already uses this applicant’s phone number.');
      const doctorId = randomUUID();
      const at = now.toISOString();
      await trx
        .insertInto('users')
        .values({
          id: doctorId,
          user_type: 'doctor',
          name: a.name,
          email: a.email,
          phone_number: a.phone_number,
          password_hash: input.passwordHash,
          date_of_birth: null,
          gender: null,
          address: `${a.facility}, ${a.district}`,
          image_url: null,
          currency: 'UGX',
          email_verified_at: null,
          phone_verified_at: a.created_at,
          external_patient_id: null,
          tokens_valid_after: null,
          last_login_at: null,
          language: a.language,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('doctor_profiles')
        .values({
          user_id: doctorId,
          specialty_name: a.specialty_name,
          specialty_id: a.specialty_id,
          city: a.district,
          umdpc_number: a.umdpc_number,
          licence_expires_on: a.licence_expires_on,
          unlisted_reason: 'awaiting-availability',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx.updateTable('doctor_applications').set({ doctor_id: doctorId }).where('id', '=', input.applicationId).execute();
      await recordOperatorAction(trx, { operatorId: input.operatorId, action: 'application.approve', subjectType: 'application', subjectId: input.applicationId }, now);
      await enqueueApplicationNotice(trx, input.applicationId, 'approved', now);
      return doctorId;
    });
  } catch (err) {
    // A doctor with this registration number, email or phone made at the same moment: the unique indexes decide.
    if (isUniqueViolation(err)) throw conflict('Another account already uses this applicant’s email, phone or registration number.');
    throw err;
  }
}

/** Rejects with the reason the applicant receives. */
export async function rejectApplication(db: Db, input: { applicationId: string; operatorId: string; reason: string }, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await decide(trx, input.applicationId, 'rejected', input.operatorId, now, input.reason);
    await recordOperatorAction(trx, { operatorId: input.operatorId, action: 'application.reject', subjectType: 'application', subjectId: input.applicationId, reason: input.reason }, now);
    await enqueueApplicationNotice(trx, input.applicationId, 'rejected', now);
  });
}
