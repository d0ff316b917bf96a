import { seedDirectoryForTest, signIn, signInDemoDoctor, signInDemoPatient } from '../../../test/directory-helpers';
import { describeEngines } from '../../../test/engines';
import { DIRECTORY_DOCTOR_PASSWORD } from '../../seed/directory-seed';

interface Entry {
  id: string;
  day: string;
  slots: { id?: string; start: string; end: string }[];
}

describeEngines('doctor availability', (h) => {
  let doctor: { token: string; id: string };
  let other: { token: string; id: string };
  let patient: { token: string; id: string };

  beforeAll(async () => {
    await seedDirectoryForTest(h());
    doctor = await signInDemoDoctor(h());
    patient = await signInDemoPatient(h());
    const row = await h().db.selectFrom('users').select('email').where('user_type', '=', 'doctor').where('id', '!=', doctor.id).orderBy('email').executeTakeFirstOrThrow();
    other = await signIn(h(), row.email, DIRECTORY_DOCTOR_PASSWORD);
  });

  const as = (who: { token: string }) => ({ token: who.token });
  const add = (body: Record<string, unknown>, who = doctor) => h().call('doctor', 'addAvailability', body, as(who));

  it('adds a day with fresh slot ids, sorted, and refuses the same day twice', async () => {
    const res = await add({ day: 'Saturday', slots: [{ start: '14:00', end: '00:00' }, { start: '09:00', end: '12:00' }] });
    expect(res.status).toBe(200);
    const entry = (res.body as { data: Entry }).data;
    expect(entry).toMatchObject({ day: 'Saturday', slots: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '00:00' }] });
    expect(entry.slots.every((s) => typeof s.id === 'string')).toBe(true);
    const again = await add({ day: 'Saturday', slots: [{ start: '09:00', end: '10:00' }] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'day', message: 'You already have availability on Saturday. Edit that day instead of adding it again.' });
    await h().ok('doctor', 'deleteAvailability', { availabilityId: entry.id }, as(doctor));
  });

  it.each([
    [[{ start: '09:00', end: '12:00' }, { start: '11:30', end: '14:00' }], 'slots.1.start', /overlap/],
    [[{ start: '17:00', end: '09:00' }], 'slots.0.end', /end time must be after the start time/],
    [[{ start: '10:00', end: '10:00' }], 'slots.0.end', /end time must be after the start time/],
    [[{ start: '9:00', end: '12:00' }], 'slots.0.start', /HH:MM/],
    [[{ start: '09:00', end: '24:00' }], 'slots.0.end', /HH:MM/],
    [[], 'slots', /at least one time slot/],
  ])('refuses slots %j with a message about %s', async (slots, field, message) => {
    const res = await add({ day: 'Sunday', slots });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(message);
  });

  it('refuses an unknown weekday', async () => {
    const res = await add({ day: 'Funday', slots: [{ start: '09:00', end: '10:00' }] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('day');
  });

  it('updates a day keeping the ids of unchanged slots, and refuses moving it onto a day already taken', async () => {
    const created = (await h().ok('doctor', 'addAvailability', { day: 'Sunday', slots: [{ start: '08:00', end: '12:00' }] }, as(doctor))).data;
    if (created === undefined) throw new Error('no entry');
    const kept = created.slots[0];
    const updated = (await h().ok('doctor', 'updateAvailability', { availabilityId: created.id, day: 'Sunday', slots: [{ id: kept?.id, start: '08:00', end: '12:00' }, { start: '13:00', end: '15:00' }] }, as(doctor))).data;
    expect(updated?.slots[0]?.id).toBe(kept?.id);
    expect(updated?.slots[1]?.id).toEqual(expect.any(String));
    expect(updated?.slots[1]?.id).not.toBe(kept?.id);
    const clash = await h().call('doctor', 'updateAvailability', { availabilityId: created.id, day: 'Monday', slots: [{ start: '08:00', end: '12:00' }] }, as(doctor));
    expect(clash.status).toBe(409);
    const profile = await h().ok('auth', 'getUserProfile', {}, as(doctor));
    expect(profile.result.availability?.find((a) => a.day === 'Sunday')?.slots).toHaveLength(2);
    await h().ok('doctor', 'deleteAvailability', { availabilityId: created.id }, as(doctor));
    const gone = await h().call('doctor', 'deleteAvailability', { availabilityId: created.id }, as(doctor));
    expect(gone.status).toBe(404);
  });

  it('refuses to change or delete a day changed meanwhile (409 STALE_AVAILABILITY), and says a deleted day is gone', async () => {
    const created = (await h().ok('doctor', 'addAvailability', { day: 'Sunday', slots: [{ start: '08:00', end: '12:00' }] }, as(doctor))).data;
    if (created === undefined) throw new Error('no entry');
    expect(created.version).toEqual(expect.any(String));
    // Another device moves Sunday's hours.
    const moved = (await h().ok('doctor', 'updateAvailability', { availabilityId: created.id, day: 'Sunday', slots: [{ start: '10:00', end: '14:00' }], version: created.version }, as(doctor))).data;
    expect(moved?.version).not.toBe(created.version);
    const stale = await h().call('doctor', 'updateAvailability', { availabilityId: created.id, day: 'Sunday', slots: [{ start: '08:00', end: '13:00' }], version: created.version }, as(doctor));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_AVAILABILITY', message: expect.stringMatching(/Sunday.*changed on another device/) });
    const staleDelete = await h().call('doctor', 'deleteAvailability', { availabilityId: created.id, version: created.version }, as(doctor));
    expect(staleDelete.status).toBe(409);
    const profile = await h().ok('auth', 'getUserProfile', {}, as(doctor));
    expect(profile.result.availability?.find((a) => a.day === 'Sunday')?.slots).toMatchObject([{ start: '10:00', end: '14:00' }]);
    await h().ok('doctor', 'deleteAvailability', { availabilityId: created.id, version: moved?.version }, as(doctor));
    const gone = await h().call('doctor', 'updateAvailability', { availabilityId: created.id, day: 'Sunday', slots: [{ start: '08:00', end: '12:00' }], version: moved?.version }, as(doctor));
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: expect.stringMatching(/deleted|could not find/) });
  });

  it("never lets a doctor touch another doctor's week", async () => {
    const theirs = (await h().ok('doctor', 'addAvailability', { day: 'Sunday', slots: [{ start: '10:00', end: '11:00' }] }, as(other))).data;
    if (theirs === undefined) throw new Error('no entry');
    const update = await h().call('doctor', 'updateAvailability', { availabilityId: theirs.id, day: 'Sunday', slots: [{ start: '10:00', end: '12:00' }] }, as(doctor));
    expect(update.status).toBe(403);
    const remove = await h().call('doctor', 'deleteAvailability', { availabilityId: theirs.id }, as(doctor));
    expect(remove.status).toBe(403);
    const onBehalf = await add({ day: 'Sunday', doctorId: other.id, slots: [{ start: '10:00', end: '11:00' }] });
    expect(onBehalf.status).toBe(403);
    const still = await h().db.selectFrom('doctor_availability').select('slots').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(still.slots).toContain('11:00');
  });

  it('refuses patients (403) and visitors (401)', async () => {
    expect((await add({ day: 'Sunday', slots: [{ start: '10:00', end: '11:00' }] }, patient)).status).toBe(403);
    expect((await h().call('doctor', 'addAvailability', { day: 'Sunday', slots: [{ start: '10:00', end: '11:00' }] })).status).toBe(401);
  });
});
