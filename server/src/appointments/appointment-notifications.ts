// What people are told about appointments, sent by the job runner after the change committed. Each job
// reads the appointment afresh, so a reminder for an appointment that is no longer ACCEPTED is dropped, and
// each person's channel choices (notify_sms / notify_email) are honoured at the moment of sending.
import { formatLongDate, isLanguage, type Language } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob } from '../jobs/jobs-repo';
import type { Clock } from '../lib/time';
import { deliverOnce, type Message, type Recipient, sentence } from '../notify/deliver-once';
import type { ServerText } from '../notify/texts/en';
import type { Notifier } from '../notify/port';
import { textsIn } from '../notify/texts';
import { replyCode } from '../sms-replies/reply-words';
import { ugx } from './appointment-errors';

interface Person extends Recipient {
  name: string;
  /** Each person is written to in their own language (ADR 016). */
  language: Language;
}

interface Loaded {
  status: string;
  startsAt: string;
  time: string;
  fee: number;
  visitMode: string;
  /** Where the doctor sees patients in person: their address, else their city. */
  place: string | null;
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
    .leftJoin('doctor_profiles as dp', 'dp.user_id', 'a.doctor_id')
    .select([
      'a.status',
      'a.starts_at',
      'a.local_time',
      'a.fee',
      'a.visit_mode',
      'd.address as d_address',
      'dp.city as d_city',
      'a.accept_instructions',
      'a.reject_reason',
      'a.cancellation_reason',
      'p.name as p_name',
      'p.email as p_email',
      'p.phone_number as p_phone',
      'p.notify_sms as p_sms',
      'p.notify_email as p_mail',
      'p.language as p_lang',
      'd.name as d_name',
      'd.email as d_email',
      'd.phone_number as d_phone',
      'd.notify_sms as d_sms',
      'd.notify_email as d_mail',
      'd.language as d_lang',
    ])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    status: row.status,
    startsAt: row.starts_at,
    time: row.local_time,
    fee: row.fee,
    visitMode: row.visit_mode,
    place: row.d_address ?? row.d_city ?? null,
    instructions: row.accept_instructions,
    rejectReason: row.reject_reason,
    cancellationReason: row.cancellation_reason,
    patient: { name: row.p_name, email: row.p_email, phone: row.p_phone, sms: row.p_sms === 1, mail: row.p_mail === 1, language: isLanguage(row.p_lang) ? row.p_lang : 'en' },
    doctor: { name: row.d_name, email: row.d_email, phone: row.d_phone, sms: row.d_sms === 1, mail: row.d_mail === 1, language: isLanguage(row.d_lang) ? row.d_lang : 'en' },
  };
}

/** In person (and where) or online, in the person's language (issue 50 item 6). */
function visitLine(person: Person, a: Loaded): string {
  const place = a.place === null || a.place.trim() === '' ? 'none' : a.place.trim();
  return textsIn(person.language).t('visitLine', { mode: a.visitMode, who: person === a.doctor ? 'doctor' : 'patient', place });
}

/** One message to one person, worded in their language. */
function to(person: Person, a: Loaded, subject: ServerText, text: ServerText, values: Record<string, string> = {}): Message {
  const t = textsIn(person.language);
  const lang = person.language;
  const when = t.t('when', { day: formatLongDate(a.startsAt, lang), time: a.time });
  const fee = ugx(a.fee, lang);
  const all = {
    visit: visitLine(person, a),
    when,
    fee,
    doctor: a.doctor.name,
    patient: a.patient.name,
    paid: a.fee > 0 ? 'yes' : 'no',
    paidBack: a.fee > 0 ? t.t('paidBack', { fee }) : '',
    ...values,
  };
  return { to: person, subject: t.t(subject), text: t.t(text, all) };
}

/** The reply a message invites (ADR 205): "Reply C to confirm or X to cancel", "Reply A<code> to accept...";
 * in the SMS copy only, since only an SMS can be answered. */
function withReply(message: Message, person: Person, text: 'replyConfirmCancel' | 'replyAcceptReject', values: Record<string, string> = {}): Message {
  return { ...message, smsOnly: textsIn(person.language).t(text, values) };
}

const reasonOr = (person: Person, reason: string | null): string => sentence(reason ?? textsIn(person.language).t('notGiven'));

function messagesFor(event: string, a: Loaded, payload: Record<string, unknown>): Message[] {
  const { doctor, patient } = a;
  switch (event) {
    case 'booked':
      return [withReply(to(doctor, a, 'bookedDoctorSubject', 'bookedDoctor'), doctor, 'replyAcceptReject', { code: replyCode(String(payload.appointmentId ?? '')) }), to(patient, a, 'bookedPatientSubject', 'bookedPatient')];
    case 'accepted': {
      const instructions = a.instructions === null || a.instructions.trim() === '' ? 'none' : sentence(a.instructions);
      return [to(patient, a, 'acceptedSubject', 'accepted', { instructions })];
    }
    case 'rejected':
      return [to(patient, a, 'rejectedSubject', 'rejected', { reason: reasonOr(patient, a.rejectReason) })];
    case 'cancelled':
      return [
        to(patient, a, 'cancelledSubject', 'cancelledPatient'),
        to(doctor, a, 'cancelledSubject', 'cancelledDoctor', { reason: reasonOr(doctor, a.cancellationReason) }),
      ];
    case 'suspended':
      return [to(patient, a, 'cancelledSubject', 'suspendedPatient'), to(doctor, a, 'cancelledSubject', 'suspendedDoctor')];
    case 'completed':
      return [to(patient, a, 'completedSubject', 'completedPatient'), ...(a.fee > 0 ? [to(doctor, a, 'feeReceivedSubject', 'feeReceived')] : [])];
    case 'rescheduled': {
      const from = (person: Person) => (typeof payload.from === 'string' ? payload.from : textsIn(person.language).t('earlierTime'));
      return [
        to(patient, a, 'movedPatientSubject', 'movedPatient', { from: from(patient) }),
        to(doctor, a, 'movedDoctorSubject', 'movedDoctor', { from: from(doctor) }),
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
    const lead = job.payload.lead === '1h' ? 'hour' : 'day';
    const t = textsIn(a.patient.language);
    await deliverOnce(deps.db, deps.notifier, job, [withReply({
      to: a.patient,
      subject: t.t('reminderSubject', { lead }),
      text: t.t('reminder', { lead, doctor: a.doctor.name, day: formatLongDate(a.startsAt, a.patient.language), time: a.time, visit: visitLine(a.patient, a) }),
    }, a.patient, 'replyConfirmCancel')]);
    return 'done';
  });
}
