// One booking, whoever asks for it: the web's appointment/create and the USSD menu (issue 48, ADR 204) both call
// this, so the 90-day horizon, the doctor's hours, the overlap checks and the wallet charge are one rule set.
import type { VisitMode } from '@musawo/shared/contracts';
import { findUserById } from '../auth/users-repo';
import type { Db } from '../db/create-db';
import { notFound } from '../errors';
import { type BookingOutcome, bookAppointment } from './appointments-repo';
import { checkBookableWith, parseBookingTime } from './booking-rules';

interface BookFor {
  patientId: string;
  doctorId: string;
  /** The spec's ISO noon of the day, or yyyy-MM-dd. */
  date: string;
  /** HH:MM, Kampala time. */
  time: string;
  note: string;
  visitMode: VisitMode | undefined;
  idempotencyKey: string | undefined;
}

/** Checks and books; the caller kicks the job runner when the outcome is not a replay. */
export async function bookFor(db: Db, request: BookFor, now: Date): Promise<BookingOutcome> {
  const time = parseBookingTime(request.date, request.time);
  const doctor = await findUserById(db, request.doctorId);
  if (doctor === undefined || doctor.userType !== 'doctor') throw notFound('We could not find that doctor.', 'doctorId');
  await checkBookableWith(db, doctor.id, time, now);
  return bookAppointment(db, {
    patientId: request.patientId,
    doctorId: doctor.id,
    doctorName: doctor.name,
    time,
    note: request.note,
    visitMode: request.visitMode,
    idempotencyKey: request.idempotencyKey,
    now,
  });
}
