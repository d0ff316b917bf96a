// Issue 50 item 6: each booking is in person or online, from the ways the doctor sees patients, and every view and
// message of it says which.
import { appointmentDateIso } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import { type Actor, as, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import * as m010 from '../../db/migrations/010-visit-mode';

const HOUR = 60 * 60_000;
/** A check constraint's refusal on each engine (the driver's error, not always this realm's Error under jest's workers). */
const CHECK_FAILED = expect.stringMatching(/^(23514|SQLITE_CONSTRAINT_CHECK)$/) as unknown;

describeEngines('visit modes: in person or online', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  let day = 3;
  const book = (patient: Actor, doctor: Actor, extra: Record<string, unknown> = {}) => {
    day += 1;
    return h().call('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Rash on both arms since Monday', appointment_date: appointmentDateIso(dateAhead(h(), day)), appointment_time: '10:00', ...extra }, as(patient));
  };
  const offer = (doctor: Actor, modes: 'in_person' | 'online' | 'both') => h().db.updateTable('doctor_profiles').set({ visit_modes: modes }).where('user_id', '=', doctor.id).execute();
  /** Listed in the directory (getDoctor answers for doctors with a specialty). */
  const list = async (doctor: Actor) => {
    const id = `visit-mode-${doctor.id}`;
    await h().db.insertInto('specialties').values({ id, name: `Dermatology ${doctor.id}`, image: '/media/specialties/dermatology.svg', created_at: h().clock().toISOString() }).execute();
    await h().db.updateTable('doctor_profiles').set({ specialty_id: id }).where('user_id', '=', doctor.id).execute();
  };
  const modeOf = async (id: string) => (await h().db.selectFrom('appointments').select('visit_mode').where('id', '=', id).executeTakeFirstOrThrow()).visit_mode;

  it('migration 010 gives existing doctors both modes and existing bookings in person, and the engine refuses any other word', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 0 });
    const patient = await createPatient(h());
    const res = await book(patient, doctor, { visitMode: 'online' });
    expect(res.status).toBe(200);
    const id = (res.body as { results: { id: string } }).results.id;
    await expect(sql`update doctor_profiles set visit_modes = 'sometimes' where user_id = ${doctor.id}`.execute(h().db)).rejects.toMatchObject({ code: CHECK_FAILED });
    await expect(sql`update appointments set visit_mode = 'both' where id = ${id}`.execute(h().db)).rejects.toMatchObject({ code: CHECK_FAILED });
    await h().app.services.background.idle();
    // The rows as they were before 010, then 010 again.
    await m010.down(h().db as never);
    await m010.up(h().db as never);
    expect(await h().db.selectFrom('doctor_profiles').select('visit_modes').where('user_id', '=', doctor.id).executeTakeFirstOrThrow()).toEqual({ visit_modes: 'both' });
    expect(await modeOf(id)).toBe('in_person');
  });

  it('books each mode a doctor offering both sees, in person when an older client sends none, and the view carries it', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 0 });
    const patient = await createPatient(h());
    const online = await book(patient, doctor, { visitMode: 'online' });
    const inPerson = await book(patient, doctor, { visitMode: 'in_person' });
    const older = await book(patient, doctor);
    for (const [res, mode] of [[online, 'online'], [inPerson, 'in_person'], [older, 'in_person']] as const) {
      expect(res.status).toBe(200);
      const view = (res.body as { results: { id: string; visitMode: string; doctorId: { address?: string | null } } }).results;
      expect(view.visitMode).toBe(mode);
      expect(view.doctorId.address).toBe('Kampala');
      expect(await modeOf(view.id)).toBe(mode);
      const doctorsView = await h().ok('appointment', 'getAppointment', { appointmentId: view.id }, as(doctor));
      expect(doctorsView.results?.visitMode).toBe(mode);
    }
    const mine = await h().ok('appointment', 'queryUserAppointments', {}, as(patient));
    expect(mine.results.map((a) => a.visitMode).sort()).toEqual(['in_person', 'in_person', 'online']);
    await list(doctor);
    const directory = await h().ok('doctor', 'getDoctor', { doctorId: doctor.id }, {});
    expect(directory.results?.visitModes).toEqual(['in_person', 'online']);
  });

  it('takes the only mode a doctor offers when none is sent, and refuses the other with a message at visitMode', async () => {
    const onlineOnly = await createBookableDoctor(h(), { fee: 0 });
    const placeOnly = await createBookableDoctor(h(), { fee: 0 });
    await offer(onlineOnly, 'online');
    await offer(placeOnly, 'in_person');
    const patient = await createPatient(h());
    const defaulted = await book(patient, onlineOnly);
    expect((defaulted.body as { results: { visitMode: string } }).results.visitMode).toBe('online');
    const refusedOnline = await book(patient, placeOnly, { visitMode: 'online' });
    expect(refusedOnline.status).toBe(400);
    expect(refusedOnline.body).toMatchObject({ field: 'visitMode', message: 'This doctor does not see patients online. Please choose a visit at the doctor\'s place.' });
    const refusedPlace = await book(patient, onlineOnly, { visitMode: 'in_person' });
    expect(refusedPlace.status).toBe(400);
    expect(refusedPlace.body).toMatchObject({ field: 'visitMode', message: 'This doctor sees patients online only. Please choose an online visit.' });
    expect(await h().db.selectFrom('appointments').select('id').where('doctor_id', '=', placeOnly.id).execute()).toEqual([]);
    await list(placeOnly);
    expect((await h().ok('doctor', 'getDoctor', { doctorId: placeOnly.id }, {})).results?.visitModes).toEqual(['in_person']);
  });

  it('a doctor chooses their modes in the profile, at least one', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 0 });
    const saved = await h().ok('auth', 'updateUserProfile', { visitModes: ['online'] }, as(doctor));
    expect(saved.result?.visitModes).toEqual(['online']);
    expect((await h().ok('auth', 'getUserProfile', {}, as(doctor))).result?.visitModes).toEqual(['online']);
    const none = await h().call('auth', 'updateUserProfile', { visitModes: [] }, as(doctor));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: 'visitModes' });
    const patient = await createPatient(h());
    expect((await h().call('auth', 'updateUserProfile', { visitModes: ['online'] }, as(patient))).status).toBe(403);
  });

  it('the new-booking SMS, the acceptance and the reminder name the mode; the doctor\'s room has the mode and the booking note', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 0, name: 'Dr. Ruth Akello' });
    const patient = await createPatient(h());
    const online = (await book(patient, doctor, { visitMode: 'online' })).body as { results: { id: string } };
    const inPerson = (await book(patient, doctor, { visitMode: 'in_person' })).body as { results: { id: string } };
    await h().app.services.background.idle();
    const doctorSms = (await h().outbox(doctor.phone)).map((m) => m.body);
    expect(doctorSms.filter((b) => b.includes('Online: an audio call and messages in the Musawo consultation room.'))).toHaveLength(1);
    expect(doctorSms.filter((b) => b.includes('In person, at your place (Kampala).'))).toHaveLength(1);
    const patientSms = (await h().outbox(patient.phone)).map((m) => m.body);
    expect(patientSms.filter((b) => b.includes('In person, at the doctor’s place (Kampala).'))).toHaveLength(1);

    await h().ok('appointment', 'acceptAppointment', { appointmentId: online.results.id }, as(doctor));
    await h().app.services.background.idle();
    // The acceptance says how the visit happens too.
    const accepted = (await h().outbox(patient.phone)).map((m) => m.body).filter((b) => /accepted your appointment/.test(b));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toContain('Online: an audio call and messages in the Musawo consultation room.');
    const row = await h().db.selectFrom('appointments').select('starts_at').where('id', '=', online.results.id).executeTakeFirstOrThrow();
    const saved = h().clock();
    try {
      h().clock.set(new Date(Date.parse(row.starts_at) - HOUR / 2));
      await h().app.services.jobs.runDue();
    } finally {
      h().clock.set(saved);
    }
    await h().app.services.background.idle();
    const reminders = (await h().outbox(patient.phone)).map((m) => m.body).filter((b) => /reminder/i.test(b));
    expect(reminders.length).toBeGreaterThan(0);
    for (const r of reminders) expect(r).toMatch(/Online: an audio call and messages in the Musawo consultation room\. Reply C to confirm or X to cancel\.$/);

    const room = await h().ok('consult', 'getRoom', { appointmentId: online.results.id }, as(doctor));
    expect(room.results).toMatchObject({ visitMode: 'online', bookingNote: 'Rash on both arms since Monday' });
    const patientsRoom = await h().ok('consult', 'getRoom', { appointmentId: inPerson.results.id }, as(patient));
    expect(patientsRoom.results?.visitMode).toBe('in_person');
    expect(patientsRoom.results?.bookingNote).toBeUndefined();
  });
});
