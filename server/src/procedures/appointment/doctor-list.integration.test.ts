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

  it('refuses a section it does not know', async () => {
    const doctor = await createBookableDoctor(h(), {});
    const res = await h().call('appointment', 'queryUserAppointments', { page: 1, limit: 10, section: 'everything' }, as(doctor));
    expect(res.status).toBe(400);
  });
});
