// A USSD booking that waits for its top-up (issue 48, ADR 204). When the wallet is short on the confirm screen the
// caller approves a mobile-money top-up to the same number and the session ends. Once the top-up settles, a tick
// task books through the same core as the web (bookFor, keyed by the top-up so a repeat books once) and the
// person learns the outcome by SMS: a booking by the usual booked message, anything else by one of ours.
//
// Several processes may run the task at once: the booking is idempotent by its key and only the process whose
// guarded WAITING -> outcome update wins enqueues the message, in the same transaction.
import { isLanguage, type Language } from '@musawo/shared/contracts';
import { bookFor } from '../appointments/book';
import type { Db } from '../db/create-db';
import { withTransaction } from '../db/with-transaction';
import { AppError } from '../errors';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJobs } from '../jobs/jobs-repo';
import type { Clock } from '../lib/time';
import { deliverOnce } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { toGsm7 } from './gsm7';
import { dayLabel, ussdText } from './texts';

type Outcome = 'BOOKED' | 'TAKEN' | 'SHORT' | 'BUSY' | 'FAILED' | 'PAYMENT_FAILED';

const OUTCOME_OF_ERROR: Record<string, Outcome> = { SLOT_TAKEN: 'TAKEN', INSUFFICIENT_FUNDS: 'SHORT', PATIENT_BUSY: 'BUSY' };
const SMS_OF: Record<Exclude<Outcome, 'BOOKED'>, Parameters<typeof ussdText>[1]> = {
  TAKEN: 'afterTopUpTaken',
  SHORT: 'afterTopUpShort',
  BUSY: 'afterTopUpBusy',
  FAILED: 'afterTopUpFailed',
  PAYMENT_FAILED: 'afterTopUpNotPaid',
};
const NOTIFY = 'ussd.after-top-up.notify';
const BATCH = 25;

interface Waiting {
  topUpId: string;
  patientId: string;
  doctorId: string;
  date: string;
  time: string;
  lang: Language;
}

/** Remembers what to book when the top-up settles (a repeated request of the same screen changes nothing). */
export async function waitForTopUp(db: Db, booking: Waiting, now: Date): Promise<void> {
  await db
    .insertInto('bookings_after_top_up')
    .values({
      top_up_id: booking.topUpId,
      patient_id: booking.patientId,
      doctor_id: booking.doctorId,
      local_date: booking.date,
      local_time: booking.time,
      language: booking.lang,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('top_up_id').doNothing())
    .execute();
}

/** Books (or tells why not) every waiting booking whose top-up has settled. Answers how many it finished. */
export async function finishBookingsAfterTopUp(deps: { db: Db; now: Clock; jobs: Pick<JobRunner, 'kick'>; log?: { warn(obj: object, msg?: string): void } }): Promise<number> {
  const { db } = deps;
  const rows = await db
    .selectFrom('bookings_after_top_up as b')
    .innerJoin('top_ups as t', 't.id', 'b.top_up_id')
    .select(['b.top_up_id', 'b.patient_id', 'b.doctor_id', 'b.local_date', 'b.local_time', 't.status as top_up_status'])
    .where('b.status', '=', 'WAITING')
    .where('t.status', '!=', 'PENDING')
    .orderBy('b.created_at')
    .limit(BATCH)
    .execute();
  let finished = 0;
  for (const row of rows) {
    let outcome: Outcome = 'PAYMENT_FAILED';
    let appointmentId: string | null = null;
    if (row.top_up_status === 'SUCCESS') {
      try {
        const booked = await bookFor(
          db,
          { patientId: row.patient_id, doctorId: row.doctor_id, date: row.local_date, time: row.local_time, note: 'Booked by USSD', visitMode: undefined, idempotencyKey: `ussd:top-up:${row.top_up_id}` },
          deps.now(),
        );
        outcome = 'BOOKED';
        appointmentId = booked.appointment.id;
      } catch (err) {
        if (!(err instanceof AppError)) {
          // The database was busy or away: this row waits for the next tick, the others go on.
          deps.log?.warn({ err, topUp: row.top_up_id }, 'a booking after a top-up failed; will retry');
          continue;
        }
        outcome = OUTCOME_OF_ERROR[err.code] ?? 'FAILED';
      }
    }
    const at = deps.now();
    const won = await withTransaction(db, async (trx) => {
      const result = await trx
        .updateTable('bookings_after_top_up')
        .set({ status: outcome, appointment_id: appointmentId, finished_at: at.toISOString() })
        .where('top_up_id', '=', row.top_up_id)
        .where('status', '=', 'WAITING')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      // A booking is told by the booked message the booking itself enqueued; anything else by ours.
      if (outcome !== 'BOOKED') await enqueueJobs(trx, [{ kind: NOTIFY, payload: { topUpId: row.top_up_id }, runAt: at, dedupeKey: `notify:after-top-up:${row.top_up_id}` }], at);
      return true;
    });
    if (won) finished += 1;
  }
  if (finished > 0) deps.jobs.kick();
  return finished;
}

/** The SMS of a booking after a top-up that did not happen: why, and that the money is in the wallet. */
export function registerAfterTopUpJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier }): void {
  runner.register(NOTIFY, async (job) => {
    const row = await deps.db
      .selectFrom('bookings_after_top_up as b')
      .innerJoin('users as p', 'p.id', 'b.patient_id')
      .innerJoin('users as d', 'd.id', 'b.doctor_id')
      .select(['b.status', 'b.local_date', 'b.local_time', 'b.language', 'p.phone_number', 'p.email', 'd.name as doctor'])
      .where('b.top_up_id', '=', String(job.payload.topUpId ?? ''))
      .executeTakeFirst();
    if (row === undefined || row.status === 'WAITING' || row.status === 'BOOKED') return 'skipped';
    const lang: Language = isLanguage(row.language) ? row.language : 'en';
    const key = SMS_OF[row.status as Exclude<Outcome, 'BOOKED'>] ?? 'afterTopUpFailed';
    const text = toGsm7(ussdText(lang, key, { doctor: row.doctor, day: dayLabel(lang, row.local_date), time: row.local_time }));
    // Asked for on a phone: answered on that phone, whatever the account's e-mail choices.
    await deliverOnce(deps.db, deps.notifier, job, [{ to: { email: row.email, phone: row.phone_number, sms: true, mail: false }, subject: 'Musawo', text }]);
    return 'done';
  });
}
