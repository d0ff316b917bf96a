// The retention pass (issue 49, ADR 110) on every engine: rows past their time go, rows within it stay, and nothing
// clinical is removed before CLINICAL_YEARS after the visit.
import { randomUUID } from 'node:crypto';
import { appointmentDateIso } from '@musawo/shared/contracts';
import { as, createBookableDoctor, createPatient, dateAhead } from '../../test/booking-helpers';
import { describeEngines } from '../../test/engines';
import { saveRoomNotes } from '../consult/consult-repo';
import { insertSpecialties } from '../directory/specialties-repo';
import { CLINICAL_YEARS, runRetention } from './retention';

const DAY = 24 * 60 * 60_000;

describeEngines('retention', (h) => {
  test('expired codes, reset links, sessions, operators\' idle clocks, outbox entries, finished jobs, USSD sessions and stale exports go; fresh ones stay', async () => {
    const now = h().clock();
    const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const patient = await createPatient(h(), 0, { name: 'Retention Patient' });
    const otp = (id: string, expires: string) => ({ id, target: '+256700999001', channel: 'sms' as const, code_hash: 'x', created_at: expires, expires_at: expires, verified_at: null, consumed_at: null });
    await h().db.insertInto('otp_codes').values([otp('otp-old', ago(2)), otp('otp-new', ago(0))]).execute();
    const token = (id: string, expires: string, revoked: string | null) => ({ id, user_id: patient.id, family_id: id, token_hash: id, device_id: null, device_name: null, device_type: null, device_os: null, created_at: ago(60), expires_at: expires, used_at: null, revoked_at: revoked });
    await h().db.insertInto('refresh_tokens').values([token('rt-expired', ago(31), null), token('rt-revoked', ago(-10), ago(31)), token('rt-live', ago(-10), null)]).execute();
    const mail = (id: string, at: string) => ({ id, channel: 'sms' as const, recipient: '+256700999001', subject: null, body: 'hello', created_at: at });
    await h().db.insertInto('outbox_messages').values([mail('ob-old', ago(31)), mail('ob-new', ago(29))]).execute();
    const job = (id: string, status: 'DONE' | 'PENDING', at: string) => ({ id, kind: 'test', payload: '{}', status, run_at: at, locked_until: null, last_error: null, dedupe_key: null, created_at: at, updated_at: at });
    await h().db.insertInto('jobs').values([job('job-old', 'DONE', ago(91)), job('job-waiting', 'PENDING', ago(91)), job('job-new', 'DONE', ago(89))]).execute();
    const ussd = (id: string, expires: string) => ({ session_id: id, phone_number: '+256700999001', last_text: '', last_answer: '', state: '{}', expires_at: expires, created_at: expires, updated_at: expires });
    await h().db.insertInto('ussd_sessions').values([ussd('us-old', ago(2)), ussd('us-new', ago(0))]).execute();
    const reset = (jti: string, expires: string) => ({ jti, user_id: patient.id, created_at: expires, expires_at: expires, used_at: null });
    await h().db.insertInto('password_resets').values([reset('pr-old', ago(2)), reset('pr-new', ago(0))]).execute();
    const idle = (family: string, seen: string) => ({ family_id: family, user_id: patient.id, last_seen_at: seen, created_at: seen });
    await h().db.insertInto('operator_sessions').values([idle('os-old', ago(2)), idle('os-new', ago(0.5))]).execute();
    const files = h().app.services.consult.files;
    await files.put('exports/stale-export', Buffer.from('zip'));
    await h().db.insertInto('data_exports').values({ id: 'stale-export', user_id: patient.id, token_hash: randomUUID(), storage_key: 'exports/stale-export', size: 3, created_at: ago(1), expires_at: ago(0.5), used_at: null }).execute();

    const counts = await runRetention(h().db, { files, licenceCopies: h().app.services.licenceCopies }, now);
    expect(counts).toMatchObject({ otp_codes: 1, password_resets: 1, refresh_tokens: 2, operator_sessions: 1, outbox_messages: 1, jobs: 1, ussd_sessions: 1, data_exports: 1 });
    const ids = async (table: 'otp_codes' | 'refresh_tokens' | 'outbox_messages' | 'jobs') => (await h().db.selectFrom(table).select('id').where('id', 'in', ['otp-old', 'otp-new', 'rt-expired', 'rt-revoked', 'rt-live', 'ob-old', 'ob-new', 'job-old', 'job-waiting', 'job-new']).execute()).map((r) => r.id).sort();
    expect(await ids('otp_codes')).toEqual(['otp-new']);
    expect(await ids('refresh_tokens')).toEqual(['rt-live']);
    expect(await ids('outbox_messages')).toEqual(['ob-new']);
    expect(await ids('jobs')).toEqual(['job-new', 'job-waiting']);
    expect(await files.get('exports/stale-export')).toBeUndefined();
    expect((await h().db.selectFrom('password_resets').select('jti').where('jti', 'in', ['pr-old', 'pr-new']).execute()).map((r) => r.jti)).toEqual(['pr-new']);
    expect((await h().db.selectFrom('operator_sessions').select('family_id').where('family_id', 'in', ['os-old', 'os-new']).execute()).map((r) => r.family_id)).toEqual(['os-new']);
    expect((await h().db.selectFrom('ussd_sessions').select('session_id').where('session_id', 'in', ['us-old', 'us-new']).execute()).map((r) => r.session_id)).toEqual(['us-new']);
  });

  test('a rejected application goes with its licence copy 90 days after the decision; a newer one and a pending one stay', async () => {
    const now = h().clock();
    const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const specialtyId = randomUUID();
    await insertSpecialties(h().db, [{ id: specialtyId, name: `Retention ${specialtyId.slice(0, 6)}`, image: '', tags: ['retention'] }], ago(200));
    const stores = { files: h().app.services.consult.files, licenceCopies: h().app.services.licenceCopies };
    const application = async (status: 'pending' | 'rejected', decidedDaysAgo: number | null) => {
      const copyId = randomUUID();
      const key = `copies/${copyId}`;
      await stores.licenceCopies.put(key, Buffer.from('%PDF-1.4 licence'));
      await h().db.insertInto('licence_copies').values({ id: copyId, storage_key: key, content_type: 'application/pdf', size: 16, application_id: null, created_at: ago(200) }).execute();
      const id = randomUUID();
      await h().db.insertInto('doctor_applications').values({
        id, status, name: 'Dr. Retention Applicant', email: `${id}@example.ug`, phone_number: `+2567${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, specialty_id: specialtyId,
        district: 'Gulu', facility: 'Gulu Clinic', umdpc_number: `UMDPC-${id.slice(0, 8)}`, licence_expires_on: '2030-01-01', licence_copy_id: copyId,
        created_at: ago(200), decided_at: decidedDaysAgo === null ? null : ago(decidedDaysAgo), decided_by: null, reject_reason: status === 'rejected' ? 'Not a registered number' : null, doctor_id: null,
      }).execute();
      await h().db.updateTable('licence_copies').set({ application_id: id }).where('id', '=', copyId).execute();
      return { id, key };
    };
    const old = await application('rejected', 91);
    const recent = await application('rejected', 89);
    const pending = await application('pending', null);
    const counts = await runRetention(h().db, stores, now);
    expect(counts.rejected_applications).toBe(1);
    const left = (await h().db.selectFrom('doctor_applications').select('id').where('id', 'in', [old.id, recent.id, pending.id]).execute()).map((r) => r.id).sort();
    expect(left).toEqual([recent.id, pending.id].sort());
    expect(await stores.licenceCopies.get(old.key)).toBeUndefined();
    expect(await stores.licenceCopies.get(recent.key)).toBeDefined();
    expect(await h().db.selectFrom('licence_copies').select('id').where('storage_key', '=', old.key).execute()).toHaveLength(0);
  });

  test(`consultations stay for ${CLINICAL_YEARS} years after the visit, then their messages, files and notes go`, async () => {
    const doctor = await createBookableDoctor(h());
    const patient = await createPatient(h(), 200_000);
    const book = async (days: number) => (await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: `Visit ${days}`, appointment_date: appointmentDateIso(dateAhead(h(), days)), appointment_time: '10:00' }, as(patient))).results?.id ?? '';
    const oldVisit = await book(3);
    const keptVisit = await book(4);
    for (const id of [oldVisit, keptVisit]) {
      await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
      await h().ok('consult', 'sendMessage', { appointmentId: id, text: 'Still coughing' }, as(patient));
    }
    // A photo and the doctor's notes on each visit.
    const files = h().app.services.consult.files;
    for (const id of [oldVisit, keptVisit]) {
      await files.put(`attachments/${id}`, Buffer.from('photo'));
      await h().db.insertInto('consult_attachments').values({ id: `att-${id}`, appointment_id: id, uploader_id: patient.id, storage_key: `attachments/${id}`, content_type: 'image/jpeg', size: 5, file_name: 'rash.jpg', created_at: h().clock().toISOString() }).execute();
      await saveRoomNotes(h().db, id, `Notes ${id}`, h().clock());
    }
    const yearsAgo = (years: number) => new Date(h().clock().getTime() - years * 365.25 * DAY).toISOString();
    await h().db.updateTable('appointments').set({ starts_at: yearsAgo(CLINICAL_YEARS + 0.1) }).where('id', '=', oldVisit).execute();
    await h().db.updateTable('appointments').set({ starts_at: yearsAgo(CLINICAL_YEARS - 0.5) }).where('id', '=', keptVisit).execute();

    const counts = await runRetention(h().db, { files: h().app.services.consult.files, licenceCopies: h().app.services.licenceCopies }, h().clock());
    expect(counts.clinical_messages).toBeGreaterThanOrEqual(1);
    const left = await h().db.selectFrom('consult_messages').select('appointment_id').where('appointment_id', 'in', [oldVisit, keptVisit]).execute();
    expect(new Set(left.map((m) => m.appointment_id))).toEqual(new Set([keptVisit]));
    const notes = await h().db.selectFrom('appointments').select(['id', 'note']).where('id', 'in', [oldVisit, keptVisit]).orderBy('id').execute();
    expect(Object.fromEntries(notes.map((n) => [n.id, n.note]))).toEqual({ [oldVisit]: '', [keptVisit]: 'Visit 4' });
    const rooms = await h().db.selectFrom('consult_rooms').select(['appointment_id', 'notes']).where('appointment_id', 'in', [oldVisit, keptVisit]).execute();
    expect(Object.fromEntries(rooms.map((r) => [r.appointment_id, r.notes]))).toEqual({ [oldVisit]: null, [keptVisit]: `Notes ${keptVisit}` });
    const attachments = await h().db.selectFrom('consult_attachments').select('appointment_id').where('appointment_id', 'in', [oldVisit, keptVisit]).execute();
    expect(attachments.map((a) => a.appointment_id)).toEqual([keptVisit]);
    expect(await files.get(`attachments/${oldVisit}`)).toBeUndefined();
    expect(await files.get(`attachments/${keptVisit}`)).toBeDefined();
  });
});
