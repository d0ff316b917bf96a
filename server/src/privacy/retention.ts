// Keep no longer than needed (issue 49, ADR 110): what the retention pass removes, and after how long. It runs on
// the job runner's loop once a day per process (every rule is a plain delete of rows past their time, so two
// processes running it at once do no harm). Rate-limit counters are not here: they expire by themselves (Redis TTL,
// or the in-process limiter's own timers). Nothing clinical goes before CLINICAL_YEARS after the visit.
import type { Db } from '../db/create-db';
import type { FileStore } from '../consult/file-store';
import type { JobRunner } from '../jobs/job-runner';
import { DAY } from '../lib/time';

/** The schedule, in days after the row's own end (expiry, revocation, sending, finishing). ADR 110 quotes it. */
const RETENTION_DAYS = {
  /** One-time codes: after they expire (5 minutes after sending); a day's grace for support questions. */
  otpCodes: 1,
  /** Password-reset links: after they expire (1 hour). */
  passwordResets: 1,
  /** Sign-ins: refresh tokens after they expire or are revoked (device names, times). */
  sessions: 30,
  /** Operators' idle clocks: a day after their last use (they end after 30 minutes). */
  operatorSessions: 1,
  /** The development outbox's copies of messages sent (production keeps none). */
  outbox: 30,
  /** Finished jobs (their payloads hold ids and what was sent): after they finished. */
  jobs: 90,
  /** USSD menu sessions: after they expire (180 s). */
  ussdSessions: 1,
  /** "Download my data" zips never downloaded: after their link expired (1 hour). */
  dataExports: 0,
  /** Rejected doctors' applications, their details and their licence copy: after the decision (time to ask why). */
  rejectedApplications: 90,
} as const;

/** Consultation messages, files and notes are kept this long after the visit (ADR 110), then removed. */
export const CLINICAL_YEARS = 10;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

/** Where the files the pass removes are kept: consultation files and exports, and doctors' licence copies. */
interface Stores {
  files: FileStore;
  licenceCopies: FileStore;
}

export async function runRetention(db: Db, stores: Stores, now: Date): Promise<Record<string, number>> {
  const { files } = stores;
  const counts: Record<string, number> = {};
  const count = (name: string, result: { numDeletedRows: bigint } | { numUpdatedRows: bigint }) => {
    counts[name] = Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
  };
  count('otp_codes', await db.deleteFrom('otp_codes').where('expires_at', '<', before(now, RETENTION_DAYS.otpCodes)).executeTakeFirst());
  count('password_resets', await db.deleteFrom('password_resets').where('expires_at', '<', before(now, RETENTION_DAYS.passwordResets)).executeTakeFirst());
  const sessionsCut = before(now, RETENTION_DAYS.sessions);
  count(
    'refresh_tokens',
    await db
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', sessionsCut), eb('revoked_at', '<', sessionsCut)]))
      .executeTakeFirst(),
  );
  count('operator_sessions', await db.deleteFrom('operator_sessions').where('last_seen_at', '<', before(now, RETENTION_DAYS.operatorSessions)).executeTakeFirst());
  count('outbox_messages', await db.deleteFrom('outbox_messages').where('created_at', '<', before(now, RETENTION_DAYS.outbox)).executeTakeFirst());
  count('jobs', await db.deleteFrom('jobs').where('status', 'in', ['DONE', 'CANCELLED', 'FAILED']).where('updated_at', '<', before(now, RETENTION_DAYS.jobs)).executeTakeFirst());
  count('ussd_sessions', await db.deleteFrom('ussd_sessions').where('expires_at', '<', before(now, RETENTION_DAYS.ussdSessions)).executeTakeFirst());

  const exportsCut = before(now, RETENTION_DAYS.dataExports);
  const stale = await db.selectFrom('data_exports').select(['id', 'storage_key']).where('expires_at', '<', exportsCut).execute();
  for (const e of stale) await files.delete(e.storage_key);
  count('data_exports', await db.deleteFrom('data_exports').where('expires_at', '<', exportsCut).executeTakeFirst());

  // A rejected application goes whole (the applicant may apply again with the same number); its row first, so the
  // copy is never left referenced, then the copy's row and its bytes.
  const rejected = await db
    .selectFrom('doctor_applications as a')
    .innerJoin('licence_copies as c', 'c.id', 'a.licence_copy_id')
    .select(['a.id', 'a.licence_copy_id', 'c.storage_key'])
    .where('a.status', '=', 'rejected')
    .where('a.decided_at', '<', before(now, RETENTION_DAYS.rejectedApplications))
    .execute();
  for (const r of rejected) {
    await db.deleteFrom('doctor_applications').where('id', '=', r.id).where('status', '=', 'rejected').execute();
    await db.deleteFrom('licence_copies').where('id', '=', r.licence_copy_id).execute();
    await stores.licenceCopies.delete(r.storage_key);
  }
  counts.rejected_applications = rejected.length;

  // Clinical: only visits older than CLINICAL_YEARS; the appointment's bare row stays (the ledger points at it).
  const clinicalCut = new Date(now);
  clinicalCut.setUTCFullYear(clinicalCut.getUTCFullYear() - CLINICAL_YEARS);
  const old = (await db.selectFrom('appointments').select('id').where('starts_at', '<', clinicalCut.toISOString()).execute()).map((a) => a.id);
  let clinical = 0;
  for (let i = 0; i < old.length; i += 500) {
    const ids = old.slice(i, i + 500);
    const attachments = await db.selectFrom('consult_attachments').select('storage_key').where('appointment_id', 'in', ids).execute();
    for (const a of attachments) await files.delete(a.storage_key);
    clinical += Number((await db.deleteFrom('consult_messages').where('appointment_id', 'in', ids).executeTakeFirst()).numDeletedRows);
    await db.deleteFrom('consult_attachments').where('appointment_id', 'in', ids).execute();
    await db.updateTable('consult_rooms').set({ notes: null }).where('appointment_id', 'in', ids).execute();
    await db.updateTable('appointments').set({ note: '' }).where('id', 'in', ids).where('note', '!=', '').execute();
  }
  counts.clinical_messages = clinical;
  return counts;
}

/** Once a day per process, on the job runner's loop. */
export function registerRetention(runner: JobRunner, deps: Stores & { db: Db; now: () => Date; log: { info(obj: object, msg?: string): void } }): void {
  let last = 0;
  runner.onTick('retention', async () => {
    const now = deps.now();
    if (now.getTime() - last < DAY) return;
    last = now.getTime();
    deps.log.info({ removed: await runRetention(deps.db, deps, now) }, 'retention pass');
  });
}
