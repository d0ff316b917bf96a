import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, expectRemote, fundedPatient, journeyDatabase, latestOtp, login, outbox, phoneShot, rpc, signInAs, test, toast, uniquePhone, workingWeekday, type APIRequestContext, type Page } from './support/fixtures';

// Issue 47 (ADR 209, 334): a doctor applies at /join/apply, an operator approves at /admin/applications, the new
// doctor sets a password from the emailed link and their hours on their profile, and a patient books them on the
// doctor's page.
const DEMO_OPERATOR = { email: 'operator@musawo.test', password: 'Operator#2026' };
const LICENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * An operator of this journey's own: a copy of the demo operator's account (so the same password) under another
 * email. The demo operator's codes wait 30 s between two sign-ins, and the console's own journey signs it in.
 */
function journeyOperator(): { email: string; password: string } {
  const email = `operator-apply-${Date.now()}@musawo.test`;
  const db = journeyDatabase();
  try {
    const row = db.prepare('select * from users where email = ?').get(DEMO_OPERATOR.email) as Record<string, unknown>;
    const copy = { ...row, id: randomUUID(), email, phone_number: `operator:${randomUUID()}`, name: 'Apply Journey Operator' };
    const columns = Object.keys(copy);
    db.prepare(`insert into users (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`).run(copy);
  } finally {
    db.close();
  }
  return { email, password: DEMO_OPERATOR.password };
}

/** A session stored in the open page as the shell stores it (for this page only, unlike signInAs). */
async function storeSession(page: Page, session: { user: unknown; tokens: unknown }): Promise<void> {
  await page.evaluate(({ user, tokens }) => {
    window.localStorage.setItem('user', user);
    window.localStorage.setItem('tokens', tokens);
  }, { user: JSON.stringify(session.user), tokens: JSON.stringify(session.tokens) });
}

/** The operator's session, signed in through the API (password, then the emailed code). */
async function signInOperator(page: Page, request: APIRequestContext): Promise<void> {
  const operator = journeyOperator();
  await rpc(request, 'operator', 'signIn', operator);
  const code = await latestOtp(request, operator.email);
  const { body } = await rpc<{ user: unknown; tokens: unknown }>(request, 'operator', 'signIn', { ...operator, code });
  await storeSession(page, body);
}

test('an application approved by an operator becomes a doctor who sets hours and is booked', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const tag = String(Date.now() % 1_000_000);
  const applicant = { name: `Dr. Grace Namusoke ${tag}`, phone: uniquePhone(), email: `applicant-${tag}@example.ug`, umdpc: `UMDPC/${tag}` };

  // The applicant: Apply Now on /join opens our own form.
  await page.goto('/join');
  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(/\/join\/apply$/);
  await expectRemote(page, 'content');
  await page.getByRole('textbox', { name: /Full name/ }).fill(applicant.name);
  await page.getByRole('combobox', { name: /Specialty/ }).selectOption({ label: 'General Practice' });
  await page.getByRole('textbox', { name: /District/ }).fill('Wakiso');
  await page.getByRole('textbox', { name: /Facility/ }).fill('Entebbe Grade B Hospital');
  await page.getByRole('textbox', { name: /UMDPC registration number/ }).fill(applicant.umdpc);
  await page.getByLabel(/Practising licence expiry date/).fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  await page.getByRole('textbox', { name: /Mobile number/ }).fill(applicant.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: /Code from the SMS/ }).fill(await latestOtp(request, applicant.phone));
  await page.getByRole('textbox', { name: /Email/ }).fill(applicant.email);
  await page.getByLabel(/Copy of your practising licence/).setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
  await phoneShot(page, 'application-received');

  // The operator approves it.
  await signInOperator(page, request);
  await page.goto('/admin/applications');
  await expectRemote(page, 'admin');
  const item = page.getByRole('list', { name: 'Applications' }).getByRole('listitem').filter({ hasText: applicant.name });
  await expect(item.getByText(applicant.umdpc)).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);

  // The new doctor sets a password from the emailed link...
  await page.evaluate(() => window.localStorage.clear());
  let link = '';
  await expect.poll(async () => {
    const mail = (await outbox(request, applicant.email)).find((m) => m.body.includes('/reset-password?token='));
    link = /https?:\/\/\S+?(\/reset-password\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    return link;
  }, { timeout: 10_000 }).not.toBe('');
  await page.goto(link);
  const password = 'Namusoke#2026';
  await page.getByLabel(/^New Password/).fill(password);
  await page.getByLabel(/Confirm New Password/).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();

  // ...and their hours on their profile; then a patient finds them, Verified, and books them on their page.
  const doctor = await login(request, { email: applicant.email, password });
  await storeSession(page, doctor);
  await page.goto('/profile');
  const hours = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Availability' }) });
  await hours.getByRole('button', { name: 'Edit Availability' }).click();
  await hours.getByRole('button', { name: 'Add Day' }).click();
  const monday = hours.getByRole('group', { name: /^Monday/ });
  await monday.getByLabel('End').fill('17:00');
  await monday.getByLabel('Start').fill('08:00');
  await monday.getByRole('button', { name: 'Save Day' }).click();
  await expect(toast(page, 'Availability saved successfully')).toBeVisible();

  const patient = await fundedPatient(request, 200_000, 'Journey Patient');
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, request, patient);
  await page.goto(`/doctor/${doctor.user.id}`);
  await expectRemote(page, 'booking');
  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();
  await expect(page.getByText('Verified')).toBeVisible();
  await expect(page.getByText(`UMDPC ${applicant.umdpc}`, { exact: false })).toBeVisible();
  const days = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Days Available' }) });
  await expect(days.locator('div').filter({ hasText: /^Monday/ })).toContainText('08:00 - 17:00');
  const day = workingWeekday([{ day: 'Monday', slots: [{}] }], 3);
  for (let i = 0; i < day.monthsAhead; i++) await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await page.getByRole('button', { name: day.label }).click();
  await page.getByRole('group', { name: 'Select Time' }).getByRole('button', { name: '10:00' }).click();
  await page.getByRole('textbox', { name: /Note for the doctor/ }).fill('Fever for two days');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Appointment Booked Successfully!' })).toBeVisible();
  const me = await login(request, patient);
  const { body } = await rpc<{ results: { doctorId: { name: string }; status: string; appointment_date: string; appointment_time: string }[] }>(request, 'appointment', 'queryUserAppointments', {}, { token: me.tokens.access.token });
  expect(body.results).toHaveLength(1);
  expect(body.results[0]).toMatchObject({ status: 'PENDING', appointment_date: expect.stringMatching(new RegExp(`^${day.iso}`)), appointment_time: '10:00', doctorId: { name: applicant.name } });
});
