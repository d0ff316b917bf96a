import { kampalaDate } from '@musawo/shared/contracts';
import { createBookableDoctor, createPatient, dateAhead } from '../../test/booking-helpers';
import { describeEngines } from '../../test/engines';
import { DAY } from '../lib/time';
import { runLicenceExpiry } from './licence-expiry';

describeEngines('practising licences that end: warned 30 and 7 days before, each once, hidden after', (h) => {
  const setLicence = (doctorId: string, expiresOn: string) =>
    h().db.updateTable('doctor_profiles').set({ umdpc_number: `UMDPC/T${doctorId.slice(0, 8)}`, licence_expires_on: expiresOn, licence_warned_days: null }).where('user_id', '=', doctorId).execute();
  const profile = (doctorId: string) => h().db.selectFrom('doctor_profiles').select(['licence_warned_days', 'unlisted_reason']).where('user_id', '=', doctorId).executeTakeFirstOrThrow();
  const sent = async (doctor: { email: string }) => {
    await h().app.services.jobs.runDue();
    return (await h().outbox(doctor.email)).map((m) => m.subject);
  };

  it('warns 30 days before, then 7 days before, once each, and hides the doctor the day after the last day', async () => {
    const doctor = await createBookableDoctor(h());
    const start = h().clock().getTime();
    await setLicence(doctor.id, kampalaDate(start + 40 * DAY));
    await runLicenceExpiry(h().db, new Date(start));
    expect(await profile(doctor.id)).toEqual({ licence_warned_days: null, unlisted_reason: null });

    const at30 = new Date(start + 10 * DAY);
    await runLicenceExpiry(h().db, at30);
    await runLicenceExpiry(h().db, new Date(at30.getTime() + DAY));
    h().clock.set(at30);
    expect(await sent(doctor)).toEqual(['Your practising licence ends in 30 days']);

    const at7 = new Date(start + 33 * DAY);
    await Promise.all([runLicenceExpiry(h().db, at7), runLicenceExpiry(h().db, at7)]);
    h().clock.set(at7);
    expect(await sent(doctor)).toEqual(['Your practising licence ends in 7 days', 'Your practising licence ends in 30 days']);
    expect((await profile(doctor.id)).unlisted_reason).toBeNull();

    // The last day itself is still valid; the next day the doctor is hidden and told so, once.
    await runLicenceExpiry(h().db, new Date(start + 40 * DAY));
    expect((await profile(doctor.id)).unlisted_reason).toBeNull();
    const after = new Date(start + 41 * DAY);
    expect(await runLicenceExpiry(h().db, after)).toMatchObject({ hidden: 1 });
    expect(await runLicenceExpiry(h().db, after)).toMatchObject({ hidden: 0 });
    h().clock.set(after);
    expect((await sent(doctor))[0]).toBe('Patients can no longer find you on Musawo');
    expect(await profile(doctor.id)).toEqual({ licence_warned_days: 7, unlisted_reason: 'licence-expired' });

    // Hidden: not bookable, not on a doctor page.
    const patient = await createPatient(h(), 500_000);
    const res = await h().call('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Cough', appointment_date: dateAhead(h(), 2), appointment_time: '09:00' }, { token: patient.token });
    expect(res.status).toBe(404);
    expect((await h().call('doctor', 'getDoctor', { doctorId: doctor.id })).status).toBe(404);
  });

  it('sends only the 7-day warning to a doctor first seen less than 7 days before', async () => {
    const doctor = await createBookableDoctor(h());
    const now = h().clock();
    await setLicence(doctor.id, kampalaDate(now.getTime() + 5 * DAY));
    await runLicenceExpiry(h().db, now);
    expect(await sent(doctor)).toEqual(['Your practising licence ends in 5 days']);
    expect((await profile(doctor.id)).licence_warned_days).toBe(7);
  });
});
