// ADR 209: an operator records a doctor's renewed practising licence. The doctor hidden for their licence is listed
// again in the same transaction (hidden for another reason, they stay hidden), the warnings start again, the doctor
// is told in their language and the action is recorded; renewals and the expiry job at the same moment stay
// consistent. And the Doctors page's search answers 20 doctors at a time.
import { kampalaDate } from '@musawo/shared/contracts';
import { createBookableDoctor, type Actor } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import { signedInOperator } from '../../../test/operator-helpers';
import { listDoctorIn } from '../../../test/ussd-helpers';
import { runLicenceExpiry } from '../../applications/licence-expiry';
import { DAY } from '../../lib/time';

let made = 0;

describeEngines('moderation: recording a renewed practising licence', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
  });

  const operator = () => signedInOperator(h());
  const profile = (doctorId: string) => h().db.selectFrom('doctor_profiles').select(['licence_expires_on', 'licence_warned_days', 'unlisted_reason', 'suspended_at']).where('user_id', '=', doctorId).executeTakeFirstOrThrow();
  const daysAhead = (days: number) => kampalaDate(h().clock().getTime() + days * DAY);
  const searchIds = async (specialty: string) =>
    (await h().ok('doctor', 'searchDoctorsByLocation', { searchParams: { specialty: JSON.stringify({ speciality_name: specialty }), limit: 50 } })).results.doctors.map((d) => d.id);
  /** A listed doctor (a specialty of their own) whose licence ended yesterday, hidden by the expiry job. */
  const expiredDoctor = async (): Promise<Actor & { specialty: string }> => {
    made += 1;
    const doctor = await createBookableDoctor(h(), { name: `Dr. Licence Renewal ${made}` });
    const specialty = `Renewal medicine ${made}`;
    await listDoctorIn(h(), doctor.id, `Gulu ${made}`, specialty);
    await h().db.updateTable('doctor_profiles').set({ umdpc_number: `UMDPC/R${made}-${doctor.id.slice(0, 6)}`, licence_expires_on: daysAhead(-1), licence_warned_days: 7 }).where('user_id', '=', doctor.id).execute();
    await runLicenceExpiry(h().db, h().clock());
    expect((await profile(doctor.id)).unlisted_reason).toBe('licence-expired');
    return { ...doctor, specialty };
  };

  it('lists the doctor again, clears the warnings, tells them by SMS and email in their language, and records who, what, when and why', async () => {
    const op = await operator();
    const doctor = await expiredDoctor();
    await h().db.updateTable('users').set({ language: 'sw' }).where('id', '=', doctor.id).execute();
    expect(await searchIds(doctor.specialty)).toEqual([]);
    const listedBefore = await h().ok('Moderation', 'searchDoctors', { query: doctor.name }, { token: op.token });
    expect(listedBefore.results).toEqual([expect.objectContaining({ id: doctor.id, unlistedReason: 'licence-expired', licenceExpiresOn: daysAhead(-1), umdpcNumber: expect.stringMatching(/^UMDPC\/R/) })]);

    const renewed = daysAhead(365);
    const res = await h().ok('Moderation', 'renewLicence', { doctorId: doctor.id, licenceExpiresOn: renewed, reason: 'Renewed licence emailed on 27 Nov' }, { token: op.token });
    expect(res.results).toMatchObject({ id: doctor.id, licenceExpiresOn: renewed, unlistedReason: null });
    expect(await profile(doctor.id)).toMatchObject({ licence_expires_on: renewed, licence_warned_days: null, unlisted_reason: null });
    expect(await searchIds(doctor.specialty)).toEqual([doctor.id]);
    expect((await h().call('doctor', 'getDoctor', { doctorId: doctor.id })).status).toBe(200);

    const activity = await h().ok('operator', 'activity', {}, { token: op.token });
    expect(activity.results[0]).toMatchObject({ action: 'doctor.licence-renew', subjectType: 'doctor', subjectId: doctor.id, reason: `${renewed}: Renewed licence emailed on 27 Nov`, operatorName: expect.any(String) });

    await h().app.services.jobs.runDue();
    await h().app.services.background.idle();
    expect((await h().outbox(doctor.phone)).map((m) => m.body)).toContainEqual(`Musawo: leseni yako mpya ya kazi imesajiliwa, halali hadi ${renewed}. Wagonjwa wanaweza kukupata na kuweka miadi nawe tena.`);
    expect((await h().outbox(doctor.email)).map((m) => m.subject)).toContain('Leseni yako mpya ya kazi imesajiliwa');

    // The warnings start again for the new date: 30 days before it, once.
    const before30 = new Date(Date.parse(`${renewed}T12:00:00Z`) - 29 * DAY);
    expect(await runLicenceExpiry(h().db, before30)).toMatchObject({ warned: 1, hidden: 0 });
  });

  it('refuses a date that is not after today or more than two years ahead, and a missing reason, at the field', async () => {
    const op = await operator();
    const doctor = await expiredDoctor();
    const call = (licenceExpiresOn: string, reason = 'Renewed') => h().call('Moderation', 'renewLicence', { doctorId: doctor.id, licenceExpiresOn, reason }, { token: op.token });
    expect(await call(daysAhead(0))).toMatchObject({ status: 400, body: { field: 'licenceExpiresOn', message: expect.stringContaining('after today') } });
    expect(await call(daysAhead(800))).toMatchObject({ status: 400, body: { field: 'licenceExpiresOn', message: expect.stringContaining('two years') } });
    expect(await call('12/11/2027')).toMatchObject({ status: 400, body: { field: 'licenceExpiresOn' } });
    expect(await call(daysAhead(300), '  ')).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect((await call(daysAhead(300)).then(() => h().call('Moderation', 'renewLicence', { doctorId: '00000000-0000-4000-8000-000000000000', licenceExpiresOn: daysAhead(300), reason: 'x' }, { token: op.token }))).status).toBe(404);
    expect((await profile(doctor.id)).licence_expires_on).toBe(daysAhead(300));
  });

  it('leaves a doctor hidden for another reason hidden: suspended, or still awaiting their first hours', async () => {
    const op = await operator();
    const suspended = await expiredDoctor();
    await h().ok('Moderation', 'suspendDoctor', { doctorId: suspended.id, reason: 'Complaints under review' }, { token: op.token });
    await h().ok('Moderation', 'renewLicence', { doctorId: suspended.id, licenceExpiresOn: daysAhead(200), reason: 'Renewed' }, { token: op.token });
    expect(await profile(suspended.id)).toMatchObject({ unlisted_reason: null, suspended_at: expect.any(String) });
    expect(await searchIds(suspended.specialty)).toEqual([]);

    const waiting = await expiredDoctor();
    await h().db.updateTable('doctor_profiles').set({ unlisted_reason: 'awaiting-availability' }).where('user_id', '=', waiting.id).execute();
    await h().ok('Moderation', 'renewLicence', { doctorId: waiting.id, licenceExpiresOn: daysAhead(200), reason: 'Renewed' }, { token: op.token });
    expect((await profile(waiting.id)).unlisted_reason).toBe('awaiting-availability');
    await h().app.services.jobs.runDue();
    await h().app.services.background.idle();
    // Told of the renewal, not that patients can find them.
    const texts = (await h().outbox(waiting.phone)).map((m) => m.body).filter((b) => b.includes('renewed practising licence'));
    expect(texts).toEqual([`Musawo: your renewed practising licence is recorded, valid until ${daysAhead(200)}.`]);
  });

  it('two renewals at once: one consistent row, both recorded; the expiry job at the same moment never hides the renewed doctor', async () => {
    const op = await operator();
    const doctor = await expiredDoctor();
    const dates = [daysAhead(100), daysAhead(200)];
    const both = await Promise.all(dates.map((d) => h().call('Moderation', 'renewLicence', { doctorId: doctor.id, licenceExpiresOn: d, reason: `Renewed to ${d}` }, { token: op.token })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const row = await profile(doctor.id);
    expect(dates).toContain(row.licence_expires_on);
    expect(row).toMatchObject({ unlisted_reason: null, licence_warned_days: null });
    const actions = await h().db.selectFrom('operator_actions').select('reason').where('action', '=', 'doctor.licence-renew').where('subject_id', '=', doctor.id).execute();
    expect(actions.map((a) => a.reason).sort()).toEqual(dates.map((d) => `${d}: Renewed to ${d}`));

    // The job reads the expired date, then the renewal commits: its guarded update hides nobody.
    for (let i = 0; i < 3; i += 1) {
      const again = await expiredDoctor();
      await h().db.updateTable('doctor_profiles').set({ unlisted_reason: null }).where('user_id', '=', again.id).execute();
      await Promise.all([runLicenceExpiry(h().db, h().clock()), h().ok('Moderation', 'renewLicence', { doctorId: again.id, licenceExpiresOn: daysAhead(50), reason: 'Renewed' }, { token: op.token })]);
      expect(await profile(again.id)).toMatchObject({ licence_expires_on: daysAhead(50), unlisted_reason: null });
    }
  });

  it('pages the Doctors search 20 at a time by name, with a cursor, until there are no more', async () => {
    const op = await operator();
    const tag = `Pager${made}x`;
    made += 1;
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) ids.push((await createBookableDoctor(h(), { name: `Dr. ${tag} ${String(i).padStart(2, '0')} | Okello` })).id);
    const first = await h().ok('Moderation', 'searchDoctors', { query: tag }, { token: op.token });
    expect(first.results).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await h().ok('Moderation', 'searchDoctors', { query: tag, cursor: first.nextCursor ?? '' }, { token: op.token });
    expect(second).toMatchObject({ nextCursor: null });
    expect([...first.results, ...second.results].map((d) => d.id)).toEqual(ids);
    expect((await h().call('Moderation', 'searchDoctors', { query: tag, cursor: 'not-a-cursor' }, { token: op.token })).status).toBe(400);
  });
});
