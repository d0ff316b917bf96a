// Demo wallet and appointments (DESIGN §6): the patient's 500,000 UGX and three appointments with the demo
// doctor (one COMPLETED and paid out, one ACCEPTED, one PENDING), made through the same repository calls as
// real requests with the clock set to when they would have happened, so every shilling is a real posting.
import { kampalaDate, kampalaInstant, weekdayOf } from '@musawo/shared/contracts';
import { bookAppointment, changeAppointmentStatus } from '../appointments/appointments-repo';
import { parseBookingTime } from '../appointments/booking-rules';
import { cancelPendingJobs } from '../jobs/jobs-repo';
import { recordDeposit } from '../wallet/deposits';
import { DEMO_DOCTOR, DEMO_PATIENT, type DemoDataHook } from './demo-data';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The first Monday-Friday Kampala date at least `offsetDays` away (negative: the latest one that far back). */
function workday(from: Date, offsetDays: number): string {
  const step = offsetDays >= 0 ? 1 : -1;
  let t = from.getTime() + offsetDays * DAY_MS;
  for (;;) {
    const date = kampalaDate(t);
    if (!['Saturday', 'Sunday'].includes(weekdayOf(date))) return date;
    t += step * DAY_MS;
  }
}

export const appointmentsDemoHook: DemoDataHook = {
  name: 'wallet-and-appointments',
  async run(ctx, accounts) {
    const now = ctx.now();
    const doctorName = DEMO_DOCTOR.name;
    const visits = [
      { date: workday(now, -6), time: '10:00', note: 'Recurring headaches for two weeks, worse in the afternoon.', mode: 'in_person' as const, end: 'COMPLETED' as const },
      { date: workday(now, 2), time: '10:00', note: 'Follow-up on my blood pressure readings.', mode: 'in_person' as const, end: 'ACCEPTED' as const },
      { date: workday(now, 4), time: '14:30', note: 'Persistent dry cough and mild fever since Sunday.', mode: 'online' as const, end: 'PENDING' as const },
    ];
    let fees = 0;
    // An opening top-up a month ago, the visits paid from it, and a later top-up that brings the wallet back to
    // the documented 500,000 UGX.
    // The journey server asks for more (DEMO_WALLET_UGX, never in production): its many journeys all book as her.
    const asked = process.env.NODE_ENV === 'production' ? NaN : Number(process.env.DEMO_WALLET_UGX);
    await recordDeposit(ctx.db, {
      userId: accounts.patientId,
      amount: Number.isSafeInteger(asked) && asked > 0 ? asked : DEMO_PATIENT.walletBalanceUgx,
      method: 'MTN_MOMO',
      description: `Wallet top-up from MTN Mobile Money ${DEMO_PATIENT.phone}`,
      idempotencyKey: `demo:${accounts.patientId}:opening`,
      now: new Date(now.getTime() - 30 * DAY_MS),
    });
    for (const [i, visit] of visits.entries()) {
      const time = parseBookingTime(visit.date, visit.time);
      const bookedAt = new Date(Math.min(time.startsAt.getTime() - 2 * DAY_MS, now.getTime() - (visits.length - i) * HOUR_MS));
      const { appointment } = await bookAppointment(ctx.db, { patientId: accounts.patientId, doctorId: accounts.doctorId, doctorName, time, note: visit.note, visitMode: visit.mode, idempotencyKey: undefined, now: bookedAt });
      fees += appointment.fee;
      if (visit.end !== 'PENDING') {
        await changeAppointmentStatus(ctx.db, appointment.id, { to: 'ACCEPTED', actorId: accounts.doctorId, instructions: 'Please arrive 10 minutes early and bring any previous test results.' }, new Date(bookedAt.getTime() + HOUR_MS));
      }
      if (visit.end === 'COMPLETED') await changeAppointmentStatus(ctx.db, appointment.id, { to: 'COMPLETED', actorId: accounts.doctorId }, new Date(time.endsAt.getTime() + HOUR_MS));
      // The history is seeded, not happening: nobody should get a "new booking" message for it at start-up.
      await cancelPendingJobs(ctx.db, `notify:${appointment.id}`, now);
    }
    if (fees > 0) await recordDeposit(ctx.db, {
      userId: accounts.patientId,
      amount: fees,
      method: 'AIRTEL_MONEY',
      description: `Wallet top-up from Airtel Money ${DEMO_PATIENT.phone}`,
      idempotencyKey: `demo:${accounts.patientId}:second`,
      now: new Date(now.getTime() - HOUR_MS / 2),
    });
    ctx.log.info({ appointments: visits.length, start: kampalaInstant(visits[0]?.date ?? kampalaDate(now)).toISOString() }, 'seeded the demo wallet and appointments');
  },
};
