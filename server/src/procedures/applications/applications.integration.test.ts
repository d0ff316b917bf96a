import { kampalaDate } from '@musawo/shared/contracts';
import { createDoctor, latestLink, PASSWORD, signUp } from '../../../test/auth-helpers';
import { apply, applicationInput, createSpecialty, TINY_PDF, uploadLicenceCopy } from '../../../test/application-helpers';
import { createPatient, dateAhead } from '../../../test/booking-helpers';
import { describeEngines } from '../../../test/engines';
import { removeUnclaimedCopies } from '../../applications/licence-copy-routes';
import { createOperator, signInOperator } from '../../../test/operator-helpers';

describeEngines('doctors’ applications: apply, read, approve, reject', (h) => {
  let specialtyId: string;
  let operatorToken: string;
  beforeAll(async () => {
    specialtyId = await createSpecialty(h());
    const operator = await createOperator(h());
    operatorToken = (await signInOperator(h(), operator)).access.token;
  });
  const asOperator = () => ({ token: operatorToken });
  const runJobs = async () => {
    await h().app.services.background.idle();
    await h().app.services.jobs.runDue();
  };

  it('receives an application, tells the applicant, and shows it and its licence copy to operators only', async () => {
    const { id, input } = await apply(h(), specialtyId);
    await runJobs();
    expect((await h().outbox(input.phoneNumber)).map((m) => m.body)).toContainEqual(expect.stringContaining('Application received'));
    const [mail] = await h().outbox(input.email);
    expect(mail?.subject).toBe('Application received');

    const listed = await h().ok('applications', 'list', { status: 'pending' }, asOperator());
    expect(listed.results.find((a) => a.id === id)).toMatchObject({ status: 'pending', umdpcNumber: input.umdpcNumber, district: 'Wakiso', facility: 'Entebbe Grade B Hospital', licenceCopy: { contentType: 'application/pdf', size: TINY_PDF.length } });

    const copy = await h().app.inject({ method: 'GET', url: `/api/v1/applications/${id}/licence-copy`, headers: { authorization: `Bearer ${operatorToken}` } });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.rawPayload.equals(TINY_PDF)).toBe(true);
    const patient = await signUp(h());
    const refused = await h().app.inject({ method: 'GET', url: `/api/v1/applications/${id}/licence-copy`, headers: { authorization: `Bearer ${patient.tokens.access.token}` } });
    expect(refused.statusCode).toBe(403);
    const doctor = await createDoctor(h());
    const doctorToken = (await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: doctor.password })).tokens?.access.token ?? '';
    const refusedDoctor = await h().app.inject({ method: 'GET', url: `/api/v1/applications/${id}/licence-copy`, headers: { authorization: `Bearer ${doctorToken}` } });
    expect(refusedDoctor.statusCode).toBe(403);
    expect((await h().app.inject({ method: 'GET', url: `/api/v1/applications/${id}/licence-copy` })).statusCode).toBe(401);
  });

  it('approves into exactly one doctor, unlisted until they set hours, who sets a password from the emailed link and is booked', async () => {
    const { id, input } = await apply(h(), specialtyId);
    const approved = await h().ok('applications', 'approve', { applicationId: id }, asOperator());
    expect(approved.results).toMatchObject({ status: 'approved' });
    const doctorId = approved.results.doctorId ?? '';
    const doctors = await h().db.selectFrom('users').select(['id', 'user_type']).where('email', '=', input.email).execute();
    expect(doctors).toEqual([{ id: doctorId, user_type: 'doctor' }]);
    const profile = await h().db.selectFrom('doctor_profiles').select(['umdpc_number', 'licence_expires_on', 'unlisted_reason', 'specialty_id']).where('user_id', '=', doctorId).executeTakeFirstOrThrow();
    expect(profile).toEqual({ umdpc_number: input.umdpcNumber, licence_expires_on: input.licenceExpiresOn, unlisted_reason: 'awaiting-availability', specialty_id: specialtyId });

    const activity = await h().ok('operator', 'activity', {}, asOperator());
    expect(activity.results[0]).toMatchObject({ action: 'application.approve', subjectType: 'application', subjectId: id, operatorName: 'Sarah Operator' });

    // Not found by patients yet.
    const search = { searchParams: { specialty: JSON.stringify({ id: specialtyId }) } };
    expect((await h().ok('doctor', 'searchDoctorsByLocation', search)).results.doctors.map((d) => d.id)).not.toContain(doctorId);
    expect((await h().call('doctor', 'getDoctor', { doctorId })).status).toBe(404);

    await runJobs();
    const link = await latestLink(h(), input.email, '/reset-password');
    await h().ok('auth', 'resetPassword', { resetPasswordToken: link.searchParams.get('token') ?? '', newPassword: PASSWORD });
    const login = await h().ok('auth', 'login', { emailOrPhone: input.email, password: PASSWORD });
    const doctorToken = login.tokens?.access.token ?? '';
    await h().ok('doctor', 'addAvailability', { day: 'Monday', slots: [{ start: '08:00', end: '17:00' }] }, { token: doctorToken });
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const) await h().ok('doctor', 'addAvailability', { day, slots: [{ start: '08:00', end: '17:00' }] }, { token: doctorToken });

    const found = await h().ok('doctor', 'searchDoctorsByLocation', search);
    expect(found.results.doctors.find((d) => d.id === doctorId)).toMatchObject({ licence: { umdpcNumber: input.umdpcNumber, validUntil: input.licenceExpiresOn, demo: false } });
    const patient = await createPatient(h(), 500_000);
    const booked = await h().ok('appointment', 'create', { doctorId, appointment_note: 'Fever for two days', appointment_date: dateAhead(h(), 2), appointment_time: '09:00' }, { token: patient.token });
    expect(booked.results?.status).toBe('PENDING');
  });

  it('makes one doctor of two approvals at once: one succeeds, the other is told it was already approved', async () => {
    const { id, input } = await apply(h(), specialtyId);
    const [a, b] = await Promise.all([h().call('applications', 'approve', { applicationId: id }, asOperator()), h().call('applications', 'approve', { applicationId: id }, asOperator())]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.message).toBe('This application was already approved.');
    expect(await h().db.selectFrom('users').select('id').where('email', '=', input.email).execute()).toHaveLength(1);
    const approvals = await h().db.selectFrom('operator_actions').select('id').where('subject_id', '=', id).execute();
    expect(approvals).toHaveLength(1);
  });

  it('rejects with a reason the applicant receives, recorded with it; a rejected application cannot be approved', async () => {
    const { id, input } = await apply(h(), specialtyId);
    const reason = 'The licence copy is not readable';
    const rejected = await h().ok('applications', 'reject', { applicationId: id, reason }, asOperator());
    expect(rejected.results).toMatchObject({ status: 'rejected', rejectReason: reason, doctorId: null });
    await runJobs();
    const texts = (await h().outbox(input.phoneNumber)).map((m) => m.body);
    expect(texts).toContainEqual(expect.stringContaining('Reason: The licence copy is not readable.'));
    const entry = await h().db.selectFrom('operator_actions').select(['action', 'reason']).where('subject_id', '=', id).executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'application.reject', reason });
    const again = await h().call('applications', 'approve', { applicationId: id }, asOperator());
    expect(again).toMatchObject({ status: 409, body: { message: 'This application was already rejected.' } });
    expect(await h().db.selectFrom('users').select('id').where('email', '=', input.email).execute()).toEqual([]);
    // Rejected, the registration number may apply again.
    await apply(h(), specialtyId, { umdpcNumber: input.umdpcNumber });
  });

  it('refuses a duplicate registration number or phone, an unverified phone, and an expired licence, each at its field', async () => {
    const first = await apply(h(), specialtyId);
    const sameNumber = await applicationInput(h(), specialtyId, { umdpcNumber: first.input.umdpcNumber.toLowerCase() });
    expect(await h().call('applications', 'submit', { ...sameNumber })).toMatchObject({ status: 409, body: { field: 'umdpcNumber', message: 'An application with this UMDPC registration number has already been received.' } });
    h().clock.advance(31_000);
    const samePhone = await applicationInput(h(), specialtyId, { phoneNumber: first.input.phoneNumber });
    expect(await h().call('applications', 'submit', { ...samePhone })).toMatchObject({ status: 409, body: { field: 'phoneNumber' } });

    const expired = await applicationInput(h(), specialtyId, { licenceExpiresOn: kampalaDate(h().clock()) });
    expect(await h().call('applications', 'submit', { ...expired })).toMatchObject({ status: 400, body: { field: 'licenceExpiresOn' } });
    const badNumber = { ...expired, licenceExpiresOn: dateAhead(h(), 100), umdpcNumber: '<script>' };
    expect(await h().call('applications', 'submit', badNumber)).toMatchObject({ status: 400, body: { field: 'umdpcNumber' } });

    const copy = await uploadLicenceCopy(h());
    const unverified = { ...sameNumber, umdpcNumber: 'UMDPC/1', phoneNumber: '+256701999999', licenceCopyId: copy.body.results?.id ?? '' };
    expect(await h().call('applications', 'submit', unverified)).toMatchObject({ status: 400, body: { code: 'PHONE_NOT_VERIFIED', field: 'phoneNumber' } });
    // A licence copy goes with one application only.
    const reused = await applicationInput(h(), specialtyId, { licenceCopyId: first.input.licenceCopyId });
    expect(await h().call('applications', 'submit', { ...reused })).toMatchObject({ status: 400, body: { field: 'licenceCopy' } });
  });

  it('takes one of two applications sent at once with the same registration number', async () => {
    const a = await applicationInput(h(), specialtyId);
    const b = await applicationInput(h(), specialtyId, { umdpcNumber: a.umdpcNumber });
    const answers = await Promise.all([h().call('applications', 'submit', { ...a }), h().call('applications', 'submit', { ...b })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body.field).toBe('umdpcNumber');
    expect(await h().db.selectFrom('doctor_applications').select('id').where('umdpc_number', '=', a.umdpcNumber).execute()).toHaveLength(1);
  });

  it('takes a licence copy only as a PDF or an image of at most 5 MB, checked by its first bytes', async () => {
    expect(await uploadLicenceCopy(h(), Buffer.from('just text, called a PDF'), 'application/pdf')).toMatchObject({ status: 415, body: { field: 'licenceCopy' } });
    expect(await uploadLicenceCopy(h(), TINY_PDF, 'image/png')).toMatchObject({ status: 415 });
    expect((await uploadLicenceCopy(h(), Buffer.from('hello'), 'text/plain')).status).toBe(415);
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadLicenceCopy(h(), big, 'application/pdf')).status).toBe(413);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    expect((await uploadLicenceCopy(h(), png, 'image/png')).status).toBe(200);
  });

  it('deletes a licence copy no application claimed within a day, file and row, and keeps claimed ones', async () => {
    const { id } = await apply(h(), specialtyId);
    const unclaimed = await uploadLicenceCopy(h());
    const copyId = unclaimed.body.results?.id ?? '';
    const key = (await h().db.selectFrom('licence_copies').select('storage_key').where('id', '=', copyId).executeTakeFirstOrThrow()).storage_key;
    expect(await removeUnclaimedCopies(h().app.services)).toBe(0);
    h().clock.advance(25 * 60 * 60_000);
    expect(await removeUnclaimedCopies(h().app.services)).toBeGreaterThanOrEqual(1);
    expect(await h().db.selectFrom('licence_copies').select('id').where('id', '=', copyId).execute()).toEqual([]);
    expect(await h().app.services.licenceCopies.get(key)).toBeUndefined();
    // A day later the operator signs in again; the claimed copy is still there.
    operatorToken = (await signInOperator(h(), await createOperator(h()))).access.token;
    const copy = await h().app.inject({ method: 'GET', url: `/api/v1/applications/${id}/licence-copy`, headers: { authorization: `Bearer ${operatorToken}` } });
    expect(copy.statusCode).toBe(200);
  });

  it('limits applications per address', async () => {
    const ip = '10.200.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await h().call('applications', 'submit', {}, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits applications per phone, whatever the address', async () => {
    const input = await applicationInput(h(), specialtyId);
    const answers: Array<{ status: number; code: unknown }> = [];
    // Each try comes from another network and is refused (no such licence copy) after the phone's count is taken.
    for (let i = 0; i < 4; i++) {
      const res = await h().call('applications', 'submit', { ...input, umdpcNumber: `UMDPC/P${i}`, licenceCopyId: 'none' }, { ip: `10.200.2.${i + 1}` });
      answers.push({ status: res.status, code: res.body.code });
    }
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers[3]).toEqual({ status: 429, code: 'RATE_LIMITED' });
  });
});
