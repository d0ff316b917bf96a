// "My data" (issue 49, ADRs 110 and 111) on every engine: consent at sign-up and again for a new version, marketing
// off until turned on; the export holds every kind of the patient's data with its full history and nothing of another
// person, through a link that works once, for its owner, for an hour; deleting the account leaves no personal data of
// the person in any table but ADR 110's keep-list, and the ledger still balances.
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { appointmentDateIso, TERMS_VERSION } from '@musawo/shared/contracts';
import { latestCode, PASSWORD, signUp } from '../../test/auth-helpers';
import { as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced, type Actor } from '../../test/booking-helpers';
import { describeEngines, type Harness } from '../../test/engines';
import { createOperator, signInOperator } from '../../test/operator-helpers';
import { EXPORT_SECTIONS } from './data-export';

const MINUTE = 60_000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('winnie-scan-bytes')]);

/** Everything a patient writes or is, made unique per person so a search for it finds only them. */
function personalWords(tag: string) {
  return {
    note: `Burning when passing urine ${tag}`,
    message: `The pain started on Sunday ${tag}`,
    doctorMessage: `Drink plenty of water ${tag}`,
    fileName: `urine-test-${tag}.png`,
    notes: `UTI suspected ${tag}; nitrofurantoin`,
    review: `Kind and quick ${tag}`,
    cancelReason: `Travelling to Gulu ${tag}`,
  };
}

/** Books, accepts, talks, sends a file, writes notes, completes and reviews one visit; cancels a second one. */
async function fullHistory(h: Harness, doctor: Actor, patient: Actor, words: ReturnType<typeof personalWords>, days: number): Promise<{ visit: string; cancelled: string }> {
  const book = async (d: number, note: string) =>
    (await h.ok('appointment', 'create', { doctorId: doctor.id, appointment_note: note, appointment_date: appointmentDateIso(dateAhead(h, d)), appointment_time: '10:00' }, as(patient))).results?.id ?? '';
  const visit = await book(days, words.note);
  await h.ok('appointment', 'acceptAppointment', { appointmentId: visit }, as(doctor));
  await h.ok('consult', 'sendMessage', { appointmentId: visit, text: words.message }, as(patient));
  await h.ok('consult', 'sendMessage', { appointmentId: visit, text: words.doctorMessage }, as(doctor));
  const upload = await h.app.inject({ method: 'POST', url: `/api/v1/consult/${visit}/files`, headers: { 'content-type': 'image/png', 'x-file-name': words.fileName, authorization: `Bearer ${patient.token}` }, payload: PNG });
  expect(upload.statusCode).toBe(200);
  // The visit has started: the doctor completes it with notes (the fee goes to the doctor).
  const start = new Date(h.clock().getTime() - 10 * MINUTE);
  await h.db.updateTable('appointments').set({ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 30 * MINUTE).toISOString() }).where('id', '=', visit).execute();
  await h.ok('consult', 'completeConsultation', { appointmentId: visit, notes: words.notes }, as(doctor));
  await h.ok('Reviews', 'createReview', { appointmentId: visit, rating: 5, reviewText: words.review }, as(patient));
  const cancelled = await book(days + 1, `${words.note} (second)`);
  await h.ok('appointment', 'cancelAppointment', { appointmentId: cancelled, cancellationReason: words.cancelReason }, as(patient));
  await h.ok('myData', 'setMarketing', { on: true }, as(patient));
  await h.ok('Wallet', 'topUp', { amount: 10_000, phone: patient.phone, provider: 'AIRTEL', idempotencyKey: `t-${patient.id}` }, as(patient));
  await h.app.services.jobs.runDue();
  return { visit, cancelled };
}

async function download(h: Harness, url: string, token: string) {
  return h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

describeEngines('my data', (h) => {
  let doctor: Actor;

  beforeAll(async () => {
    doctor = await createBookableDoctor(h(), { name: 'Dr. Moses Kato' });
  });

  describe('consent', () => {
    test('sign-up records the terms in force; a new version is asked again at sign-in; marketing is off until turned on', async () => {
      const person = await signUp(h());
      expect(person.user.termsToAccept).toBeUndefined();
      const token = person.tokens.access.token;
      expect((await h().ok('myData', 'consents', {}, { token })).results).toMatchObject({ acceptedVersion: TERMS_VERSION, currentVersion: TERMS_VERSION, marketing: false });

      // The notice changes: what the person accepted is now an older version.
      await h().db.updateTable('consents').set({ version: '2025-01' }).where('user_id', '=', person.user.id).execute();
      const login = await h().ok('auth', 'login', { emailOrPhone: person.email, password: PASSWORD });
      expect(login.user?.termsToAccept).toBe(TERMS_VERSION);
      const stale = await h().call('myData', 'acceptTerms', { version: '2025-01' }, { token });
      expect(stale.body).toMatchObject({ code: 'TERMS_CHANGED', field: 'version' });
      h().clock.advance(1_000);
      await h().ok('myData', 'acceptTerms', { version: TERMS_VERSION }, { token });
      expect((await h().ok('auth', 'getUserProfile', {}, { token })).result.termsToAccept).toBeUndefined();

      const on = await h().ok('myData', 'setMarketing', { on: true }, { token });
      expect(on.results.marketing).toBe(true);
      h().clock.advance(1_000);
      await h().ok('myData', 'setMarketing', { on: false }, { token });
      const history = await h().db.selectFrom('consents').select(['kind', 'version', 'channel']).where('user_id', '=', person.user.id).orderBy('created_at', 'asc').orderBy('kind', 'asc').execute();
      expect(history.filter((c) => c.kind === 'marketing').map((c) => c.version)).toEqual(['on', 'off']);
      expect(history.filter((c) => c.kind === 'terms').map((c) => c.channel)).toEqual(['sign-up', 'sign-in']);
    });

    test('a patient or doctor without a recorded acceptance is asked; an operator (staff) is not', async () => {
      const patient = await createPatient(h(), 0, { name: 'Never Asked' });
      expect((await h().ok('auth', 'getUserProfile', {}, as(patient))).result.termsToAccept).toBe(TERMS_VERSION);
      const tokens = await signInOperator(h(), await createOperator(h()));
      expect((await h().ok('auth', 'getUserProfile', {}, { token: tokens.access.token })).result.termsToAccept).toBeUndefined();
    });
  });

  describe('download my data', () => {
    let patient: Actor;
    let other: Actor;
    const mine = personalWords('w1nn13');
    const theirs = personalWords('0th3r');

    beforeAll(async () => {
      patient = await createPatient(h(), 400_000, { name: 'Winnie Nabirye' });
      other = await createPatient(h(), 400_000, { name: 'Brian Ssempala' });
      await fullHistory(h(), doctor, patient, mine, 10);
      await fullHistory(h(), doctor, other, theirs, 20);
      // The doctor reads the patient's record: the access record has entries of both.
      await h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 50 }, as(doctor));
    });

    test('the zip holds every kind of the patient\'s data, in HTML and JSON, with the files, and nothing of another person', async () => {
      const asked = await h().ok('myData', 'requestExport', {}, as(patient));
      expect(Date.parse(asked.results.expiresAt) - h().clock().getTime()).toBeLessThanOrEqual(60 * MINUTE);
      const res = await download(h(), asked.results.url, patient.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const json = JSON.parse(strFromU8(files['my-data.json'] ?? new Uint8Array())) as Record<string, unknown>;
      const html = strFromU8(files['my-data.html'] ?? new Uint8Array());

      for (const section of EXPORT_SECTIONS) {
        // A doctor's profile and withdrawals, and extra mobile money numbers, are not part of this patient's history.
        if (section === 'doctorProfile' || section === 'payouts' || section === 'topUpPhones') continue;
        const value = json[section];
        expect({ section, present: Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined }).toEqual({ section, present: true });
        expect(html).toContain(`<section id="${section}">`);
      }
      const text = JSON.stringify(json);
      for (const word of Object.values(mine)) expect(text).toContain(word);
      // Full history: the completed visit and the cancelled one, the deposit, the fee and the refund.
      expect((json.appointments as { status: string }[]).map((a) => a.status).sort()).toEqual(['CANCELLED', 'COMPLETED']);
      expect((json.transactions as unknown[]).length).toBeGreaterThanOrEqual(4);
      expect((json.consents as { kind: string }[]).map((c) => c.kind)).toContain('marketing');
      expect((json.accessRecord as { who: { name: string } }[])[0]?.who.name).toBe('Dr. Moses Kato');
      expect((json.notificationsSent as unknown[]).length).toBeGreaterThan(0);
      expect(Buffer.from(files[`attachments/${(json.attachments as { id: string }[])[0]?.id}-${mine.fileName}`] ?? [])).toEqual(PNG);
      expect(html).toContain(mine.message);

      // Nothing of the other patient: not their name, contacts, words or files, anywhere in the zip.
      const everything = Object.values(files).map((f) => Buffer.from(f).toString('latin1')).join('\n');
      for (const word of [other.name, other.email, other.phone, other.id, ...Object.values(theirs)]) expect(everything).not.toContain(word);
      // Nor the doctor's contacts.
      expect(everything).not.toContain(doctor.email);
      expect(everything).not.toContain(doctor.phone);
    });

    test('the link works once, only for its owner, and not after an hour', async () => {
      const first = await h().ok('myData', 'requestExport', {}, as(patient));
      expect((await download(h(), first.results.url, other.token)).statusCode).toBe(410);
      expect((await h().app.inject({ method: 'GET', url: first.results.url })).statusCode).toBe(401);
      expect((await download(h(), first.results.url, patient.token)).statusCode).toBe(200);
      expect((await download(h(), first.results.url, patient.token)).statusCode).toBe(410);

      const late = await h().ok('myData', 'requestExport', {}, as(patient));
      h().clock.advance(61 * MINUTE);
      const fresh = await h().ok('auth', 'login', { emailOrPhone: patient.email, password: PASSWORD });
      expect((await download(h(), late.results.url, fresh.tokens?.access.token ?? '')).statusCode).toBe(410);
      patient = { ...patient, token: fresh.tokens?.access.token ?? '' };
    });
  });

  describe('delete my account', () => {
    beforeAll(async () => {
      // The export's expiry test moved the clock past the doctor's access token.
      const res = await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: PASSWORD });
      doctor = { ...doctor, token: res.tokens?.access.token ?? '' };
    });

    test('asks for the password, cancels future visits with a refund, and the job erases everything but the keep-list', async () => {
      const words = personalWords('d3l3t3');
      const patient = await createPatient(h(), 300_000, { name: 'Deborah Auma' });
      const bystander = await createPatient(h(), 300_000, { name: 'Isaac Mugerwa' });
      await fullHistory(h(), doctor, patient, words, 40);
      await fullHistory(h(), doctor, bystander, personalWords('byst4nd'), 50);
      const future = (await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: words.note, appointment_date: appointmentDateIso(dateAhead(h(), 45)), appointment_time: '11:00' }, as(patient))).results?.id ?? '';
      const before = await balanceOf(h(), patient);
      const user = await h().db.selectFrom('users').selectAll().where('id', '=', patient.id).executeTakeFirstOrThrow();
      await h().ok('myData', 'requestExport', {}, as(patient));
      const fileKeys = (
        await h().db.selectFrom('consult_attachments as f').innerJoin('appointments as a', 'a.id', 'f.appointment_id').select('f.storage_key').where('a.patient_id', '=', patient.id).execute()
      ).map((f) => f.storage_key);
      fileKeys.push(...(await h().db.selectFrom('data_exports').select('storage_key').where('user_id', '=', patient.id).execute()).map((e) => e.storage_key));
      expect(fileKeys).toHaveLength(2);
      expect(await h().app.services.consult.files.get(fileKeys[0] ?? '')).toEqual(PNG);

      const wrong = await h().call('myData', 'deleteAccount', { password: 'Not-the-password1' }, as(patient));
      expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
      const done = await h().ok('myData', 'deleteAccount', { password: PASSWORD }, as(patient));
      expect(done.results.cancelledAppointments).toBe(1);
      expect(Date.parse(done.results.dueBy) - h().clock().getTime()).toBe(7 * 24 * 60 * MINUTE);
      expect((await h().db.selectFrom('appointments').select('status').where('id', '=', future).executeTakeFirstOrThrow()).status).toBe('CANCELLED');
      // Signed out at once; the refund is in the wallet.
      const balanceAfterRefund = (await h().db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', patient.id).executeTakeFirstOrThrow()).balance;
      expect(balanceAfterRefund).toBe(before + 50_000);

      await h().app.services.jobs.runDue();

      // Signed out and unable to sign in again.
      expect((await h().call('auth', 'getUserProfile', {}, as(patient))).status).toBe(401);
      expect((await h().call('auth', 'login', { emailOrPhone: patient.email, password: PASSWORD })).status).toBe(401);

      // Every text column of every table, searched for anything that was the person's.
      const personal = [patient.name, patient.email, patient.phone, ...Object.values(words)];
      // This suite's own tables (PostgreSQL lists every schema's: other suites run beside this one).
      const schema = h().engine === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(h().db)).rows[0]?.s : undefined;
      const tables = (await h().db.introspection.getTables()).filter((t) => !t.isView && t.schema === schema);
      const checked: string[] = [];
      const found: string[] = [];
      // The development outbox keeps copies of what was sent (production keeps none): whose copy a match is.
      const toWhom = (table: string, row: Record<string, unknown>) =>
        table !== 'outbox_messages' ? '' : [patient.email, patient.phone].includes(String(row.recipient)) ? ' (to the person)' : [doctor.email, doctor.phone].includes(String(row.recipient)) ? ' (to the doctor)' : ' (to someone else)';
      for (const table of tables) {
        if (table.name.startsWith('kysely_')) continue;
        const rows = await h().db.selectFrom(table.name as never).selectAll().execute();
        for (const column of table.columns) {
          checked.push(`${table.name}.${column.name}`);
          for (const row of rows as Record<string, unknown>[]) {
            const value = String(row[column.name] ?? '');
            for (const word of personal) if (value.includes(word)) found.push(`${table.name}.${column.name}: ${word}${toWhom(table.name, row)}`);
          }
        }
      }
      // Told when it is done, by SMS and email: the only messages to the person's old contacts still on record.
      const toPerson = [...(await h().outbox(patient.email)), ...(await h().outbox(patient.phone))];
      expect(toPerson.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(toPerson.find((m) => m.channel === 'email')?.subject).toBe('Your Musawo account has been deleted');
      // Nothing else anywhere: only the notice to the person, and the copies of what the doctor was sent before (the
      // doctor's messages, kept by the development outbox alone).
      expect(found.filter((f) => !f.endsWith('(to the person)') && !f.endsWith('(to the doctor)'))).toEqual([]);
      expect(checked).toEqual(expect.arrayContaining(['users.name', 'users.email', 'users.phone_number', 'appointments.note', 'consult_messages.body', 'consult_attachments.file_name', 'consult_rooms.notes', 'reviews.review_text', 'transactions.description', 'outbox_messages.body']));

      // The account's row stays under its pseudonym, with nothing else.
      const erased = await h().db.selectFrom('users').selectAll().where('id', '=', patient.id).executeTakeFirstOrThrow();
      expect(erased).toMatchObject({ date_of_birth: null, gender: null, address: null, image_url: null, external_patient_id: null, password_hash: 'erased' });
      expect(erased.name).toMatch(/^Deleted account [0-9A-F]{8}$/);
      expect(user.name).not.toBe(erased.name);
      // The files are gone from the store.
      for (const key of fileKeys) expect(await h().app.services.consult.files.get(key)).toBeUndefined();
      // The ledger balances, and the wallet's money is still there, under the pseudonym.
      await expectLedgerBalanced(h());
      expect((await h().db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', patient.id).executeTakeFirstOrThrow()).balance).toBe(balanceAfterRefund);
      // The doctor's fee line names the pseudonym.
      const fee = await h().db.selectFrom('transactions').select('description').where('user_id', '=', doctor.id).where('description', 'like', `%${erased.name}%`).execute();
      expect(fee.length).toBeGreaterThan(0);
      // The bystander's data is untouched.
      expect((await h().ok('auth', 'getUserProfile', {}, as(bystander))).result.name).toBe('Isaac Mugerwa');
      // The access record stays whole.
      const { verifyAccessChain } = await import('./access-record');
      expect(await verifyAccessChain(h().db)).toMatchObject({ ok: true });
    });

    test('a code texted to the account’s phone proves it too: a wrong code is refused at its field, the right one works once', async () => {
      const patient = await createPatient(h(), 0, { name: 'Ruth Namuli' });
      await h().ok('auth', 'sendOTPRegistration', { phone_number: patient.phone, isLogin: true });
      const code = await latestCode(h(), patient.phone);
      const wrong = await h().call('myData', 'deleteAccount', { verificationCode: code === '1111' ? '2222' : '1111' }, as(patient));
      expect(wrong.body).toMatchObject({ field: 'verificationCode' });
      expect(await h().db.selectFrom('account_deletions').select('user_id').where('user_id', '=', patient.id).execute()).toEqual([]);
      const done = await h().ok('myData', 'deleteAccount', { verificationCode: code }, as(patient));
      expect(Date.parse(done.results.dueBy) - h().clock().getTime()).toBe(7 * 24 * 60 * MINUTE);
      expect(await h().db.selectFrom('account_deletions').select('user_id').where('user_id', '=', patient.id).execute()).toEqual([{ user_id: patient.id }]);
      // Signed out at once, everywhere: the same session cannot ask again.
      expect((await h().call('myData', 'deleteAccount', { verificationCode: code }, as(patient))).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    test('an accepted visit within 24 hours waits: the account can be deleted after it', async () => {
      const patient = await createPatient(h(), 200_000, { name: 'Sam Kiggundu' });
      const id = (await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Back pain', appointment_date: appointmentDateIso(dateAhead(h(), 60)), appointment_time: '12:00' }, as(patient))).results?.id ?? '';
      await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
      const start = new Date(h().clock().getTime() + 3 * 60 * MINUTE);
      await h().db.updateTable('appointments').set({ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 30 * MINUTE).toISOString() }).where('id', '=', id).execute();
      const res = await h().call('myData', 'deleteAccount', { password: PASSWORD }, as(patient));
      expect(res.body).toMatchObject({ code: 'VISIT_SOON' });
      expect(await h().db.selectFrom('account_deletions').select('user_id').where('user_id', '=', patient.id).execute()).toEqual([]);
    });
  });
});
