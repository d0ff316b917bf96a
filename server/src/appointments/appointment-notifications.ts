// What people are told about appointments, sent by the job runner after the change committed. Each job
// reads the appointment afresh, so a reminder for an appointment that is no longer ACCEPTED is dropped, and
// each person's channel choices (notify_sms / notify_email) are honoured at the moment of sending.
import { formatLongDate } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import type { Clock } from '../lib/time';
import type { Notifier } from '../notify/port';
import { ugx } from './appointment-errors';

interface Person {
  name: string;
  email: string;
  phone: string;
  sms: boolean;
  mail: boolean;
}

interface Loaded {
  status: string;
  startsAt: string;
  time: string;
  fee: number;
  instructions: string | null;
  rejectReason: string | null;
  cancellationReason: string | null;
  patient: Person;
  doctor: Person;
}

async function load(db: Db, appointmentId: string): Promise<Loaded | undefined> {
  const row = await db
    .selectFrom('appointments as a')
    .innerJoin('users as p', 'p.id', 'a.patient_id')
    .innerJoin('users as d', 'd.id', 'a.doctor_id')
    .select([
      'a.status',
      'a.starts_at',
      'a.local_time',
      'a.fee',
      'a.accept_instructions',
      'a.reject_reason',
      'a.cancellation_reason',
      'p.name as p_name',
      'p.email as p_email',
      'p.phone_number as p_phone',
      'p.notify_sms as p_sms',
      'p.notify_email as p_mail',
      'd.name as d_name',
      'd.email as d_email',
      'd.phone_number as d_phone',
      'd.notify_sms as d_sms',
      'd.notify_email as d_mail',
    ])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    status: row.status,
    startsAt: row.starts_at,
    time: row.local_time,
    fee: row.fee,
    instructions: row.accept_instructions,
    rejectReason: row.reject_reason,
    cancellationReason: row.cancellation_reason,
    patient: { name: row.p_name, email: row.p_email, phone: row.p_phone, sms: row.p_sms === 1, mail: row.p_mail === 1 },
    doctor: { name: row.d_name, email: row.d_email, phone: row.d_phone, sms: row.d_sms === 1, mail: row.d_mail === 1 },
  };
}

interface Message {
  to: Person;
  subject: string;
  text: string;
}

async function deliver(notifier: Notifier, message: Message): Promise<void> {
  const sends: Promise<void>[] = [];
  if (message.to.sms) sends.push(notifier.send({ channel: 'sms', to: message.to.phone, text: message.text }));
  if (message.to.mail) sends.push(notifier.send({ channel: 'email', to: message.to.email, subject: message.subject, text: message.text }));
  const results = await Promise.allSettled(sends);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed !== undefined) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
}

function messagesFor(event: string, a: Loaded): Message[] {
  const when = `${formatLongDate(a.startsAt)} at ${a.time}`;
  switch (event) {
    case 'booked':
      return [{ to: a.doctor, subject: 'New appointment request', text: `Musawo: ${a.patient.name} asked for an appointment on ${when}. Open Musawo to accept or decline it.` }];
    case 'accepted':
      return [
        {
          to: a.patient,
          subject: 'Your appointment is confirmed',
          text: `Musawo: ${a.doctor.name} accepted your appointment on ${when}.${a.instructions === null || a.instructions === '' ? '' : ` Instructions: ${a.instructions}`}`,
        },
      ];
    case 'rejected':
      return [
        {
          to: a.patient,
          subject: 'Your appointment was declined',
          text: `Musawo: ${a.doctor.name} could not take your appointment on ${when}. Reason: ${a.rejectReason ?? 'not given'}. ${ugx(a.fee)} is back in your wallet.`,
        },
      ];
    case 'cancelled':
      return [
        { to: a.patient, subject: 'Appointment cancelled', text: `Musawo: your appointment with ${a.doctor.name} on ${when} is cancelled. ${ugx(a.fee)} is back in your wallet.` },
        { to: a.doctor, subject: 'Appointment cancelled', text: `Musawo: ${a.patient.name} cancelled the appointment on ${when}. Reason: ${a.cancellationReason ?? 'not given'}.` },
      ];
    default:
      return [];
  }
}

export function registerAppointmentJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier; now: Clock }): void {
  runner.register('appointment.notify', async (job: ClaimedJob) => {
    const id = String(job.payload.appointmentId ?? '');
    const appointment = await load(deps.db, id);
    if (appointment === undefined) return 'skipped';
    for (const message of messagesFor(String(job.payload.event ?? ''), appointment)) await deliver(deps.notifier, message);
    return 'done';
  });

  runner.register('appointment.reminder', async (job: ClaimedJob) => {
    const id = String(job.payload.appointmentId ?? '');
    const a = await load(deps.db, id);
    // Only for an appointment that is still on and still ahead.
    if (a === undefined || a.status !== 'ACCEPTED' || Date.parse(a.startsAt) <= deps.now().getTime()) return 'skipped';
    const lead = job.payload.lead === '1h' ? 'in 1 hour' : 'tomorrow';
    await deliver(deps.notifier, {
      to: a.patient,
      subject: `Reminder: appointment ${lead}`,
      text: `Musawo reminder: your appointment with ${a.doctor.name} is ${lead}, ${formatLongDate(a.startsAt)} at ${a.time}.`,
    });
    return 'done';
  });
}
