import { appointmentDateIso } from '@musawo/shared/contracts';
import { as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced, type Actor } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import { PASSWORD } from '../../../test/auth-helpers';

const HOUR = 60 * 60_000;

describeEngines('appointment status changes, queries, reviews and reminders', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  let day = 20;
  const bookOne = async (patient: Actor, doctor: Actor, time = '10:00'): Promise<string> => {
    day += 1;
    h().clock.advance(1000);
    const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Back pain', appointment_date: appointmentDateIso(dateAhead(h(), day)), appointment_time: time }, as(patient));
    if (res.results === undefined) throw new Error('no appointment');
    return res.results.id;
  };

  it('reject and cancel refund in full; accept leaves the money in escrow; the patient is told', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 45_000 });
    const patient = await createPatient(h(), 200_000);
    const a = await bookOne(patient, doctor);
    const b = await bookOne(patient, doctor);
    const c = await bookOne(patient, doctor);
    expect(await balanceOf(h(), patient)).toBe(65_000);
    const rejected = await h().ok('appointment', 'rejectAppointment', { appointmentId: a, rejectReason: 'I am away that week' }, as(doctor));
    expect(rejected.results).toMatchObject({ status: 'REJECTED', rejectReason: 'I am away that week' });
    const cancelled = await h().ok('appointment', 'cancelAppointment', { appointmentId: b, cancellationReason: 'Feeling better' }, as(patient));
    expect(cancelled.results).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Feeling better' });
    const accepted = await h().ok('appointment', 'acceptAppointment', { appointmentId: c, acceptInstructions: 'Bring your X-ray' }, as(doctor));
    expect(accepted.results).toMatchObject({ status: 'ACCEPTED', acceptInstructions: 'Bring your X-ray' });
    expect(await balanceOf(h(), patient)).toBe(155_000);
    const credits = await h().db.selectFrom('transactions').select(['amount', 'related_object_id']).where('user_id', '=', patient.id).where('transaction_type', '=', 'credit').where('object_type', '=', 'appointment').execute();
    expect(credits.map((t) => t.related_object_id).sort()).toEqual([a, b].sort());
    await h().app.services.background.idle();
    const texts = (await h().outbox(patient.phone)).map((m) => m.body).join('\n');
    expect(texts).toMatch(/could not take your appointment.*Reason: I am away that week.*UGX 45,000 is back in your wallet/);
    expect(texts).toMatch(/accepted your appointment.*Instructions: Bring your X-ray/);
    expect(texts).toMatch(/your appointment with Dr\. Sarah Atim .* is cancelled/);
    // Only PENDING can change; a second attempt is a clear 409 and moves no money.
    const again = await h().call('appointment', 'rejectAppointment', { appointmentId: a, rejectReason: 'again' }, as(doctor));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already rejected, so it can no longer be rejected/);
    // Issue 50 item 5: an accepted visit more than 24 hours ahead can be cancelled too, with a full refund
    // (cancel.integration.test.ts has the rule's edges and the race with accept).
    const cancelAccepted = await h().call('appointment', 'cancelAppointment', { appointmentId: c, cancellationReason: 'x' }, as(patient));
    expect(cancelAccepted.status).toBe(200);
    expect(await balanceOf(h(), patient)).toBe(200_000);
  });

  it('completion needs ACCEPTED and a started visit, then pays the doctor; the patient may review it once', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 60_000 });
    const patient = await createPatient(h(), 60_000);
    const id = await bookOne(patient, doctor, '09:00');
    const early = await h().call('appointment', 'completeAppointment', { appointmentId: id }, as(doctor));
    expect(early.status).toBe(409);
    const notReviewable = await h().call('Reviews', 'createReview', { appointmentId: id, rating: 5, reviewText: 'Great' }, as(patient));
    expect(notReviewable.status).toBe(409);
    await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
    const tooSoon = await h().call('appointment', 'completeAppointment', { appointmentId: id }, as(doctor));
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('NOT_STARTED');
    const row = await h().db.selectFrom('appointments').select('starts_at').where('id', '=', id).executeTakeFirstOrThrow();
    const saved = h().clock();
    h().clock.set(new Date(Date.parse(row.starts_at) + HOUR));
    try {
      // Days later: sign in again (the access tokens from before have expired).
      for (const who of [doctor, patient]) who.token = (await h().ok('auth', 'login', { emailOrPhone: who.email, password: PASSWORD })).tokens?.access.token ?? '';
      const done = await h().ok('appointment', 'completeAppointment', { appointmentId: id }, as(doctor));
      expect(done.results?.status).toBe('COMPLETED');
      expect(await balanceOf(h(), doctor)).toBe(60_000);
      const twice = await h().call('appointment', 'updateAppointmentStatus', { appointmentId: id, status: 'COMPLETED' }, as(doctor));
      expect(twice.status).toBe(409);
      expect(await balanceOf(h(), doctor)).toBe(60_000);
      const reviews = await Promise.all([1, 2].map(() => h().call('Reviews', 'createReview', { appointmentId: id, rating: 4, reviewText: 'Listened carefully' }, as(patient))));
      expect(reviews.map((r) => r.status).sort()).toEqual([200, 409]);
      const profile = await h().db.selectFrom('doctor_profiles').select(['review_count', 'rating']).where('user_id', '=', doctor.id).executeTakeFirstOrThrow();
      expect(profile).toEqual({ review_count: 1, rating: 4 });
      const view = await h().ok('appointment', 'getAppointment', { appointmentId: id }, as(patient));
      expect(view.results.hasReview).toBe(true);
      const other = await createPatient(h());
      expect((await h().call('Reviews', 'createReview', { appointmentId: id, rating: 1, reviewText: 'x' }, as(other))).status).toBe(404);
    } finally {
      h().clock.set(saved);
    }
  });

  it('lists and shows appointments per role: contact details only to the doctor, paged newest first', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 10_000, name: 'Dr. Moses Kato' });
    const patient = await createPatient(h(), 100_000, { name: 'Brian Ouma' });
    const ids = [await bookOne(patient, doctor), await bookOne(patient, doctor), await bookOne(patient, doctor)];
    const page = await h().ok('appointment', 'queryUserAppointments', { limit: 2, page: 1, sortBy: 'createdAt:desc' }, as(doctor));
    expect(page).toMatchObject({ success: true, total: 3, page: 1, limit: 2 });
    expect(page.results).toHaveLength(2);
    expect(page.results[0]?.patientId).toMatchObject({ id: patient.id, name: 'Brian Ouma', phone_number: patient.phone, email: patient.email });
    expect(page.results[0]?.doctorId).toMatchObject({ id: doctor.id, name: 'Dr. Moses Kato', rating: 'New', speciality: { speciality_name: 'General Practice' } });
    const mine = await h().ok('appointment', 'queryUserAppointments', { limit: 10, page: 1 }, as(patient));
    expect(mine.results.map((a) => a.id)).toEqual([...ids].reverse().filter((id) => mine.results.some((a) => a.id === id)));
    expect(mine.results[0]?.patientId.phone_number).toBeUndefined();
    expect(mine.results[0]?.patientId.email).toBeUndefined();
    const patients = await h().ok('doctor', 'queryPatients', {}, as(doctor));
    expect(patients.results).toEqual([expect.objectContaining({ id: patient.id, name: 'Brian Ouma', appointments: 3, phone_number: patient.phone, lastAppointment: expect.objectContaining({ id: ids[2] }) })]);
  });

  it('overview counts, balance and recent activity, newest first; transactions are one\'s own', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 15_000 });
    const patient = await createPatient(h(), 100_000);
    const a = await bookOne(patient, doctor);
    h().clock.advance(1000);
    await bookOne(patient, doctor);
    h().clock.advance(1000);
    await h().ok('appointment', 'acceptAppointment', { appointmentId: a }, as(doctor));
    const overview = await h().ok('Transaction', 'userOverview', {}, as(patient));
    expect(overview.results).toMatchObject({ totalAppointments: 2, pendingAppointments: 1, completedAppointments: 0, walletBalance: 70_000 });
    const activity = overview.results.recentActivity;
    expect(activity[0]).toMatchObject({ type: 'appointment', status: 'ACCEPTED' });
    expect(activity.some((x) => x.type === 'transaction' && x.status === 'debit')).toBe(true);
    expect([...activity].map((x) => x.date)).toEqual([...activity].map((x) => x.date).sort().reverse());
    const list = await h().ok('Transaction', 'queryUserTransactions', {}, as(patient));
    expect(list.results.map((t) => t.transactionType)).toEqual(['debit', 'debit', 'credit']);
    expect(list.results[0]?.user).toMatchObject({ name: patient.name, email: patient.email });
    const first = list.results[0]!;
    expect((await h().ok('Transaction', 'queryTransactionDetail', { transactionId: first.id }, as(patient))).results.id).toBe(first.id);
    expect((await h().call('Transaction', 'queryTransactionDetail', { transactionId: first.id }, as(doctor))).status).toBe(404);
    const doctorOverview = await h().ok('Transaction', 'userOverview', {}, as(doctor));
    expect(doctorOverview.results).toMatchObject({ totalAppointments: 2, pendingAppointments: 1, walletBalance: 0 });
    // Issue 50 item 7: every line names the other person (or the top-up) and carries what a client needs to
    // write it in the reader's language.
    expect(activity[0]).toMatchObject({ name: doctor.name, startsAt: expect.any(String), localTime: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(activity.find((x) => x.type === 'transaction' && x.status === 'debit')).toMatchObject({ subject: 'consultation', name: doctor.name, amount: 15_000, state: 'SUCCESS' });
    expect(doctorOverview.results.recentActivity.filter((x) => x.type === 'appointment').map((x) => x.name)).toEqual([patient.name, patient.name]);
  });

  it('activity names the refund, the payout and the top-up', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 40_000, name: 'Dr. Moses Okello' });
    const patient = await createPatient(h(), 100_000, { name: 'Grace Namuli' });
    const refunded = await bookOne(patient, doctor);
    await h().ok('appointment', 'cancelAppointment', { appointmentId: refunded, cancellationReason: 'Better now' }, as(patient));
    const paid = await bookOne(patient, doctor, '09:00');
    await h().ok('appointment', 'acceptAppointment', { appointmentId: paid }, as(doctor));
    await h().db.updateTable('appointments').set({ starts_at: new Date(h().clock().getTime() - HOUR).toISOString() }).where('id', '=', paid).execute();
    await h().ok('appointment', 'completeAppointment', { appointmentId: paid }, as(doctor));
    const mine = (await h().ok('Transaction', 'userOverview', {}, as(patient))).results.recentActivity;
    expect(mine.find((x) => x.type === 'transaction' && x.status === 'credit' && x.subject === 'refund')).toMatchObject({ name: 'Dr. Moses Okello', amount: 40_000 });
    expect(mine.find((x) => x.type === 'appointment' && x.status === 'COMPLETED')).toMatchObject({ name: 'Dr. Moses Okello' });
    expect(mine.find((x) => x.type === 'transaction' && x.subject === 'other')).toMatchObject({ amount: 100_000 });
    const theirs = (await h().ok('Transaction', 'userOverview', {}, as(doctor))).results.recentActivity;
    expect(theirs.find((x) => x.type === 'transaction' && x.status === 'credit')).toMatchObject({ subject: 'payout', name: 'Grace Namuli' });
  });

  it('reminders go out 24 h and 1 h before an accepted appointment, once each, honouring the channel choice, never after it is off', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 5_000 });
    const patient = await createPatient(h(), 50_000);
    await h().db.updateTable('users').set({ notify_email: 0 }).where('id', '=', patient.id).execute();
    const id = await bookOne(patient, doctor, '12:00');
    const other = await bookOne(patient, doctor, '15:00');
    await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
    await h().ok('appointment', 'acceptAppointment', { appointmentId: other }, as(doctor));
    await h().app.services.background.idle();
    // The second one is called off behind the app's back (e.g. an admin): its reminders must not go out.
    await h().db.updateTable('appointments').set({ status: 'CANCELLED' }).where('id', '=', other).execute();
    const start = Date.parse((await h().db.selectFrom('appointments').select('starts_at').where('id', '=', id).executeTakeFirstOrThrow()).starts_at);
    const saved = h().clock();
    const reminders = async () => (await h().outbox(patient.phone)).filter((m) => /reminder/.test(m.body));
    try {
      h().clock.set(new Date(start - 24 * HOUR + 1000));
      await h().app.services.jobs.runDue();
      await h().app.services.jobs.runDue();
      expect((await reminders()).map((m) => m.body)).toEqual([expect.stringMatching(/is tomorrow/)]);
      h().clock.set(new Date(start - HOUR + 1000));
      await Promise.all([h().app.services.jobs.runDue(), h().app.services.jobs.runDue()]);
      expect(await reminders()).toHaveLength(2);
      expect((await reminders())[0]?.body).toMatch(/is in 1 hour/);
      expect(await h().outbox(patient.email)).toEqual([]);
    } finally {
      h().clock.set(saved);
    }
  });
});
