// Who may call what (ADR 200): a visitor gets 401; the wrong role 403 (the gateway's auth level); a user of
// the right role who is not a party to the record gets 404, exactly like an unknown id, so ids leak nothing.
import { appointmentDateIso } from '@musawo/shared/contracts';
import { as, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced, joinTopUpNumbers, type Actor } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';

type Who = 'visitor' | 'owner' | 'ownerDoctor' | 'otherPatient' | 'otherDoctor';
type Row = [service: string, action: string, fields: () => Record<string, unknown>, expected: Partial<Record<Who, number>>];

describeEngines('authorisation matrix of appointment, Transaction and Wallet actions', (h) => {
  const people = {} as Record<Exclude<Who, 'visitor'>, Actor>;
  const ids: Record<string, string> = {};
  let day = 40;

  const book = async (patient: Actor, doctor: Actor): Promise<string> => {
    day += 1;
    const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Check-up', appointment_date: appointmentDateIso(dateAhead(h(), day)), appointment_time: '09:00' }, as(patient));
    return res.results?.id ?? '';
  };

  beforeAll(async () => {
    people.ownerDoctor = await createBookableDoctor(h(), { fee: 10_000 });
    people.otherDoctor = await createBookableDoctor(h(), { fee: 10_000 });
    people.owner = await createPatient(h(), 200_000);
    people.otherPatient = await createPatient(h(), 200_000);
    for (const key of ['accept', 'reject', 'cancel', 'update', 'complete', 'review']) ids[key] = await book(people.owner, people.ownerDoctor);
    await h().ok('appointment', 'acceptAppointment', { appointmentId: ids.complete ?? '' }, as(people.ownerDoctor));
    const tx = await h().ok('Transaction', 'queryUserTransactions', {}, as(people.owner));
    ids.transaction = tx.results[0]?.id ?? '';
    for (const who of Object.values(people)) await joinTopUpNumbers(h(), who, '+256772100200', '+256772100300');
    ids.topUp = (await h().ok('Wallet', 'topUp', { amount: 5_000, phone: '+256772100200', provider: 'MTN' }, as(people.owner))).results.id;
  });

  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  let slot = 0;
  const newBooking = () => {
    slot += 1;
    return { doctorId: people.ownerDoctor.id, appointment_note: 'New', appointment_date: appointmentDateIso(dateAhead(h(), 80 + slot)), appointment_time: '11:00' };
  };

  // Non-owners go first in each row: the owner's call may change the record.
  const rows: Row[] = [
    ['appointment', 'create', newBooking, { visitor: 401, ownerDoctor: 403, otherDoctor: 403, otherPatient: 200, owner: 200 }],
    ['appointment', 'queryUserAppointments', () => ({ page: 1, limit: 10 }), { visitor: 401, otherDoctor: 200, otherPatient: 200, ownerDoctor: 200, owner: 200 }],
    ['appointment', 'getAppointment', () => ({ appointmentId: ids.accept }), { visitor: 401, otherDoctor: 404, otherPatient: 404, ownerDoctor: 200, owner: 200 }],
    ['appointment', 'acceptAppointment', () => ({ appointmentId: ids.accept }), { visitor: 401, owner: 403, otherPatient: 403, otherDoctor: 404, ownerDoctor: 200 }],
    ['appointment', 'rejectAppointment', () => ({ appointmentId: ids.reject, rejectReason: 'Away' }), { visitor: 401, owner: 403, otherPatient: 403, otherDoctor: 404, ownerDoctor: 200 }],
    ['appointment', 'cancelAppointment', () => ({ appointmentId: ids.cancel, cancellationReason: 'Busy' }), { visitor: 401, ownerDoctor: 403, otherDoctor: 403, otherPatient: 404, owner: 200 }],
    ['appointment', 'updateAppointmentStatus', () => ({ appointmentId: ids.update, status: 'CANCELLED', reason: 'Busy' }), { visitor: 401, ownerDoctor: 403, otherDoctor: 403, otherPatient: 404, owner: 200 }],
    ['appointment', 'completeAppointment', () => ({ appointmentId: ids.complete }), { visitor: 401, owner: 403, otherPatient: 403, otherDoctor: 404, ownerDoctor: 409 }],
    ['Reviews', 'createReview', () => ({ appointmentId: ids.review, rating: 5, reviewText: 'Kind' }), { visitor: 401, ownerDoctor: 403, otherDoctor: 403, otherPatient: 404, owner: 409 }],
    ['doctor', 'queryPatients', () => ({}), { visitor: 401, owner: 403, otherPatient: 403, otherDoctor: 200, ownerDoctor: 200 }],
    ['doctor', 'bookedTimes', () => ({ doctorId: people.ownerDoctor.id, date: dateAhead(h(), 41) }), { visitor: 200, owner: 200, otherPatient: 200, otherDoctor: 200, ownerDoctor: 200 }],
    ['Transaction', 'userOverview', () => ({}), { visitor: 401, owner: 200, otherPatient: 200, otherDoctor: 200, ownerDoctor: 200 }],
    ['Transaction', 'queryUserTransactions', () => ({}), { visitor: 401, owner: 200, otherPatient: 200, otherDoctor: 200, ownerDoctor: 200 }],
    ['Transaction', 'queryTransactionDetail', () => ({ transactionId: ids.transaction }), { visitor: 401, otherPatient: 404, otherDoctor: 404, ownerDoctor: 404, owner: 200 }],
    ['Wallet', 'viewWalletBalance', () => ({}), { visitor: 401, owner: 200, otherPatient: 200, otherDoctor: 200, ownerDoctor: 200 }],
    ['Wallet', 'topUp', () => ({ amount: 2_000, phone: '+256772100300', provider: 'AIRTEL' }), { visitor: 401, owner: 200, otherPatient: 200, otherDoctor: 200, ownerDoctor: 200 }],
    ['Wallet', 'topUpStatus', () => ({ topUpId: ids.topUp }), { visitor: 401, otherPatient: 404, otherDoctor: 404, ownerDoctor: 404, owner: 200 }],
  ];

  it.each(rows)('%s/%s answers each caller as expected', async (service, action, fields, expected) => {
    const seen: Partial<Record<Who, number>> = {};
    for (const who of Object.keys(expected) as Who[]) {
      const res = await h().call(service, action, fields(), who === 'visitor' ? {} : as(people[who]));
      seen[who] = res.status;
    }
    expect(seen).toEqual(expected);
  });

  it("another patient's appointment list never contains the owner's appointments", async () => {
    const theirs = await h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 100 }, as(people.otherPatient));
    expect(theirs.results.some((a) => Object.values(ids).includes(a.id))).toBe(false);
    const otherDoctor = await h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 100 }, as(people.otherDoctor));
    expect(otherDoctor.total).toBe(0);
  });
});
