import { createPatient, DEMO, expect, expectAccessible, expectRemote, futureWeekday, journeyDatabase, latestOtp, login, phoneShot, rpc, signInAs, test, type APIRequestContext, type Page } from './support/fixtures';

// Issue 47 (ADR 208, ADR 206, ADR 209): an operator suspends a doctor and the doctor's booked patient sees the refund;
// an operator records a renewed licence and the doctor it hid is found again; the Payments page shows a failed top-up
// and "Check again" asks the provider. The demo operator signs in once (password
// and the emailed code, ADR 107) for both journeys: a second code within 30 s would wait for the resend pause.

const OPERATOR = { email: 'operator@musawo.test', password: 'Operator#2026' };
// A seeded directory doctor no other journey books (Lira, weekdays 08:00-17:00).
const DOCTOR_NAME = 'Dr. Susan Apio';
// A seeded directory doctor no other journey uses (Mbarara, Psychiatry): hidden here for a licence that ended.
const RENEWED_NAME = 'Dr. Martin Kamugisha';
// The sandbox refuses +256700000097 outright and lets +256700000098 expire after ~6 s (ADR 202); no other journey uses them.
const REFUSED = '+256700000097';
const EXPIRES = '+256700000098';

interface OperatorSession {
  user: Record<string, unknown>;
  tokens: { access: { token: string } };
}
let operator: OperatorSession;

test.use({ timezoneId: 'Africa/Kampala' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await rpc(request, 'operator', 'signIn', OPERATOR);
  const code = await latestOtp(request, OPERATOR.email);
  operator = (await rpc<OperatorSession>(request, 'operator', 'signIn', { ...OPERATOR, code })).body;
  await request.dispose();
});

/** The console, signed in as the demo operator the way its sign-in stores the session. */
async function openConsole(page: Page, path: string): Promise<void> {
  await page.addInitScript(({ user, tokens }) => {
    window.localStorage.setItem('user', user);
    window.localStorage.setItem('tokens', tokens);
  }, { user: JSON.stringify(operator.user), tokens: JSON.stringify(operator.tokens) });
  await page.goto(path);
  await expectRemote(page, 'admin');
}

interface Tx {
  relatedObjectId: string | null;
  transactionType: string;
  amount: number;
  referenceNumber: string;
}

test('an operator suspends a doctor with a reason; the doctor’s booked patient sees the appointment cancelled and the refund', async ({ page, request, browser, baseURL }) => {
  const doctor = journeyDatabase().prepare('select id, email from users where name = ?').get(DOCTOR_NAME) as { id: string; email: string };
  const patient = await login(request, DEMO.patient);
  const token = patient.tokens.access.token;
  const { body: booked } = await rpc<{ results: { id: string; fee: number } }>(request, 'appointment', 'create', {
    doctorId: doctor.id, appointment_note: 'Follow-up of my blood pressure', appointment_date: `${futureWeekday(20)}T09:00:00.000Z`, appointment_time: '14:00',
  }, { token });
  const id = booked.results.id;

  await page.setViewportSize({ width: 360, height: 740 });
  await openConsole(page, '/admin/doctors');
  await page.getByRole('searchbox', { name: 'Name, email or phone' }).fill('Susan Apio');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Suspend ${DOCTOR_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${DOCTOR_NAME}?` });
  // No reason: said at the field, nothing sent.
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Patients reported unsafe prescriptions.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`${DOCTOR_NAME} is suspended. 1 appointment was cancelled and UGX`);
  await expect(page.getByRole('list', { name: 'Doctors' }).getByText('Patients reported unsafe prescriptions.')).toBeVisible();
  await phoneShot(page, 'admin-doctor-suspended');

  // Gone from the doctor page at once, and the doctor's right password no longer signs them in.
  expect((await rpc(request, 'doctor', 'getDoctor', { doctorId: doctor.id }, { allowError: true })).status).toBe(404);
  const refused = await rpc<{ code: string }>(request, 'auth', 'login', { emailOrPhone: doctor.email, password: 'Doctor#2026' }, { allowError: true });
  expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_SUSPENDED']);

  // The patient: the appointment is cancelled and the fee is back, as a credit of exactly the fee.
  const { body } = await rpc<{ results: Tx[] }>(request, 'Transaction', 'queryUserTransactions', {}, { token });
  const credit = body.results.find((t) => t.relatedObjectId === id && t.transactionType === 'credit');
  expect(credit?.amount).toBe(booked.results.fee);
  const patientContext = await browser.newContext({ baseURL });
  const patientPage = await patientContext.newPage();
  await signInAs(patientPage, request, DEMO.patient);
  await patientPage.goto(`/appointments/${id}`);
  await expect(patientPage.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(patientPage.getByText('The doctor is not available on Musawo at the moment.')).toBeVisible();
  await patientPage.goto('/transactions');
  const refund = patientPage.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: `Ref: ${credit?.referenceNumber}` });
  await expect(refund.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  await patientContext.close();

  // Reinstated at the end, so the seeded directory is whole again for the journeys after this one.
  await page.getByRole('button', { name: `Reinstate ${DOCTOR_NAME}` }).click();
  const reinstate = page.getByRole('dialog', { name: `Reinstate ${DOCTOR_NAME}?` });
  await reinstate.getByRole('textbox', { name: /Reason/ }).fill('Checked with the medical council.');
  await reinstate.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${DOCTOR_NAME} is reinstated.`);
});

test('a doctor hidden because their licence expired is found again once an operator records the renewed licence', async ({ page, request }) => {
  const db = journeyDatabase();
  const doctor = db.prepare('select id from users where name = ?').get(RENEWED_NAME) as { id: string };
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  // What the licence-expiry job does the day after the last day (ADR 209).
  db.prepare("update doctor_profiles set licence_expires_on = ?, licence_warned_days = 7, unlisted_reason = 'licence-expired' where user_id = ?").run(day(-1), doctor.id);
  db.close();
  const found = async () =>
    (await rpc<{ results: { doctors: { id: string }[] } }>(request, 'doctor', 'searchDoctorsByLocation', { searchParams: { specialty: JSON.stringify({ speciality_name: 'Psychiatry' }), limit: 50 } })).body.results.doctors.map((d) => d.id);
  expect(await found()).not.toContain(doctor.id);

  await page.setViewportSize({ width: 360, height: 740 });
  await openConsole(page, '/admin/doctors');
  await page.getByRole('searchbox', { name: 'Name, email or phone' }).fill('Kamugisha');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem').filter({ hasText: RENEWED_NAME });
  await expect(row.getByText('Hidden: licence expired')).toBeVisible();
  await row.getByRole('button', { name: `Record renewed licence of ${RENEWED_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record the renewed licence of ${RENEWED_NAME}` });
  // A date that has passed: said at the date, nothing sent.
  await dialog.getByLabel(/New expiry date/).fill(day(-1));
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Renewed licence emailed to support, checked with the UMDPC register.');
  await dialog.getByRole('button', { name: 'Record licence' }).click();
  await expect(dialog.getByText('Enter a date after today: the renewed licence must still be valid.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(/New expiry date/).fill(day(365));
  await dialog.getByRole('button', { name: 'Record licence' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`The renewed licence of ${RENEWED_NAME} is recorded`);
  await expect(row.getByText('Listed', { exact: true })).toBeVisible();
  await phoneShot(page, 'admin-licence-renewed');
  expect(await found()).toContain(doctor.id);
});

async function topUpFrom(request: APIRequestContext, phone: string): Promise<void> {
  const patient = await createPatient(request, 'Sandbox Patient', phone);
  const { tokens } = await login(request, patient);
  await rpc(request, 'Wallet', 'topUp', { amount: 7_000, phone, provider: 'MTN' }, { token: tokens.access.token, allowError: true });
}

test('the Payments page shows a failed top-up with its references, and Check again asks the provider', async ({ page, request }) => {
  await topUpFrom(request, REFUSED);
  await topUpFrom(request, EXPIRES);

  await openConsole(page, '/admin/payments');
  const list = page.getByRole('list', { name: 'Payments' });
  const failed = list.getByRole('listitem').filter({ hasText: REFUSED });
  await expect(failed.getByRole('heading')).toContainText('failed');
  await expect(failed.getByText('This number is not registered for mobile money.')).toBeVisible();
  await expect(failed.getByText('Our reference')).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Check again' })).toHaveCount(0);

  // Pending until the provider says otherwise: each "Check again" asks it, and the row follows its answer.
  const pending = list.getByRole('listitem').filter({ hasText: EXPIRES });
  await expect(pending.getByRole('heading')).toContainText('pending');
  await expectAccessible(page);
  await expect(async () => {
    const check = pending.getByRole('button', { name: 'Check again' });
    if (await check.isVisible()) await check.click();
    await expect(pending.getByRole('heading')).toContainText('expired', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await phoneShot(page, 'admin-payments');

  await page.goto('/admin/activity');
  await expect(page.getByRole('list', { name: 'Activity' }).getByText('Asked the provider again about a payment').first()).toBeVisible();
});
