import { appointmentDateIso } from '@musawo/shared/contracts';
import { as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';

describeEngines('appointment/create', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  const book = (who: { token: string }, doctorId: string, date: string, time: string, extra: Record<string, unknown> = {}) =>
    h().call('appointment', 'create', { doctorId, appointment_note: 'Chest pain when climbing stairs', appointment_date: appointmentDateIso(date), appointment_time: time, ...extra }, as(who as never));

  const debitsOf = async (patientId: string) =>
    h().db.selectFrom('transactions').select(['amount', 'balance_before', 'balance_after', 'related_object_id']).where('user_id', '=', patientId).where('transaction_type', '=', 'debit').execute();

  it('books inside a slot, charges the fee from the wallet once and tells the doctor', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 40_000 });
    const patient = await createPatient(h(), 100_000);
    const date = dateAhead(h(), 3);
    const res = await book(patient, doctor.id, date, '10:30');
    expect(res.status).toBe(200);
    const appt = (res.body as { results: { id: string; status: string; appointment_date: string; appointment_time: string; fee: number; hasReview: boolean; patientId: Record<string, unknown> } }).results;
    expect(appt).toMatchObject({ status: 'PENDING', appointment_date: appointmentDateIso(date), appointment_time: '10:30', fee: 40_000, hasReview: false });
    // A patient never gets their own contact details echoed as if they were the doctor.
    expect(appt.patientId.phone_number).toBeUndefined();
    expect(await balanceOf(h(), patient)).toBe(60_000);
    const debits = await debitsOf(patient.id);
    expect(debits).toEqual([{ amount: 40_000, balance_before: 100_000, balance_after: 60_000, related_object_id: appt.id }]);
    const tx = await h().ok('Transaction', 'queryUserTransactions', {}, as(patient));
    expect(tx.results[0]).toMatchObject({ transactionType: 'debit', paymentMethod: 'WALLET', transactionObjectType: 'appointment', relatedObjectId: appt.id, status: 'SUCCESS', currency: 'UGX' });
    expect(tx.results[0]?.referenceNumber).toMatch(/^MSW-[A-Z2-9]{8}$/);
    await h().app.services.background.idle();
    const sms = await h().outbox(doctor.phone);
    expect(sms[0]?.body).toMatch(/Aisha Nakato asked for an appointment/);
  });

  it('with too little money answers 402 with what is missing and writes nothing', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 50_000 });
    const patient = await createPatient(h(), 20_000);
    const res = await book(patient, doctor.id, dateAhead(h(), 3), '11:00');
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Your balance is UGX 20,000 but this consultation costs UGX 50,000. Top up at least UGX 30,000 to book.' });
    expect(await balanceOf(h(), patient)).toBe(20_000);
    expect(await h().db.selectFrom('appointments').select('id').where('patient_id', '=', patient.id).execute()).toEqual([]);
    expect(await debitsOf(patient.id)).toEqual([]);
  });

  it('refuses times outside the slots (end exclusive), in the past, and an empty note', async () => {
    const doctor = await createBookableDoctor(h(), { slots: [{ start: '09:00', end: '12:00' }, { start: '22:00', end: '00:00' }] });
    const patient = await createPatient(h(), 500_000);
    const date = dateAhead(h(), 5);
    for (const time of ['08:30', '12:00', '13:00']) {
      const res = await book(patient, doctor.id, date, time);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'appointment_time', message: 'Please select a time within available hours' });
    }
    // An end of 00:00 is midnight: 23:30 is inside 22:00-00:00.
    expect((await book(patient, doctor.id, date, '23:30')).status).toBe(200);
    const past = await book(patient, doctor.id, dateAhead(h(), -1), '10:00');
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Invalid appointment time: Cannot book appointments in the past');
    const blank = await book(patient, doctor.id, date, '09:00', { appointment_note: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('appointment_note');
    const unknown = await book(patient, 'no-such-doctor', date, '09:00');
    expect(unknown.status).toBe(404);
    const doctorBooks = await h().call('appointment', 'create', { doctorId: doctor.id, appointment_note: 'x', appointment_date: appointmentDateIso(date), appointment_time: '09:00' }, as(doctor));
    expect(doctorBooks.status).toBe(403);
  });

  it('answers 409 SLOT_TAKEN for a taken time and for an off-grid time that overlaps it; bookedTimes hides them', async () => {
    const doctor = await createBookableDoctor(h());
    const first = await createPatient(h(), 200_000);
    const second = await createPatient(h(), 200_000);
    const date = dateAhead(h(), 4);
    expect((await book(first, doctor.id, date, '10:00')).status).toBe(200);
    const same = await book(second, doctor.id, date, '10:00');
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ code: 'SLOT_TAKEN', message: 'That time has just been booked. Please choose another time.' });
    const offGrid = await book(second, doctor.id, date, '10:15');
    expect(offGrid.status).toBe(409);
    expect(offGrid.body.code).toBe('SLOT_TAKEN');
    expect((await book(second, doctor.id, date, '10:30')).status).toBe(200);
    expect((await book(second, doctor.id, date, '11:15')).status).toBe(200);
    const taken = await h().ok('doctor', 'bookedTimes', { doctorId: doctor.id, date });
    expect(taken.results).toEqual(['10:00', '10:30', '11:00', '11:15', '11:30']);
    expect(await balanceOf(h(), second)).toBe(100_000);
    const other = await h().ok('doctor', 'bookedTimes', { doctorId: doctor.id, date: dateAhead(h(), 5) });
    expect(other.results).toEqual([]);
  });

  it('a patient cannot hold two overlapping appointments, even with two doctors', async () => {
    const a = await createBookableDoctor(h());
    const b = await createBookableDoctor(h());
    const patient = await createPatient(h(), 200_000);
    const date = dateAhead(h(), 6);
    expect((await book(patient, a.id, date, '15:00')).status).toBe(200);
    const clash = await book(patient, b.id, date, '15:20');
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('PATIENT_BUSY');
    expect(await balanceOf(h(), patient)).toBe(150_000);
  });

  it('replaying an idempotency key answers the first booking and changes nothing', async () => {
    const doctor = await createBookableDoctor(h());
    const patient = await createPatient(h(), 200_000);
    const date = dateAhead(h(), 7);
    const key = 'booking-7f1c';
    const first = await book(patient, doctor.id, date, '09:00', { idempotencyKey: key });
    const again = await Promise.all([book(patient, doctor.id, date, '09:00', { idempotencyKey: key }), book(patient, doctor.id, date, '09:00', { idempotencyKey: key })]);
    const id = (first.body as { results: { id: string } }).results.id;
    for (const res of again) {
      expect(res.status).toBe(200);
      expect((res.body as { results: { id: string } }).results.id).toBe(id);
    }
    expect(await debitsOf(patient.id)).toHaveLength(1);
    expect(await balanceOf(h(), patient)).toBe(150_000);
  });

  it('50 concurrent bookings of the same doctor and time: exactly one succeeds and exactly one debit exists', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 30_000 });
    const patients = await Promise.all(Array.from({ length: 50 }, () => createPatient(h(), 100_000)));
    const date = dateAhead(h(), 8);
    const results = await Promise.all(patients.map((p) => book(p, doctor.id, date, '16:00')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'SLOT_TAKEN')).toHaveLength(49);
    const debits = await h()
      .db.selectFrom('transactions')
      .select('id')
      .where('user_id', 'in', patients.map((p) => p.id))
      .where('transaction_type', '=', 'debit')
      .execute();
    expect(debits).toHaveLength(1);
    const active = await h().db.selectFrom('appointments').select('id').where('doctor_id', '=', doctor.id).execute();
    expect(active).toHaveLength(1);
  });

  it('50 concurrent bookings by one patient whose balance covers 3: exactly 3 succeed and the balance never goes negative', async () => {
    const doctors = await Promise.all(Array.from({ length: 5 }, () => createBookableDoctor(h(), { fee: 25_000 })));
    const patient = await createPatient(h(), 80_000);
    // 50 distinct, non-overlapping times over several days and doctors.
    const attempts = Array.from({ length: 50 }, (_, i) => ({ doctor: doctors[i % 5]!, date: dateAhead(h(), 10 + Math.floor(i / 10)), time: `${String(8 + (i % 10)).padStart(2, '0')}:00` }));
    const results = await Promise.all(attempts.map((a) => book(patient, a.doctor.id, a.date, a.time)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 402 && r.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(47);
    expect(await balanceOf(h(), patient)).toBe(5_000);
    const entries = await h().db.selectFrom('ledger_entries').select(['balance_after']).where('account_id', '=', `wallet:${patient.id}`).execute();
    expect(entries.every((e) => e.balance_after >= 0)).toBe(true);
    expect(await debitsOf(patient.id)).toHaveLength(3);
  });
});
