// What people are told about appointments, sent by the job runner after the change committed. Each job
// reads the appointment afresh, so a reminder for an appointment that is no longer ACCEPTED is dropped, and
// each person's channel choices (notify_sms / notify_email) are honoured at the moment of sending.
import { formatLongDate } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import type { Clock } from '../lib/time';
import { deliverOnce, type Message, type Recipient, sentence } from '../notify/deliver-once';
import type { Notifier } from '../notify/port';
import { ugx } from './appointment-errors';

interface Person extends Recipient {
  name: string;
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

const paidLine = (a: Loaded): string => (a.fee > 0 ? ` ${ugx(a.fee)} is back in your wallet.` : '');

function messagesFor(event: string, a: Loaded, payload: Record<string, unknown>): Message[] {
  const when = `${formatLongDate(a.startsAt)} at ${a.time}`;
  const doctor = a.doctor.name;
  const patient = a.patient.name;
  switch (event) {
    case 'booked':
      return [
        { to: a.doctor, subject: 'New appointment request', text: `Musawo: ${patient} asked for an appointment on ${when}. Open Musawo to accept or decline it.` },
        {
          to: a.patient,
          subject: 'Your appointment request was sent',
          text: `Musawo: your appointment request with ${doctor} on ${when} was sent.${a.fee > 0 ? ` ${ugx(a.fee)} was paid from your wallet.` : ''} We will tell you when ${doctor} accepts it. If it is declined, ${a.fee > 0 ? 'the money comes back to your wallet' : 'you can book another time'}.`,
        },
      ];
    case 'accepted':
      return [
        {
          to: a.patient,
          subject: 'Your appointment is confirmed',
          text: `Musawo: ${doctor} accepted your appointment on ${when}.${a.instructions === null || a.instructions.trim() === '' ? '' : ` Instructions: ${sentence(a.instructions)}`}`,
        },
      ];
    case 'rejected':
      return [
        {
          to: a.patient,
          subject: 'Your appointment was declined',
          text: `Musawo: ${doctor} could not take your appointment on ${when}. Reason: ${sentence(a.rejectReason ?? 'not given')}${paidLine(a)}`,
        },
      ];
    case 'cancelled':
      return [
        { to: a.patient, subject: 'Appointment cancelled', text: `Musawo: your appointment with ${doctor} on ${when} is cancelled.${paidLine(a)}` },
        { to: a.doctor, subject: 'Appointment cancelled', text: `Musawo: ${patient} cancelled the appointment on ${when}. Reason: ${sentence(a.cancellationReason ?? 'not given')}` },
      ];
    case 'completed':
      return [
        { to: a.patient, subject: 'Appointment completed', text: `Musawo: ${doctor} marked your appointment on ${when} as completed. You can rate your visit in Musawo.` },
        ...(a.fee > 0 ? [{ to: a.doctor, subject: 'Consultation fee received', text: `Musawo: ${ugx(a.fee)} for your appointment with ${patient} on ${when} is now in your wallet.` }] : []),
      ];
    case 'rescheduled': {
      const from = typeof payload.from === 'string' ? payload.from : 'the earlier time';
      return [
        {
          to: a.patient,
          subject: 'Your appointment was moved',
          text: `Musawo: your appointment with ${doctor} is moved from ${from} to ${when}. ${doctor} will confirm the new time.${a.fee > 0 ? ` The ${ugx(a.fee)} you paid carries over: nothing more is charged.` : ''}`,
        },
        { to: a.doctor, subject: 'Appointment moved', text: `Musawo: ${patient} moved their appointment from ${from} to ${when}. Open Musawo to accept or decline the new time.` },
      ];
    }
    default:
      return [];
  }
}

export function registerAppointmentJobs(runner: JobRunner, deps: { db: Db; notifier: Notifier; now: Clock }): void {
  runner.register('appointment.notify', async (job: ClaimedJob) => {
    const id = String(job.payload.appointmentId ?? '');
    const appointment = await load(deps.db, id);
    if (appointment === undefined) return 'skipped';
    await deliverOnce(deps.db, deps.notifier, job, messagesFor(String(job.payload.event ?? ''), appointment, job.payload));
    return 'done';
  });

  runner.register('appointment.reminder', async (job: ClaimedJob) => {
    const id = String(job.payload.appointmentId ?? '');
    const a = await load(deps.db, id);
    // Only for an appointment that is still on and still ahead.
    if (a === undefined || a.status !== 'ACCEPTED' || Date.parse(a.startsAt) <= deps.now().getTime()) return 'skipped';
    const lead = job.payload.lead === '1h' ? 'in 1 hour' : 'tomorrow';
    await deliverOnce(deps.db, deps.notifier, job, [{
      to: a.patient,
      subject: `Reminder: appointment ${lead}`,
      text: `Musawo reminder: your appointment with ${a.doctor.name} is ${lead}, ${formatLongDate(a.startsAt)} at ${a.time}.`,
    }]);
    return 'done';
  });
}
