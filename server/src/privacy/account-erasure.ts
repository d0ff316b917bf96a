// "Delete my account" (issue 49, ADR 110). The request signs the person out everywhere, cancels their future visits
// with the usual refunds and enqueues the erasure job; the job erases or anonymises every piece of personal data
// within ACCOUNT_ERASURE_DAYS (at once, in practice) and tells the person on their old contacts when it is done.
// What stays, and why, is ADR 110's keep-list: the ledger (money rows, under a pseudonym), the appointments' bare
// rows the ledger points at, the access record and the operators' record (append only, ids and no content), and the
// deletion's own row.
import { randomBytes } from 'node:crypto';
import { ACCOUNT_ERASURE_DAYS, isLanguage, type Language } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';
import { withTransaction } from '../db/with-transaction';
import type { FileStore } from '../consult/file-store';
import { enqueueJobs } from '../jobs/jobs-repo';
import type { ClaimedJob } from '../jobs/jobs-repo';
import type { JobRunner } from '../jobs/job-runner';
import { DAY } from '../lib/time';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';

const ERASE_JOB = 'account.erase';

/** "Deleted account 7K3Q9P": what the ledger's rows and the doctors' statements say instead of the name. */
const newPseudonym = (): string => `Deleted account ${randomBytes(4).toString('hex').toUpperCase()}`;

/** The patient's visits still to come, pending or accepted: a deletion cancels them first. */
export async function futureVisitsOf(db: Db, patientId: string, now: Date): Promise<{ id: string; status: string; starts_at: string }[]> {
  return db
    .selectFrom('appointments')
    .select(['id', 'status', 'starts_at'])
    .where('patient_id', '=', patientId)
    .where('status', 'in', ['PENDING', 'ACCEPTED'])
    .where('starts_at', '>', now.toISOString())
    .execute();
}

/** Records the request and enqueues the erasure, in one transaction; the same request twice changes nothing. */
export async function scheduleErasure(db: Db, userId: string, now: Date): Promise<{ dueBy: string }> {
  const dueBy = new Date(now.getTime() + ACCOUNT_ERASURE_DAYS * DAY).toISOString();
  await withTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('account_deletions')
      .values({ user_id: userId, pseudonym: newPseudonym(), requested_at: now.toISOString(), due_at: dueBy, done_at: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
    // Signed out everywhere now: access tokens issued before this instant are refused, refresh tokens revoked.
    await trx.updateTable('users').set({ tokens_valid_after: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', userId).execute();
    await trx.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    await enqueueJobs(trx, [{ kind: ERASE_JOB, payload: { userId }, runAt: now, dedupeKey: `erase:${userId}` }], now);
  });
  return { dueBy };
}

interface Contact {
  name: string;
  email: string;
  phone: string;
  language: Language;
}

/**
 * Erases or anonymises everything of `userId` but ADR 110's keep-list, in one transaction. Files go after the commit
 * (a crash in between leaves files no row names; the retention job's sweep is not needed for them: the next run of
 * this job deletes them again by key). Answers the contact it erased, once; undefined when already done.
 */
async function eraseAccount(db: Db, files: FileStore, userId: string, now: Date): Promise<Contact | undefined> {
  const fileKeys: string[] = [];
  const contact = await withTransaction(db, async (trx) => {
    const deletion = await trx.selectFrom('account_deletions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (deletion === undefined || deletion.done_at !== null) return undefined;
    const user = await trx.selectFrom('users').select(['name', 'email', 'phone_number', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();
    const pseudonym = deletion.pseudonym;
    const at = now.toISOString();
    const appointmentIds = (await trx.selectFrom('appointments').select('id').where('patient_id', '=', userId).execute()).map((a) => a.id);
    const mine = appointmentIds.length === 0 ? [''] : appointmentIds;

    // Consultations: the conversation, its files and the notes are the patient's health data; none is kept.
    const attachments = await trx.selectFrom('consult_attachments').select('storage_key').where((eb) => eb.or([eb('appointment_id', 'in', mine), eb('uploader_id', '=', userId)])).execute();
    fileKeys.push(...attachments.map((a) => a.storage_key));
    await trx.deleteFrom('consult_messages').where('appointment_id', 'in', mine).execute();
    await trx.deleteFrom('consult_attachments').where((eb) => eb.or([eb('appointment_id', 'in', mine), eb('uploader_id', '=', userId)])).execute();
    await trx.deleteFrom('consult_reads').where((eb) => eb.or([eb('appointment_id', 'in', mine), eb('user_id', '=', userId)])).execute();
    await trx.deleteFrom('consult_rooms').where('appointment_id', 'in', mine).execute();
    // The appointments stay as bare rows (the ledger's postings point at them; the doctor's statement counts them):
    // no reason, no typed text.
    await trx
      .updateTable('appointments')
      .set({ note: '', accept_instructions: null, reject_reason: null, cancellation_reason: null, idempotency_key: null, updated_at: at })
      .where('id', 'in', mine)
      .execute();
    // The ledger stays whole; its lines name the pseudonym instead of the patient (the doctors' fee lines) and no
    // longer the phone a top-up came from.
    await trx
      .updateTable('transactions')
      .set({ description: sql<string>`replace(replace(description, ${user.name}, ${pseudonym}), ${user.phone_number}, 'a mobile money number')` })
      .where((eb) => eb.or([eb('related_object_id', 'in', mine), eb('user_id', '=', userId)]))
      .execute();
    await trx.updateTable('top_ups').set({ phone: 'erased', message: null }).where('user_id', '=', userId).execute();
    await trx.updateTable('payouts').set({ phone: 'erased', message: null }).where('user_id', '=', userId).execute();
    // Reviews keep their rating (the doctor's average) but not the words or who wrote them.
    await trx.updateTable('reviews').set({ patient_id: null, reviewer_name: 'Former patient', review_text: '' }).where('patient_id', '=', userId).execute();

    for (const table of ['refresh_tokens', 'password_resets', 'top_up_phones', 'ussd_pins', 'consents', 'operator_sessions'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    const exports = await trx.selectFrom('data_exports').select('storage_key').where('user_id', '=', userId).execute();
    fileKeys.push(...exports.map((e) => e.storage_key));
    await trx.deleteFrom('data_exports').where('user_id', '=', userId).execute();
    const contacts = [user.email, user.phone_number];
    await trx.deleteFrom('otp_codes').where('target', 'in', contacts).execute();
    await trx.deleteFrom('outbox_messages').where('recipient', 'in', contacts).execute();
    await trx.deleteFrom('ussd_sessions').where('phone_number', '=', user.phone_number).execute();

    // The account's row stays (the ledger's accounts and rows point at it), under the pseudonym, unusable.
    await trx
      .updateTable('users')
      .set({
        name: pseudonym,
        email: `${userId}@deleted.invalid`,
        phone_number: `deleted:${userId}`,
        password_hash: 'erased',
        date_of_birth: null,
        gender: null,
        address: null,
        image_url: null,
        email_verified_at: null,
        phone_verified_at: null,
        notify_sms: 0,
        notify_email: 0,
        notify_marketing: 0,
        external_patient_id: null,
        last_login_at: null,
        tokens_valid_after: at,
        updated_at: at,
      })
      .where('id', '=', userId)
      .execute();
    await trx.updateTable('account_deletions').set({ done_at: at }).where('user_id', '=', userId).execute();
    return { name: user.name, email: user.email, phone: user.phone_number, language: isLanguage(user.language) ? user.language : 'en' } satisfies Contact;
  });
  for (const key of fileKeys) await files.delete(key);
  return contact;
}

export function registerErasureJob(runner: JobRunner, deps: { db: Db; files: FileStore; notifier: Notifier; now: () => Date; log: { warn(obj: object, msg?: string): void } }): void {
  runner.register(ERASE_JOB, async (job: ClaimedJob) => {
    const contact = await eraseAccount(deps.db, deps.files, String(job.payload.userId ?? ''), deps.now());
    if (contact === undefined) return 'skipped';
    // Told on both old contacts, which the database no longer holds: a failed send is not retried (nothing to retry with).
    const t = textsIn(contact.language);
    const text = t.t('accountErased', { name: contact.name });
    for (const message of [
      { channel: 'sms' as const, to: contact.phone, text },
      { channel: 'email' as const, to: contact.email, subject: t.t('accountErasedSubject'), text },
    ]) {
      try {
        await deps.notifier.send(message);
      } catch (err) {
        deps.log.warn({ err, channel: message.channel }, 'the erasure notice was not sent');
      }
    }
    return 'done';
  });
}
