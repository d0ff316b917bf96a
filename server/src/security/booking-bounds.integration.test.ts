// Issue 31 (8): a booking is at most BOOKING_HORIZON_DAYS ahead, and the visit ends within the doctor's slot.
import { BOOKING_HORIZON_DAYS } from '@musawo/shared/contracts';
import { describeEngines } from '../../test/engines';
import { as, createBookableDoctor, createPatient, dateAhead } from '../../test/booking-helpers';

describeEngines('booking bounds', (h) => {
  it(`refuses the year 9999 and anything past ${BOOKING_HORIZON_DAYS} days; accepts the last day`, async () => {
    const doctor = await createBookableDoctor(h(), { slots: [{ start: '09:00', end: '17:00' }] });
    const patient = await createPatient(h(), 1_000_000);
    const book = (appointment_date: string, appointment_time = '10:00') =>
      h().call('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Check-up', appointment_date, appointment_time }, as(patient));
    for (const date of ['9999-12-31', dateAhead(h(), BOOKING_HORIZON_DAYS + 2)]) {
      const res = await book(date);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'appointment_date', message: `Appointments can be booked at most ${BOOKING_HORIZON_DAYS} days ahead.` });
    }
    expect((await book(dateAhead(h(), BOOKING_HORIZON_DAYS - 1))).status).toBe(200);
  });

  it('refuses a 30-minute visit that would end after the slot', async () => {
    const doctor = await createBookableDoctor(h(), { slots: [{ start: '09:00', end: '17:00' }] });
    const patient = await createPatient(h(), 1_000_000);
    const book = (appointment_time: string) => h().call('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Check-up', appointment_date: dateAhead(h(), 3), appointment_time }, as(patient));
    for (const time of ['16:59', '16:31', '17:00']) expect((await book(time)).status).toBe(400);
    expect((await book('16:30')).status).toBe(200);
  });
});
