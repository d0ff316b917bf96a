import { createPatient, DEMO, expect, expectAccessible, expectRemote, fundedPatient, latestOtp, outbox, phoneShot, rpc, signInAs, test, toast, login, futureWeekday, type APIRequestContext, type Browser, type Page } from '../../e2e/tests/support/fixtures';

// Journeys of the account area (issue 9) against the real server: bookings are set up through the API as the
// booking page would make them, then the doctor and the patient act in the browser.

interface Tx {
  id: string;
  transactionType: 'credit' | 'debit';
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  relatedObjectId?: string | null;
  referenceNumber: string;
}


/** Spec §3: the date is sent as 12:00 noon Kampala on the chosen day. */
const noonKampala = (date: string) => new Date(`${date}T09:00:00.000Z`).toISOString();

async function book(request: APIRequestContext, patientToken: string, doctorId: string, daysAhead: number, time: string, note: string): Promise<string> {
  const { body } = await rpc<{ results: { id: string } }>(
    request,
    'appointment',
    'create',
    { doctorId, appointment_note: note, appointment_date: noonKampala(futureWeekday(daysAhead)), appointment_time: time },
    { token: patientToken },
  );
  return body.results.id;
}

/** A second person in another browser context (own localStorage), signed in like the first. */
async function openAs(browser: Browser, request: APIRequestContext, baseURL: string | undefined, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, request, who);
  return page;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** The calendar's accessible name of a yyyy-MM-dd, and how many months after today's it is. */
function calendarDay(iso: string): { label: string; monthsAhead: number } {
  const d = new Date(`${iso}T00:00:00.000Z`);
  const today = new Date(Date.now() + 3 * 3_600_000);
  return {
    label: `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${ordinal(d.getUTCDate())}, ${d.getUTCFullYear()}`,
    monthsAhead: d.getUTCFullYear() * 12 + d.getUTCMonth() - (today.getUTCFullYear() * 12 + today.getUTCMonth()),
  };
}

test.describe('account area', () => {
  test('the menu follows the role; the dashboard shows the cards and recent activity; axe-clean at 360 px', async ({ page, request }) => {
    await signInAs(page, request, DEMO.patient);
    await page.goto('/dashboard');
    await expectRemote(page, 'account');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    await expect(page.getByText("Here's what's happening with your account.")).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'My Appointments', 'Transactions', 'Profile', 'Settings']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('stat-Balance')).toContainText('UGX');
    await expect(page.getByRole('list', { name: 'Recent Activity' })).toBeVisible();
    await expectAccessible(page);
    await phoneShot(page, 'account-dashboard');

    // At 360 px the menu is a bottom bar: fixed, thumb-sized, and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await nav.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);
    for (const link of await nav.getByRole('link').all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(56);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('link', { name: 'My Appointments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'My Appointments' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
    await phoneShot(page, 'account-appointments');

    await page.goto('/patients');
    await expect(page.getByText('This page is for doctors')).toBeVisible();
  });

  test('the doctor accepts a booking with instructions; the patient sees ACCEPTED and the instructions', async ({ page, request, browser, baseURL }) => {
    const doctor = await login(request, DEMO.doctor);
    const patient = await login(request, DEMO.patient);
    const id = await book(request, patient.tokens.access.token, doctor.user.id, 9, '10:00', 'Persistent cough for two weeks');

    await signInAs(page, request, DEMO.doctor);
    await page.goto('/appointments');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link')).toHaveText(['Dashboard', 'Appointments', 'Patients', 'Profile', 'Settings']);
    await page.goto(`/appointments/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Appointment Details' })).toBeVisible();
    await expect(page.getByText('Persistent cough for two weeks')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Patient', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO.patient.email })).toBeVisible();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept Appointment' });
    await dialog.getByLabel('Instructions for the patient (optional)').fill('Please bring your chest X-ray from last month.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Accept Appointment' }).click();
    await expect(toast(page, 'Appointment accepted successfully')).toBeVisible();
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

    await page.goto('/patients');
    await expect(page.getByRole('heading', { level: 2, name: patient.user.name }).first()).toBeVisible();
    await expectAccessible(page);

    const patientPage = await openAs(browser, request, baseURL, DEMO.patient);
    await patientPage.goto(`/appointments/${id}`);
    await expect(patientPage.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(patientPage.getByText('Instructions from your doctor')).toBeVisible();
    await expect(patientPage.getByText('Please bring your chest X-ray from last month.')).toBeVisible();
    await expect(patientPage.getByRole('heading', { name: 'Doctor', exact: true })).toBeVisible();
    await expectAccessible(patientPage);
    await phoneShot(patientPage, 'account-appointment-accepted');
    await patientPage.context().close();
  });

  test('a rejection refunds the fee: the history shows the debit and the credit with matching balances, and the dialog opens the appointment', async ({ page, request, browser, baseURL }) => {
    const doctor = await login(request, DEMO.doctor);
    const patient = await login(request, DEMO.patient);
    const id = await book(request, patient.tokens.access.token, doctor.user.id, 10, '11:00', 'Skin rash on both arms');

    // The doctor rejects: the reason is required.
    const doctorPage = await openAs(browser, request, baseURL, DEMO.doctor);
    await doctorPage.goto(`/appointments/${id}`);
    await doctorPage.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = doctorPage.getByRole('dialog', { name: 'Reject Appointment' });
    await dialog.getByRole('button', { name: 'Reject Appointment' }).click();
    await expect(dialog.getByText('Please enter a reason for rejecting this appointment.')).toBeVisible();
    await dialog.getByLabel(/^Reason for rejecting/).fill('I am away at a conference that week.');
    await dialog.getByRole('button', { name: 'Reject Appointment' }).click();
    await expect(toast(doctorPage, 'Appointment rejected successfully')).toBeVisible();
    await expect(doctorPage.getByText('Rejected', { exact: true })).toBeVisible();
    await doctorPage.context().close();

    const { body } = await rpc<{ results: Tx[] }>(request, 'Transaction', 'queryUserTransactions', {}, { token: patient.tokens.access.token });
    const debit = body.results.find((t) => t.relatedObjectId === id && t.transactionType === 'debit');
    const credit = body.results.find((t) => t.relatedObjectId === id && t.transactionType === 'credit');
    expect(debit && credit).toBeTruthy();
    expect(credit?.amount).toBe(debit?.amount);
    expect(credit?.balanceAfter).toBe(debit?.balanceBefore);

    await signInAs(page, request, DEMO.patient);
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    const creditRow = rows.filter({ hasText: `Ref: ${credit?.referenceNumber}` });
    const debitRow = rows.filter({ hasText: `Ref: ${debit?.referenceNumber}` });
    await expect(creditRow.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
    await expect(debitRow.getByRole('heading', { name: 'Payment Sent' })).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible();
    await expectAccessible(page);
    await phoneShot(page, 'account-transactions');

    const ugx = (n: number) => new RegExp(`UGX\\s${n.toLocaleString('en-US')}`);
    await debitRow.getByRole('button', { name: 'View Transaction Details' }).click();
    let details = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(details.getByText('Sent', { exact: true })).toBeVisible();
    const debitBalances = details.locator('section').filter({ has: page.getByRole('heading', { name: 'Balance Changes' }) });
    await expect(debitBalances).toContainText(ugx(debit?.balanceBefore ?? -1));
    await expect(debitBalances).toContainText(ugx(debit?.balanceAfter ?? -1));
    await details.getByRole('button', { name: 'Close' }).last().click();

    await creditRow.getByRole('button', { name: 'View Transaction Details' }).click();
    details = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(details.getByText('Received', { exact: true })).toBeVisible();
    await expect(details.getByRole('heading', { name: 'User Information' })).toBeVisible();
    const creditBalances = details.locator('section').filter({ has: page.getByRole('heading', { name: 'Balance Changes' }) });
    await expect(creditBalances).toContainText(ugx(credit?.balanceBefore ?? -1));
    await expect(creditBalances).toContainText(ugx(credit?.balanceAfter ?? -1));
    await expectAccessible(page);
    await phoneShot(page, 'account-transaction-dialog');
    await details.getByRole('button', { name: 'View Appointment Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/appointments/${id}$`));
    await expect(page.getByText('Rejection reason')).toBeVisible();
    await expect(page.getByText('I am away at a conference that week.')).toBeVisible();
  });

  test('a sandbox mobile-money top-up raises the balance; a declined one explains why', async ({ page, request, allowConsoleErrors }) => {
    // The first Top Up to a number new to the account is refused (400) until its texted code is entered (issue 31).
    allowConsoleErrors(/status of 400/);
    const patient = await login(request, DEMO.patient);
    const before = (await rpc<{ results: { balance: number } }>(request, 'Wallet', 'viewWalletBalance', {}, { token: patient.tokens.access.token })).body.results.balance;
    await signInAs(page, request, DEMO.patient);
    await page.goto('/dashboard?topup=1');
    const dialog = page.getByRole('dialog', { name: 'Top up wallet' });
    await expect(dialog.getByLabel(/^Mobile money number/)).toHaveValue(DEMO.patient.phone);
    await dialog.getByLabel(/^Amount \(UGX\)/).fill('500');
    await dialog.getByRole('button', { name: 'Top Up' }).click();
    await expect(dialog.getByText(/The smallest top-up is UGX.1,000\./)).toBeVisible();
    await dialog.getByRole('button', { name: '20,000' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Top Up' }).click();
    await expect(dialog.getByText('Approve the payment on your phone…')).toBeVisible();
    await phoneShot(page, 'account-top-up-pending');
    await expect(dialog.getByText(new RegExp(`New balance: UGX\\s${(before + 20_000).toLocaleString('en-US')}`))).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('stat-Balance')).toHaveText(new RegExp(`^UGX\\s${(before + 20_000).toLocaleString('en-US')}$`));

    // The sandbox declines +256700000099.
    await page.getByRole('button', { name: 'Top up' }).click();
    await dialog.getByLabel(/^Amount \(UGX\)/).fill('5000');
    await dialog.getByLabel(/^Mobile money number/).fill('+256700000099');
    await dialog.getByRole('button', { name: 'Top Up' }).click();
    // A number other than the account's own joins it with the code texted to it (once: a retried run finds it joined).
    const sendCode = dialog.getByRole('button', { name: 'Send verification code' });
    await expect(sendCode.or(dialog.getByText('Top-up failed'))).toBeVisible({ timeout: 20_000 });
    if (await sendCode.isVisible()) {
      await sendCode.click();
      await dialog.getByLabel('Digit 1 of 4').click();
      await page.keyboard.insertText(await latestOtp(request, '+256700000099'));
      await dialog.getByRole('button', { name: 'Top Up' }).click();
    }
    await expect(dialog.getByText('Top-up failed')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('The payment was declined.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('the doctor edits availability and the booking page shows the new slots in Days Available', async ({ page, request }) => {
    const doctor = await login(request, DEMO.doctor);
    await signInAs(page, request, DEMO.doctor);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Availability' }) });
    await card.getByRole('button', { name: 'Edit Availability' }).click();
    await card.getByRole('button', { name: 'Add Day' }).click();
    const saturday = card.getByRole('group', { name: /^Saturday/ });
    await saturday.getByLabel('End').fill('14:00');
    await saturday.getByLabel('Start').fill('10:00');
    await saturday.getByRole('button', { name: 'Save Day' }).click();
    await expect(toast(page, 'Availability saved successfully')).toBeVisible();

    const monday = card.getByRole('group', { name: /^Monday/ });
    await monday.getByLabel('End').fill('16:00');
    await expectAccessible(page);
    await phoneShot(page, 'account-availability-editing');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Availability updated successfully')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit Availability' })).toBeVisible();

    await page.goto(`/doctor/${doctor.user.id}`);
    const days = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Days Available' }) });
    await expect(days.locator('div').filter({ hasText: /^Saturday/ })).toContainText('10:00 - 14:00');
    await expect(days.locator('div').filter({ hasText: /^Monday/ })).toContainText('09:00 - 16:00');

    // Put the demo week back for the other journeys.
    const { body } = await rpc<{ result: { availability: { id: string; day: string; slots: { id?: string; start: string; end: string }[] }[] } }>(
      request,
      'auth',
      'getUserProfile',
      {},
      { token: doctor.tokens.access.token },
    );
    for (const entry of body.result.availability) {
      if (entry.day === 'Saturday') await rpc(request, 'doctor', 'deleteAvailability', { availabilityId: entry.id }, { token: doctor.tokens.access.token });
      if (entry.day === 'Monday') await rpc(request, 'doctor', 'updateAvailability', { availabilityId: entry.id, day: 'Monday', slots: [{ start: '09:00', end: '17:00' }] }, { token: doctor.tokens.access.token });
    }
  });

  test("an overlapping slot is refused at the slot with the server's own rule, before anything is sent", async ({ page, request }) => {
    await signInAs(page, request, DEMO.doctor);
    await page.goto('/profile');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Availability' }) });
    await card.getByRole('button', { name: 'Edit Availability' }).click();
    const tuesday = card.getByRole('group', { name: /^Tuesday/ });
    await tuesday.getByRole('button', { name: 'Add Time Slot' }).click();
    await tuesday.getByLabel('Start').nth(1).fill('16:00');
    await tuesday.getByLabel('End').nth(1).fill('18:00');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1')) sent.push(r.postData() ?? '');
    });
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update availability')).toBeVisible();
    await expect(tuesday.getByText(/overlap/).first()).toBeVisible();
    await expect(tuesday.getByLabel('Start').nth(1)).toBeFocused();
    expect(sent.filter((body) => body.includes('Availability'))).toEqual([]);
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('09:00 - 17:00').first()).toBeVisible();
  });

  test('profile edits persist after a reload; the password changes (wrong current password refused)', async ({ page, request, allowConsoleErrors }) => {
    // 400: the wrong current password, on purpose; 429: the server's 30 s pause after the sign-up email's code.
    allowConsoleErrors(/status of (400|429)/);
    const account = await createPatient(request, 'Grace Atim');
    await signInAs(page, request, account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Grace Atim' })).toBeVisible();
    await expect(page.getByText('Your email address is not verified. Please verify your email to access all features.')).toBeVisible();
    await expect(page.getByLabel(/^Full Name/)).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel(/^Full Name/).fill('Grace A. Atim');
    await page.getByLabel(/^Address/).fill('Gulu, Pece');
    await page.getByLabel(/^Gender/).selectOption('female');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByLabel(/^Full Name/)).toHaveAttribute('readonly', '');
    await expectAccessible(page);
    await phoneShot(page, 'account-profile');
    await page.reload();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Grace A. Atim');
    await expect(page.getByLabel(/^Address/)).toHaveValue('Gulu, Pece');

    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    const sent = page.getByRole('button', { name: 'Verification Email Sent' });
    const tooSoon = toast(page, 'Failed to send verification email');
    await expect(sent.or(tooSoon)).toBeVisible();
    if (await tooSoon.isVisible()) {
      // The sign-up sent this address a code moments ago: the server's pause is said with its length, and the
      // button stays usable for when it is over (a journey cannot move the server's clock; the component test
      // covers the send that goes through).
      await expect(tooSoon).toContainText(/wait \d+ seconds/);
      await expect(page.getByRole('button', { name: 'Send Verification Email' })).toBeEnabled();
    } else {
      await expect(sent).toBeDisabled();
    }

    await page.getByRole('tab', { name: 'Security' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current Password/).fill('Not#MyPassword1');
    await form.getByLabel(/^New Password/).fill('Grace#2027x');
    await form.getByLabel(/^Confirm New Password/).fill('Grace#2027x');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Failed to update password')).toBeVisible();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();
    await form.getByLabel(/^Current Password/).fill(account.password);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Password updated successfully')).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await rpc(request, 'auth', 'login', { emailOrPhone: account.email, password: 'Grace#2027x' });
  });

  test('the patient reschedules an accepted booking: same fee, back to Pending for the doctor, both told (issue 32 item 10)', async ({ page, request, browser, baseURL }) => {
    const doctor = await login(request, DEMO.doctor);
    const account = await fundedPatient(request, 100_000, 'Ruth Achieng');
    const patient = await login(request, account);
    const id = await book(request, patient.tokens.access.token, doctor.user.id, 16, '15:00', 'Follow-up on blood pressure');
    await rpc(request, 'appointment', 'acceptAppointment', { appointmentId: id, acceptInstructions: 'Bring your readings.' }, { token: doctor.tokens.access.token });
    const balance = async () => (await rpc<{ results: { balance: number } }>(request, 'Wallet', 'viewWalletBalance', {}, { token: patient.tokens.access.token })).body.results.balance;
    const before = await balance();

    await signInAs(page, request, account);
    await page.goto(`/appointments/${id}`);
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule Appointment' });
    await expect(dialog).toContainText('Appointments can be rescheduled up to 24 hours before they start.');
    await expect(dialog).toContainText('The fee you paid carries over');
    // Pressed without a choice: the dialog says what is missing.
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please select both date and time');

    const target = calendarDay(futureWeekday(20));
    for (let i = 0; i < target.monthsAhead; i++) await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
    await dialog.getByRole('button', { name: target.label }).click();
    await expect(dialog.getByRole('button', { name: `${target.label}, selected` })).toBeVisible();
    const first = dialog.getByRole('group', { name: 'Select Time' }).getByRole('button').first();
    const time = (await first.textContent()) ?? '';
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await phoneShot(page, 'account-reschedule-dialog');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();

    await expect(toast(page, 'Appointment rescheduled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText(time, { exact: true })).toBeVisible();
    expect(await balance()).toBe(before);
    await expect.poll(async () => (await outbox(request, account.phone)).some((m) => m.body.includes('is moved from') && m.body.includes(`at ${time}`))).toBe(true);
    await expect.poll(async () => (await outbox(request, DEMO.doctor.phone)).some((m) => m.body.startsWith('Musawo: Ruth Achieng moved their appointment'))).toBe(true);

    // The doctor sees it to accept again.
    const doctorPage = await openAs(browser, request, baseURL, DEMO.doctor);
    await doctorPage.goto(`/appointments/${id}`);
    await expect(doctorPage.getByText('Pending', { exact: true })).toBeVisible();
    await expect(doctorPage.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    await doctorPage.context().close();
  });

  test('at 360 px a form says what is missing where the eye is, and focus goes there (issue 50 item 8)', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const doctor = await login(request, DEMO.doctor);
    const account = await fundedPatient(request, 100_000, 'Mercy Akello');
    const patient = await login(request, account);
    const id = await book(request, patient.tokens.access.token, doctor.user.id, 18, '11:00', 'Check-up');
    await rpc(request, 'appointment', 'acceptAppointment', { appointmentId: id, acceptInstructions: '' }, { token: doctor.tokens.access.token });
    await signInAs(page, request, account);

    // Reschedule pressed with nothing chosen: the message is on screen, under its heading, and focus is in the calendar.
    await page.goto(`/appointments/${id}`);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule Appointment' });
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    const missing = dialog.getByRole('alert').first();
    await expect(missing).toBeVisible();
    await expect(missing).toBeInViewport();
    expect(await dialog.getByRole('grid').evaluate((grid) => grid.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A new phone number saved without its code: said at the code step, on screen, with focus there; nothing claims a
    // code was sent.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: /^Phone Number/ }).fill('+256772000111');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const said = page.getByText('Please verify the new phone number before saving it', { exact: false });
    await expect(said).toBeVisible();
    await expect(said).toBeInViewport();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|BUTTON/);
    await expect(page.getByText(/code (was|has been) sent/i)).toHaveCount(0);
  });

  test('settings: reminder switches are stored on the profile and survive a reload', async ({ page, request }) => {
    const account = await createPatient(request, 'Moses Okot');
    await signInAs(page, request, account);
    await page.goto('/settings');
    const sms = page.getByRole('switch', { name: 'SMS reminders' });
    await expect(sms).toHaveAttribute('aria-checked', 'true');
    await sms.click();
    await expect(toast(page, 'Preferences saved')).toBeVisible();
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await expectAccessible(page);
    await phoneShot(page, 'account-settings');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'SMS reminders' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Email reminders' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('link', { name: /^Security/ }).click();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  });
});
