import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
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
    const res = await rpc<{ results?: { id: string } }>(request, 'appointment', 'create', { doctorId: doctor.user.id, appointment_note: 'Cough and fever since Sunday', appointment_date: `${date}T09:00:00.000Z`, appointment_time: time, visitMode: 'online' }, { token: patient.tokens.access.token, allowError: true });
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

/** An ACCEPTED appointment weeks away (the waiting room not open). */
async function acceptedLater(request: APIRequestContext): Promise<string> {
  const doctor = await login(request, DEMO.doctor);
  const patient = await login(request, DEMO.patient);
  const date = futureWeekday(20 + Math.floor(Math.random() * 30));
  for (const time of ['09:00', '09:30', '10:30', '11:00', '11:30', '14:00', '15:00', '15:30']) {
    const res = await rpc<{ results?: { id: string } }>(request, 'appointment', 'create', { doctorId: doctor.user.id, appointment_note: 'Follow-up', appointment_date: `${date}T09:00:00.000Z`, appointment_time: time, visitMode: 'online' }, { token: patient.tokens.access.token, allowError: true });
    if (res.status === 200 && res.body.results) {
      await rpc(request, 'appointment', 'acceptAppointment', { appointmentId: res.body.results.id }, { token: doctor.tokens.access.token });
      return res.body.results.id;
    }
  }
  throw new Error('no free time to book');
}

/** A PNG of random pixels (it does not compress): over 5 MB, as a phone's photo can be. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = randomBytes((width * 3 + 1) * height);
  // Each row starts with its filter byte: none.
  for (let i = 0; i < rows.length; i += width * 3 + 1) rows[i] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

const PHONE = { width: 360, height: 740 };

async function openAs(browser: Browser, request: APIRequestContext, baseURL: string | undefined, who: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(viewport === undefined ? {} : { viewport }) });
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
    await doctorPage.getByRole('dialog', { name: 'Complete this consultation?' }).getByRole('button', { name: 'Complete consultation' }).click();
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

// Issue 50, on phones (360 px): a call comes back after a reload, two Starts make one call, no ringing into the
// void, and a phone's large photo is sent.
test.describe('consultations on a phone', () => {
  test.use({ viewport: PHONE });

  const startCall = (p: Page) => p.getByRole('button', { name: 'Start audio call' });
  const connected = async (p: Page) => expect(p.getByRole('region', { name: 'Call' })).toHaveAttribute('data-call-phase', 'connected', { timeout: 20_000 });

  test('the patient reloads mid-call: either side can call again and the other is rung and answers', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const { id } = await acceptedNow(request);
    await signInAs(page, request, DEMO.patient);
    await page.goto(`/consult/${id}`);
    const doctorPage = await openAs(browser, request, baseURL, DEMO.doctor, PHONE);
    await doctorPage.goto(`/consult/${id}`);
    await expect(doctorPage.getByText('Patient is waiting')).toBeVisible();

    await startCall(page).click();
    await doctorPage.getByRole('button', { name: 'Join' }).click();
    await connected(page);
    await connected(doctorPage);

    // The patient's page reloads mid-call: the doctor's side drops the stale call at once and says so.
    await page.reload();
    await expect(doctorPage.getByText(/ left the call\. Either of you can start it again\.$/)).toBeVisible({ timeout: 10_000 });
    await expect(startCall(doctorPage)).toBeEnabled();

    // The patient calls again: the doctor is rung and answers.
    await expect(startCall(page)).toBeEnabled();
    await startCall(page).click();
    await expect(doctorPage.getByText('Incoming call')).toBeVisible();
    await doctorPage.getByRole('button', { name: 'Join' }).click();
    await connected(page);
    await connected(doctorPage);

    // Once more, and this time the doctor calls back.
    await page.reload();
    await expect(startCall(doctorPage)).toBeEnabled({ timeout: 10_000 });
    await expect(page.getByText(/ is in the room\.$/)).toBeVisible();
    await startCall(doctorPage).click();
    await expect(page.getByText('Incoming call')).toBeVisible();
    await page.getByRole('button', { name: 'Join' }).click();
    await connected(page);
    await connected(doctorPage);
    await page.getByRole('button', { name: 'End call' }).click();
    await doctorPage.context().close();
  });

  test('both press to call at once: one call, connected on both sides', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(90_000);
    const { id } = await acceptedNow(request);
    await signInAs(page, request, DEMO.patient);
    await page.goto(`/consult/${id}`);
    const doctorPage = await openAs(browser, request, baseURL, DEMO.doctor, PHONE);
    await doctorPage.goto(`/consult/${id}`);
    await expect(startCall(page)).toBeEnabled();
    await expect(startCall(doctorPage)).toBeEnabled();

    // Each presses the call button on their screen at the same moment: Start, or Join when the other's ring got
    // there first (two clicks in two browsers are never quite simultaneous, and a ringing screen shows no Start).
    const talk = (p: Page) => startCall(p).or(p.getByRole('button', { name: 'Join' })).click();
    await Promise.all([talk(page), talk(doctorPage)]);
    await connected(page);
    await connected(doctorPage);
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(/^Call started/)).toHaveCount(1);
    await doctorPage.getByRole('button', { name: 'End call' }).click();
    await expect(startCall(page)).toBeVisible();
    await doctorPage.context().close();
  });

  test('a visit days away: the doctor sees no "Patient is waiting", and Start is disabled and says why', async ({ page, request, browser, baseURL }) => {
    const id = await acceptedLater(request);
    await signInAs(page, request, DEMO.patient);
    await page.goto(`/consult/${id}`);
    await expect(page.getByText(/^The waiting room opens at/)).toBeVisible();
    const doctorPage = await openAs(browser, request, baseURL, DEMO.doctor, PHONE);
    await doctorPage.goto(`/consult/${id}`);
    await expect(doctorPage.getByText(/ is in the room\.$/)).toBeVisible();
    await expect(startCall(doctorPage)).toBeDisabled();
    await expect(doctorPage.getByText(/^Calls open at .*, 15 minutes before the appointment\.$/)).toBeVisible();
    await expect(doctorPage.getByText('Patient is waiting')).toHaveCount(0);
    await doctorPage.context().close();
  });

  test('a large photo from a phone is made smaller, previewed, sent, and the thread opens at it', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(90_000);
    const { id, patient } = await acceptedNow(request);
    // A thread longer than its box, so where it opens matters.
    for (let n = 1; n <= 8; n++) await rpc(request, 'consult', 'sendMessage', { appointmentId: id, text: `Day ${n}: the rash is still there.` }, { token: patient.tokens.access.token });
    await signInAs(page, request, DEMO.patient);
    await page.goto(`/consult/${id}`);
    const png = noisePng(2400, 1000);
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach an image or PDF' }).click();
    await (await chooser).setFiles({ name: 'rash-photo.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('group', { name: 'Ready to send' });
    await expect(preview.getByRole('img', { name: 'Preview of rash-photo.jpg' })).toBeVisible();
    const summary = await preview.getByText(/^rash-photo\.jpg \(\d+ KB\)$/).textContent();
    expect(Number(summary?.match(/\((\d+) KB\)/)?.[1])).toBeLessThan(5 * 1024);
    await preview.getByRole('button', { name: 'Send' }).click();
    await expect(preview).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'rash-photo.jpg' })).toBeVisible();

    // The doctor opens the thread: at its newest message, the photo, loaded at 1,600 px.
    const doctorPage = await openAs(browser, request, baseURL, DEMO.doctor, PHONE);
    await doctorPage.goto(`/consult/${id}`);
    const list = doctorPage.getByRole('list', { name: 'Messages' });
    await expect.poll(() => list.getByRole('img', { name: 'rash-photo.jpg' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await expect.poll(() => list.evaluate((l) => l.scrollHeight - l.scrollTop - l.clientHeight)).toBeLessThan(2);
    await doctorPage.context().close();
  });

  for (const [lang, accepted, ask, attach] of [
    ['en', 'Accepted', 'Ask the doctor to phone me', 'Attach an image or PDF'],
    ['lg', 'Kikkiriziddwa', 'Saba omusawo ankubire essimu', 'Weereza ekifaananyi oba PDF'],
    ['sw', 'Imekubaliwa', 'Mwombe daktari anipigie simu', 'Ambatisha picha au PDF'],
  ] as const) {
    test(`${lang}: the room fits 360 px: the status badge whole, the phone-me and attach buttons inside their cards`, async ({ page, request, baseURL }) => {
      const { id } = await acceptedNow(request);
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      await signInAs(page, request, DEMO.patient);
      // The page's language is its address's (ADR 336); the cookie is the preference.
      await page.goto(lang === 'en' ? `/consult/${id}` : `/${lang}/consult/${id}`);
      const badge = page.getByText(accepted, { exact: true });
      await expect(badge).toBeVisible();
      expect(await badge.evaluate((b) => b.scrollWidth - b.clientWidth)).toBeLessThanOrEqual(0);
      for (const name of [ask, attach]) {
        const button = page.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        // How far the button runs past the inside of the card it is in (a bordered, rounded box).
        const overflow = await button.evaluate((b) => {
          let card = b.parentElement;
          while (card !== null && !(parseFloat(getComputedStyle(card).borderTopWidth) >= 1 && getComputedStyle(card).borderTopLeftRadius !== '0px')) card = card.parentElement;
          if (card === null) return Infinity;
          return b.getBoundingClientRect().right - (card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight));
        });
        expect(overflow, name).toBeLessThanOrEqual(0.5);
      }
    });
  }
});
