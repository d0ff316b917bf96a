// Issue 47 (ADR 208): operators suspend a doctor (hidden at once, appointments cancelled with exact refunds, sign-in
// refused), reinstate them, and hide or restore a review (the rating worked out again, the reviewer told).
import { randomUUID } from 'node:crypto';
import { appointmentDateIso } from '@musawo/shared/contracts';
import { PASSWORD } from '../../../test/auth-helpers';
import { as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced, type Actor } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import { signedInOperator } from '../../../test/operator-helpers';
import { dial, listDoctorIn } from '../../../test/ussd-helpers';
import { uniquePhone } from '../../../test/auth-helpers';
import { addReview } from '../../directory/reviews-repo';
import { ESCROW_ACCOUNT } from '../../wallet/ledger';

let listed = 0;

describeEngines('moderation: suspending doctors and hiding reviews', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  const operator = () => signedInOperator(h());
  /** A doctor in the directory (a specialty and a district of their own), bookable every day. */
  const listedDoctor = async (fee: number, name = 'Dr. Peter Mugisha'): Promise<Actor> => {
    listed += 1;
    const doctor = await createBookableDoctor(h(), { fee, name: `${name} ${listed}` });
    await listDoctorIn(h(), doctor.id, `Mbale ${listed}`, `Dermatology ${listed}`);
    return doctor;
  };
  let day = 5;
  const book = (patient: Actor, doctor: Actor, time = '10:00') => {
    day += 1;
    return h().call('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Skin rash', appointment_date: appointmentDateIso(dateAhead(h(), day)), appointment_time: time }, as(patient));
  };
  const searchIds = async (specialty: string) =>
    ((await h().ok('doctor', 'searchDoctorsByLocation', { searchParams: { specialty: JSON.stringify({ speciality_name: specialty }), limit: 50 } })).results.doctors).map((d) => d.id);
  const escrow = async () => Number((await h().db.selectFrom('ledger_accounts').select('balance').where('id', '=', ESCROW_ACCOUNT).executeTakeFirstOrThrow()).balance);
  const statusOf = async (id: string) => (await h().db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('suspends a doctor: every PENDING and ACCEPTED appointment cancelled with exactly its fee back, both sides told, hidden everywhere, sign-in refused, recorded', async () => {
    const op = await operator();
    const doctor = await listedDoctor(40_000);
    const amina = await createPatient(h(), 100_000, { name: 'Amina Nansubuga' });
    const john = await createPatient(h(), 100_000, { name: 'John Okiror' });
    const pending = (await book(amina, doctor)).body.results as { id: string };
    const accepted = (await book(john, doctor)).body.results as { id: string };
    await h().ok('appointment', 'acceptAppointment', { appointmentId: accepted.id }, as(doctor));
    const rejected = (await book(amina, doctor)).body.results as { id: string };
    await h().ok('appointment', 'rejectAppointment', { appointmentId: rejected.id, rejectReason: 'Away that day' }, as(doctor));
    expect(await searchIds(`Dermatology ${listed}`)).toEqual([doctor.id]);
    const before = { amina: await balanceOf(h(), amina), john: await balanceOf(h(), john), escrow: await escrow() };
    expect(before).toMatchObject({ amina: 60_000, john: 60_000 });

    const res = await h().ok('Moderation', 'suspendDoctor', { doctorId: doctor.id, reason: 'Complaints about unsafe advice' }, { token: op.token });
    expect(res).toMatchObject({ cancelledAppointments: 2, refunded: 80_000, results: { id: doctor.id, suspensionReason: 'Complaints about unsafe advice' } });
    expect(res.results.suspendedAt).not.toBeNull();

    // Exactly each fee back, once; the escrow gives up exactly what it held for them.
    expect(await balanceOf(h(), amina)).toBe(before.amina + 40_000);
    expect(await balanceOf(h(), john)).toBe(before.john + 40_000);
    expect(await escrow()).toBe(before.escrow - 80_000);
    expect(await statusOf(pending.id)).toBe('CANCELLED');
    expect(await statusOf(accepted.id)).toBe('CANCELLED');
    expect(await statusOf(rejected.id)).toBe('REJECTED');
    const refunds = await h().db.selectFrom('transactions').select(['user_id', 'amount']).where('transaction_type', '=', 'credit').where('related_object_id', 'in', [pending.id, accepted.id, rejected.id]).execute();
    expect(refunds.map((r) => r.amount).sort()).toEqual([40_000, 40_000, 40_000]);

    await h().app.services.jobs.runDue();
    await h().app.services.background.idle();
    const johnTexts = (await h().outbox(john.phone)).map((m) => m.body).join('\n');
    expect(johnTexts).toMatch(/is cancelled: Dr\. Peter Mugisha \d+ cannot see patients on Musawo at the moment\. UGX 40,000 is back in your wallet\./);
    const doctorTexts = (await h().outbox(doctor.phone)).map((m) => m.body).join('\n');
    expect(doctorTexts).toMatch(/your appointment with John Okiror on .* is cancelled because your account is suspended/);
    expect(doctorTexts).toMatch(/your doctor account is suspended\. Reason: Complaints about unsafe advice\./);

    // Hidden at once: search, the doctor page, reviews, featured; a booking is refused and charges nothing.
    expect(await searchIds(`Dermatology ${listed}`)).toEqual([]);
    const featured = await h().ok('doctor', 'featuredDoctors', { limit: 50 });
    expect(featured.results.map((d) => d.id)).not.toContain(doctor.id);
    expect((await h().call('doctor', 'getDoctor', { doctorId: doctor.id })).status).toBe(404);
    expect((await h().call('Reviews', 'queryReviews', { doctorId: doctor.id })).status).toBe(404);
    const balance = await balanceOf(h(), amina);
    expect((await book(amina, doctor)).status).toBe(404);
    expect(await balanceOf(h(), amina)).toBe(balance);

    // Signed out everywhere, and the right password is refused with the reason.
    expect((await h().call('doctor', 'queryPatients', {}, as(doctor))).status).toBe(401);
    const login = await h().call('auth', 'login', { emailOrPhone: doctor.email, password: PASSWORD });
    expect(login).toMatchObject({ status: 403, body: { code: 'ACCOUNT_SUSPENDED' } });

    const activity = await h().ok('operator', 'activity', {}, { token: op.token });
    expect(activity.results[0]).toMatchObject({ operatorName: 'Sarah Operator', action: 'doctor.suspend', subjectType: 'doctor', subjectId: doctor.id, reason: 'Complaints about unsafe advice' });

    // Twice is a conflict and moves no money.
    const again = await h().call('Moderation', 'suspendDoctor', { doctorId: doctor.id, reason: 'again' }, { token: op.token });
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_SUSPENDED' } });
    expect(await balanceOf(h(), amina)).toBe(balance);
  });

  it('reinstates: listed, bookable and able to sign in again; the search finds suspended doctors by name; a reason is required', async () => {
    const op = await operator();
    const doctor = await listedDoctor(20_000, 'Dr. Ruth Achieng');
    const missing = await h().call('Moderation', 'suspendDoctor', { doctorId: doctor.id, reason: '   ' }, { token: op.token });
    expect(missing).toMatchObject({ status: 400, body: { field: 'reason', message: expect.stringContaining('A reason is required.') } });
    await h().ok('Moderation', 'suspendDoctor', { doctorId: doctor.id, reason: 'Licence under review' }, { token: op.token });
    const found = await h().ok('Moderation', 'searchDoctors', { query: 'ruth achieng', suspended: true }, { token: op.token });
    expect(found.results.map((d) => d.id)).toContain(doctor.id);

    h().clock.advance(1000);
    const back = await h().ok('Moderation', 'reinstateDoctor', { doctorId: doctor.id, reason: 'Licence confirmed' }, { token: op.token });
    expect(back.results).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await h().call('doctor', 'getDoctor', { doctorId: doctor.id })).status).toBe(200);
    await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: PASSWORD });
    const patient = await createPatient(h(), 50_000);
    expect((await book(patient, doctor)).status).toBe(200);
    const notSuspended = await h().call('Moderation', 'reinstateDoctor', { doctorId: doctor.id, reason: 'again' }, { token: op.token });
    expect(notSuspended).toMatchObject({ status: 409, body: { code: 'NOT_SUSPENDED' } });
    const unknown = await h().call('Moderation', 'suspendDoctor', { doctorId: randomUUID(), reason: 'x' }, { token: op.token });
    expect(unknown.status).toBe(404);
    const activity = await h().ok('operator', 'activity', {}, { token: op.token });
    expect(activity.results[0]).toMatchObject({ action: 'doctor.reinstate', subjectId: doctor.id, reason: 'Licence confirmed' });
  });

  it('takes a suspended doctor’s district off the USSD menu (their only listing there) and puts it back on reinstatement', async () => {
    const op = await operator();
    const doctor = await listedDoctor(15_000, 'Dr. Ussd');
    const district = `Moroto-${listed}-only`;
    await listDoctorIn(h(), doctor.id, district, `Oncology ${listed}`);
    const phone = uniquePhone();
    /** Every page of the districts screen, from the main menu's "book". */
    const districts = async (first: string, session: ReturnType<typeof dial>) => {
      let screen = first;
      let all = screen;
      while (/\n0 /.test(screen)) {
        screen = await session.send('0');
        all += `\n${screen}`;
      }
      return all;
    };
    const signUp = dial(h(), phone);
    await signUp.start();
    for (const answer of ['1', 'Amina', 'Nambi', '1994', '2468']) await signUp.send(answer);
    expect(await districts(await signUp.send('2468'), signUp)).toContain(district);

    await h().ok('Moderation', 'suspendDoctor', { doctorId: doctor.id, reason: 'USSD check' }, { token: op.token });
    const after = dial(h(), phone);
    await after.start();
    expect(await districts(await after.send('1'), after)).not.toContain(district);

    await h().ok('Moderation', 'reinstateDoctor', { doctorId: doctor.id, reason: 'USSD check over' }, { token: op.token });
    const back = dial(h(), phone);
    await back.start();
    expect(await districts(await back.send('1'), back)).toContain(district);
  });

  it('races a booking against the suspension: the patient ends refused or refunded, never charged for a suspended doctor', async () => {
    const op = await operator();
    for (let round = 0; round < 4; round++) {
      const doctor = await listedDoctor(30_000, 'Dr. Race');
      const patient = await createPatient(h(), 30_000);
      const [booking] = await Promise.all([book(patient, doctor, '09:00'), h().call('Moderation', 'suspendDoctor', { doctorId: doctor.id, reason: 'Race' }, { token: op.token })]);
      if (booking.status === 200) {
        expect(await statusOf((booking.body.results as { id: string }).id)).toBe('CANCELLED');
      } else {
        expect(booking.status).toBe(404);
      }
      expect(await balanceOf(h(), patient)).toBe(30_000);
      const active = await h().db.selectFrom('appointments').select('id').where('doctor_id', '=', doctor.id).where('status', 'in', ['PENDING', 'ACCEPTED']).execute();
      expect(active).toEqual([]);
    }
  });

  it('hides a review: gone from the doctor page, the rating worked out again, the reviewer told; restore brings both back', async () => {
    const op = await operator();
    const doctor = await listedDoctor(10_000, 'Dr. Sam Wasswa');
    const kind = await createPatient(h(), 0, { name: 'Kind Reviewer' });
    const rude = await createPatient(h(), 0, { name: 'Rude Reviewer' });
    const at = h().clock().toISOString();
    const goodId = randomUUID();
    const badId = randomUUID();
    await addReview(h().db, { id: goodId, doctorId: doctor.id, patientId: kind.id, appointmentId: null, reviewerName: null, rating: 5, text: 'Very kind and careful', createdAt: at });
    await addReview(h().db, { id: badId, doctorId: doctor.id, patientId: rude.id, appointmentId: null, reviewerName: null, rating: 1, text: 'Abusive words here', createdAt: at });
    expect((await h().ok('doctor', 'getDoctor', { doctorId: doctor.id })).results).toMatchObject({ rating: 3, reviews: 2 });

    const missing = await h().call('Moderation', 'hideReview', { reviewId: badId, reason: '' }, { token: op.token });
    expect(missing).toMatchObject({ status: 400, body: { field: 'reason' } });
    const hidden = await h().ok('Moderation', 'hideReview', { reviewId: badId, reason: 'Insults the doctor' }, { token: op.token });
    expect(hidden.results).toMatchObject({ id: badId, reviewerName: 'Rude Reviewer', hiddenReason: 'Insults the doctor' });
    expect((await h().ok('doctor', 'getDoctor', { doctorId: doctor.id })).results).toMatchObject({ rating: 5, reviews: 1 });
    const page = await h().ok('Reviews', 'queryReviews', { doctorId: doctor.id });
    expect(page).toMatchObject({ total: 1, results: [{ id: goodId }] });
    await h().app.services.jobs.runDue();
    await h().app.services.background.idle();
    const told = (await h().outbox(rude.phone)).map((m) => m.body).join('\n');
    expect(told).toMatch(/your review of Dr\. Sam Wasswa \d+ is hidden from the doctor’s page\. Reason: Insults the doctor\./);
    expect((await h().call('Moderation', 'hideReview', { reviewId: badId, reason: 'again' }, { token: op.token })).body.code).toBe('ALREADY_HIDDEN');
    const listedHidden = await h().ok('Moderation', 'searchReviews', { query: 'abusive', hidden: true }, { token: op.token });
    expect(listedHidden.results.map((r) => r.id)).toEqual([badId]);

    h().clock.advance(1000);
    await h().ok('Moderation', 'restoreReview', { reviewId: badId, reason: 'Appeal accepted' }, { token: op.token });
    expect((await h().ok('doctor', 'getDoctor', { doctorId: doctor.id })).results).toMatchObject({ rating: 3, reviews: 2 });
    const activity = await h().ok('operator', 'activity', { limit: 2 }, { token: op.token });
    expect(activity.results.map((a) => [a.action, a.reason])).toEqual([['review.restore', 'Appeal accepted'], ['review.hide', 'Insults the doctor']]);
  });
});
