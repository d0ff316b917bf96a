import { chromeArgs, DEMO, expect, expectRemote, journeyDatabase, rpc, signInAs, test, login, futureWeekday, type APIRequestContext, type Browser, type Login, type Page } from '../../e2e/tests/support/fixtures';

// Consultations (issue 33) with two browser contexts, patient and doctor, in Chromium with a fake microphone and
// camera: messages both ways, an audio call that connects with sound flowing, video on and off, the call ended,
// and "Complete consultation" making the appointment COMPLETED.

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...chromeArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection'],
  },
});



/**
 * An ACCEPTED appointment whose time is now: booked and accepted through the API, then moved to start a few
 * minutes ago in the journey server's own database (booking only takes future times, and completion needs a
 * started appointment).
 */
async function acceptedNow(request: APIRequestContext): Promise<{ id: string; doctor: Login; patient: Login }> {
  const doctor = await login(request, DEMO.doctor);
  const patient = await login(request, DEMO.patient);
  const date = futureWeekday(20 + Math.floor(Math.random() * 30));
  const times = ['09:00', '09:30', '10:30', '11:00', '11:30', '14:00', '15:00', '15:30'];
  let id = '';
  for (const time of times) {
    const res = await rpc<{ results?: { id: string } }>(request, 'appointment', 'create', { doctorId: doctor.user.id, appointment_note: 'Cough and fever since Sunday', appointment_date: `${date}T09:00:00.000Z`, appointment_time: time }, { token: patient.tokens.access.token, allowError: true });
    if (res.status === 200 && res.body.results) {
      id = res.body.results.id;
      break;
    }
  }
  expect(id, 'a free time to book').not.toBe('');
  await rpc(request, 'appointment', 'acceptAppointment', { appointmentId: id }, { token: doctor.tokens.access.token });
  const db = journeyDatabase();
  const start = Date.now() - 2 * 60_000;
  db.prepare('update appointments set starts_at = ?, ends_at = ? where id = ?').run(new Date(start).toISOString(), new Date(start + 30 * 60_000).toISOString(), id);
  db.close();
  return { id, doctor, patient };
}

async function openAs(browser: Browser, request: APIRequestContext, baseURL: string | undefined, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, request, who);
  return page;
}

const packetsReceived = (page: Page) => page.getByRole('region', { name: 'Call' }).getAttribute('data-packets-received').then(Number);

test.describe('consultations', () => {
  test('patient and doctor message each other, call with sound, toggle video, end the call and complete the consultation', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const { id } = await acceptedNow(request);

    // The details page leads to the room.
    await signInAs(page, request, DEMO.patient);
    await page.goto(`/appointments/${id}`);
    await page.getByRole('link', { name: 'Open consultation room' }).click();
    await expect(page).toHaveURL(new RegExp(`/consult/${id}$`));
    await expectRemote(page, 'consult');
    const doctorPage = await openAs(browser, request, baseURL, DEMO.doctor);
    await doctorPage.goto(`/consult/${id}`);
    await expect(doctorPage.getByText('Patient is waiting')).toBeVisible();

    // Messages both ways.
    await page.getByRole('textbox', { name: 'Message' }).fill('Good morning doctor, the cough is worse at night.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const doctorMessages = doctorPage.getByRole('list', { name: 'Messages' });
    await expect(doctorMessages.getByText('Good morning doctor, the cough is worse at night.')).toBeVisible({ timeout: 2_000 });
    await doctorPage.getByRole('textbox', { name: 'Message' }).fill('Thank you. Let us talk now.');
    await doctorPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Messages' }).getByText('Thank you. Let us talk now.')).toBeVisible({ timeout: 2_000 });

    // An audio call: it rings, the doctor joins, both are connected and sound arrives on both sides.
    await page.getByRole('button', { name: 'Start audio call' }).click();
    await expect(doctorPage.getByText('Incoming call')).toBeVisible();
    await doctorPage.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('Connected')).toBeVisible({ timeout: 20_000 });
    await expect(doctorPage.getByText('Connected')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => packetsReceived(page), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => packetsReceived(doctorPage), { timeout: 15_000 }).toBeGreaterThan(0);

    // Mute, video on and off.
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(page.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Unmute' }).click();
    await doctorPage.getByRole('button', { name: 'Turn on video' }).click();
    await expect(doctorPage.getByRole('button', { name: 'Turn off video' })).toBeVisible();
    const remoteVideo = page.getByLabel(/'s video$/);
    await expect(remoteVideo).toBeVisible();
    await expect.poll(() => remoteVideo.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await doctorPage.getByRole('button', { name: 'Turn off video' }).click();
    await expect(page.getByLabel(/'s video$/)).toHaveCount(0);
    await expect(page.getByText('Connected')).toBeVisible();

    // End the call: both are back to "Start audio call"; the history keeps it.
    await page.getByRole('button', { name: 'End call' }).click();
    await expect(doctorPage.getByRole('button', { name: 'Start audio call' })).toBeVisible();
    await expect(doctorMessages.getByText(/Call ended/)).toBeVisible();

    // The doctor completes the consultation with notes; the patient reads them and is invited to review.
    await doctorPage.getByLabel('Consultation notes').fill('Viral cough. Rest, warm fluids, honey. Come back if the fever lasts 3 more days.');
    await doctorPage.getByRole('button', { name: 'Complete consultation' }).click();
    await expect(doctorPage.getByText('Consultation completed').first()).toBeVisible();
    const doctorToken = (await login(request, DEMO.doctor)).tokens.access.token;
    const appt = await rpc<{ results: { status: string } }>(request, 'appointment', 'getAppointment', { appointmentId: id }, { token: doctorToken });
    expect(appt.body.results.status).toBe('COMPLETED');
    await page.goto(`/appointments/${id}`);
    await expect(page.getByText('Viral cough. Rest, warm fluids, honey.', { exact: false })).toBeVisible();
    await expect(page.getByText('How was your consultation? Write a review to help other patients choose.')).toBeVisible();
    await doctorPage.context().close();
  });

  test('someone else is told the consultation is not theirs', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/404/);
    await signInAs(page, request, DEMO.patient);
    await page.goto('/consult/not-an-appointment-of-yours');
    await expect(page.getByText('This consultation is not yours')).toBeVisible();
  });
});
