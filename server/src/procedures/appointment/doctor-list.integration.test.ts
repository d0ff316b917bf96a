// Issue 50 item 10: a doctor's list of appointments in two parts, by when the visit is, not when it was booked.
import { appointmentDateIso, type Appointment } from '@musawo/shared/contracts';
import { as, createBookableDoctor, createPatient, dateAhead } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';

const DAY = 24 * 60 * 60_000;

describeEngines("a doctor's appointments: upcoming soonest first, past and closed apart", (h) => {
  it('lists open visits still to come by their time, and the past, rejected and cancelled ones latest first', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 20_000 });
    const patient = await createPatient(h(), 500_000, { name: 'Sarah Nakimuli' });
    // Booked in this order; the visits fall on other days than the order they were booked in.
    const book = async (days: number, time: string) => {
      h().clock.advance(1000);
      const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Check-up', appointment_date: appointmentDateIso(dateAhead(h(), days)), appointment_time: time }, as(patient));
      return res.results!.id;
    };
    const inNine = await book(9, '10:00');
    const inTwo = await book(2, '10:00');
    const inFive = await book(5, '11:00');
    const rejected = await book(3, '09:00');
    const cancelled = await book(4, '09:00');
    const soonPast = await book(1, '09:00');
    await h().ok('appointment', 'acceptAppointment', { appointmentId: inFive, acceptInstructions: '' }, as(doctor));
    await h().ok('appointment', 'rejectAppointment', { appointmentId: rejected, rejectReason: 'Away that day' }, as(doctor));
    await h().ok('appointment', 'cancelAppointment', { appointmentId: cancelled, cancellationReason: 'Travelling' }, as(patient));
    // A visit whose time has gone by (still PENDING: nobody answered it) belongs with the past ones.
    await h().db.updateTable('appointments').set({ starts_at: new Date(h().clock().getTime() - DAY).toISOString() }).where('id', '=', soonPast).execute();

    const list = async (section: 'upcoming' | 'past') => {
      const res = await h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 10, section }, as(doctor));
      return { ids: (res.results as Appointment[]).map((a) => a.id), total: res.total };
    };
    expect(await list('upcoming')).toEqual({ ids: [inTwo, inFive, inNine], total: 3 });
    expect(await list('past')).toEqual({ ids: [cancelled, rejected, soonPast], total: 3 });
    // Paging follows the section's own total.
    const second = await h().ok('appointment', 'queryUserAppointments', { page: 2, limit: 2, section: 'upcoming' }, as(doctor));
    expect((second.results as Appointment[]).map((a) => a.id)).toEqual([inNine]);
    expect(second.total).toBe(3);
    // Without a section the spec's list stays as it was: every appointment, newest booking first.
    const all = await h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 10 }, as(doctor));
    expect((all.results as Appointment[]).map((a) => a.id)).toEqual([soonPast, cancelled, rejected, inFive, inTwo, inNine]);
  });

  it("says 'Patient is waiting' only while the room is open, not days before the visit (issue 50)", async () => {
    const doctor = await createBookableDoctor(h(), { fee: 20_000 });
    const patient = await createPatient(h(), 100_000);
    const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Check-up', appointment_date: appointmentDateIso(dateAhead(h(), 3)), appointment_time: '10:00' }, as(patient));
    const id = res.results!.id;
    await h().ok('appointment', 'acceptAppointment', { appointmentId: id, acceptInstructions: '' }, as(doctor));
    // The patient's page is in the room (seen a moment ago), three days before the visit.
    const at = h().clock().toISOString();
    await h().db.insertInto('consult_rooms').values({ appointment_id: id, patient_seen_at: at, created_at: at, updated_at: at }).onConflict((oc) => oc.column('appointment_id').doUpdateSet({ patient_seen_at: at })).execute();
    const waiting = async () => (await h().ok('appointment', 'getAppointment', { appointmentId: id }, as(doctor))).results.patientWaiting;
    expect(await waiting()).toBe(false);
    // Ten minutes before the visit the room is open: the same presence now says the patient is waiting.
    await h().db.updateTable('appointments').set({ starts_at: new Date(h().clock().getTime() + 10 * 60_000).toISOString() }).where('id', '=', id).execute();
    expect(await waiting()).toBe(true);
  });

  it('refuses a section it does not know', async () => {
    const doctor = await createBookableDoctor(h(), {});
    const res = await h().call('appointment', 'queryUserAppointments', { page: 1, limit: 10, section: 'everything' }, as(doctor));
    expect(res.status).toBe(400);
  });
});
