// Issue 32 item 10: a patient moves a PENDING or ACCEPTED appointment to another time with the same doctor.
import { appointmentDateIso, BOOKING_HORIZON_DAYS, kampalaDate } from '@musawo/shared/contracts';
import { type Actor, as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced } from '../../../test/booking-helpers';
import { describeEngines, type Harness } from '../../../test/engines';

const HOUR = 60 * 60_000;
const ALL_DAY = [{ start: '00:00', end: '00:00' }];

/** Kampala date and on-grid time `hours` from the harness clock (rounded up to the half hour). */
function inHours(h: Harness, hours: number): { date: string; time: string } {
  const ms = Math.ceil((h.clock().getTime() + hours * HOUR) / (30 * 60_000)) * 30 * 60_000;
  return { date: kampalaDate(ms), time: new Date(ms + 3 * HOUR).toISOString().slice(11, 16) };
}

describeEngines('appointment/rescheduleAppointment', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  const book = async (patient: Actor, doctor: Actor, date: string, time: string): Promise<string> => {
    const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Cough', appointment_date: appointmentDateIso(date), appointment_time: time }, as(patient));
    if (res.results === undefined) throw new Error('no appointment');
    return res.results.id;
  };
  const reschedule = (who: Actor, appointmentId: string, date: string, time: string) =>
    h().call('appointment', 'rescheduleAppointment', { appointmentId, appointment_date: appointmentDateIso(date), appointment_time: time }, as(who));

  it('moves an ACCEPTED appointment: back to PENDING, the fee carries over (no charge, no refund), both are told', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 40_000, name: 'Dr. Peter Okello' });
    const patient = await createPatient(h(), 100_000);
    const id = await book(patient, doctor, dateAhead(h(), 5), '10:00');
    await h().ok('appointment', 'acceptAppointment', { appointmentId: id, acceptInstructions: 'Come fasting' }, as(doctor));
    await h().app.services.background.idle();
    const postingsBefore = await h().db.selectFrom('ledger_postings').select('id').where('related_id', '=', id).execute();
    const res = await reschedule(patient, id, dateAhead(h(), 6), '14:30');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Appointment rescheduled successfully', results: { id, status: 'PENDING', appointment_time: '14:30', appointment_date: appointmentDateIso(dateAhead(h(), 6)), acceptInstructions: null } });
    expect(await balanceOf(h(), patient)).toBe(60_000);
    expect(await h().db.selectFrom('ledger_postings').select('id').where('related_id', '=', id).execute()).toHaveLength(postingsBefore.length);
    // The reminders of the old time will not be sent.
    const reminders = await h().db.selectFrom('jobs').select('status').where('dedupe_key', 'like', `reminder:${id}:%`).execute();
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((r) => r.status === 'CANCELLED')).toBe(true);
    await h().app.services.background.idle();
    const toPatient = (await h().outbox(patient.phone)).find((m) => /moved/.test(m.body));
    const toDoctor = (await h().outbox(doctor.phone)).find((m) => /moved/.test(m.body));
    expect(toPatient?.body).toMatch(/^Musawo: your appointment with Dr\. Peter Okello is moved from .+ at 10:00 to .+ at 14:30\. Dr\. Peter Okello will confirm the new time\. The UGX 40,000 you paid carries over: nothing more is charged\. In person, at the doctor’s place \(Kampala\)\.$/);
    expect(toDoctor?.body).toMatch(/^Musawo: Aisha Nakato moved their appointment from .+ at 10:00 to .+ at 14:30\. Open Musawo to accept or decline the new time\. In person, at your place \(Kampala\)\.$/);
    // The doctor accepts the new time: the patient is told again, and new reminders are queued.
    await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
    await h().app.services.background.idle();
    expect((await h().outbox(patient.phone)).filter((m) => /accepted your appointment .* at 14:30/.test(m.body))).toHaveLength(1);
    expect(await h().db.selectFrom('jobs').select('id').where('dedupe_key', 'like', `reminder:${id}:%`).where('status', '=', 'PENDING').execute()).toHaveLength(2);
  });

  it('refuses within 24 hours of the start, and a new time the booking rules refuse', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 10_000, slots: [{ start: '08:00', end: '12:00' }] });
    const patient = await createPatient(h(), 50_000);
    const id = await book(patient, doctor, dateAhead(h(), 3), '09:00');
    const outside = await reschedule(patient, id, dateAhead(h(), 4), '12:00');
    expect(outside.body).toMatchObject({ code: 'INVALID_INPUT', message: 'Please select a time within available hours' });
    // The visit must end within the slot: 11:45 + 30 minutes is past 12:00.
    expect((await reschedule(patient, id, dateAhead(h(), 4), '11:45')).body.message).toBe('Please select a time within available hours');
    expect((await reschedule(patient, id, dateAhead(h(), BOOKING_HORIZON_DAYS + 2), '09:00')).body.message).toBe(`Appointments can be booked at most ${BOOKING_HORIZON_DAYS} days ahead.`);
    expect((await reschedule(patient, id, dateAhead(h(), -1), '09:00')).body.message).toBe('Invalid appointment time: Cannot book appointments in the past');
    expect((await reschedule(patient, id, dateAhead(h(), 3), '09:00')).body.message).toBe('Your appointment is already at that time. Choose another date or time.');
    const other = await createPatient(h(), 50_000);
    await book(other, doctor, dateAhead(h(), 4), '10:00');
    const taken = await reschedule(patient, id, dateAhead(h(), 4), '10:00');
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SLOT_TAKEN');
    // Within 24 hours: refused whatever the new time.
    const soonDoctor = await createBookableDoctor(h(), { fee: 10_000, slots: ALL_DAY });
    const soon = inHours(h(), 20);
    const soonId = await book(patient, soonDoctor, soon.date, soon.time);
    const late = await reschedule(patient, soonId, dateAhead(h(), 5), '09:00');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'TOO_LATE', message: 'This appointment starts in less than 24 hours, so it can no longer be rescheduled. Appointments can be rescheduled up to 24 hours before they start.' });
    // Just over 24 hours ahead is still allowed.
    const later = inHours(h(), 25);
    const laterId = await book(patient, soonDoctor, later.date, later.time);
    expect((await reschedule(patient, laterId, dateAhead(h(), 6), '09:00')).status).toBe(200);
    expect(await balanceOf(h(), patient)).toBe(20_000);
  });

  it('only the appointment’s patient may move it, and only while PENDING or ACCEPTED', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 10_000 });
    const patient = await createPatient(h(), 50_000);
    const stranger = await createPatient(h(), 50_000);
    const id = await book(patient, doctor, dateAhead(h(), 7), '09:00');
    expect((await reschedule(stranger, id, dateAhead(h(), 8), '09:00')).status).toBe(404);
    expect((await reschedule(doctor, id, dateAhead(h(), 8), '09:00')).status).toBe(403);
    expect((await h().call('appointment', 'rescheduleAppointment', { appointmentId: id, appointment_date: appointmentDateIso(dateAhead(h(), 8)), appointment_time: '09:00' })).status).toBe(401);
    await h().ok('appointment', 'cancelAppointment', { appointmentId: id, cancellationReason: 'Better' }, as(patient));
    const cancelled = await reschedule(patient, id, dateAhead(h(), 8), '09:00');
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({ code: 'STATUS_CONFLICT', message: 'This appointment is already cancelled, so it can no longer be rescheduled. Refresh to see its current status.' });
  });

  it('50 concurrent reschedules onto one free time: exactly one wins, and the others keep their time', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 5_000, slots: ALL_DAY });
    const patients = await Promise.all(Array.from({ length: 50 }, () => createPatient(h(), 5_000)));
    const ids: string[] = [];
    for (const [i, p] of patients.entries()) ids.push(await book(p, doctor, dateAhead(h(), 10 + Math.floor(i / 40)), `${String(Math.floor((i % 40) / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`));
    const target = dateAhead(h(), 20);
    const results = await Promise.all(patients.map((p, i) => reschedule(p, ids[i] ?? '', target, '15:00')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'SLOT_TAKEN')).toHaveLength(49);
    const there = await h().db.selectFrom('appointments').select('id').where('doctor_id', '=', doctor.id).where('local_date', '=', target).execute();
    expect(there).toHaveLength(1);
  }, 60_000);
});
