import { expect, expectAccessible, expectRemote, fundedPatient, login, phoneShot, rpc, signInAs, test, workingWeekday, DEMO, type APIRequestContext, type Page } from './support/fixtures';

// Issue 50 item 6 at 360 px: a booking says whether it is at the doctor's place or online. A patient books an online
// visit with the demo doctor (who offers both): its details say online and lead to the consultation room, never
// "arrive early"; an in-person visit says to arrive early and where.

interface Doctor {
  id: string;
  visitModes?: string[];
  availability: { day: string; slots: { start: string; end: string }[] }[];
}

async function demoDoctor(request: APIRequestContext): Promise<Doctor> {
  const doctor = await login(request, DEMO.doctor);
  const { body } = await rpc<{ results: Doctor }>(request, 'doctor', 'getDoctor', { doctorId: doctor.user.id, currency: 'UGX' });
  return body.results;
}

async function accept(request: APIRequestContext, id: string): Promise<void> {
  const doctor = await login(request, DEMO.doctor);
  await rpc(request, 'appointment', 'acceptAppointment', { appointmentId: id }, { token: doctor.tokens.access.token });
}

const details = (page: Page, id: string) => page.goto(`/appointments/${id}`);

test.use({ timezoneId: 'Africa/Kampala', viewport: { width: 360, height: 740 } });

test.describe('in person or online (issue 50 item 6)', () => {
  test('a patient books an online visit with a doctor offering both: the details say online and offer the room, not "arrive early"', async ({ page, request }) => {
    const doctor = await demoDoctor(request);
    expect(doctor.visitModes).toEqual(['in_person', 'online']);
    const patient = await fundedPatient(request, 300_000, 'Online Patient');
    await signInAs(page, request, patient);
    await page.goto(`/doctor/${doctor.id}`);
    await expectRemote(page, 'booking');
    const choice = page.getByRole('group', { name: 'How would you like to see the doctor?' });
    await expect(choice.getByRole('radio', { name: 'At the doctor’s place' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Online (audio call and messages)' }).check();
    const day = workingWeekday(doctor.availability, 3 + Math.floor(Math.random() * 20));
    for (let i = 0; i < day.monthsAhead; i++) await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await page.getByRole('button', { name: day.label }).click();
    await page.getByRole('group', { name: 'Select Time' }).getByRole('button').last().click();
    await page.getByRole('textbox', { name: /Note for the doctor/ }).fill('Itchy rash on both arms since Monday.');
    await phoneShot(page, 'visit-mode-booking-choice');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Appointment Booked Successfully!' })).toBeVisible();

    const me = await login(request, patient);
    const { body } = await rpc<{ results: { id: string; visitMode?: string }[] }>(request, 'appointment', 'queryUserAppointments', {}, { token: me.tokens.access.token });
    const booked = body.results[0];
    expect(booked?.visitMode).toBe('online');
    await accept(request, booked?.id ?? '');
    await details(page, booked?.id ?? '');
    await expect(page.getByText('Online (audio call and messages)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open consultation room' })).toBeVisible();
    await expect(page.getByText(/arrive a few minutes early/)).toHaveCount(0);
    await expectAccessible(page);
    await phoneShot(page, 'visit-mode-details-online');
  });

  test('an in-person booking says to arrive early and where, and keeps its messages', async ({ page, request }) => {
    const doctor = await demoDoctor(request);
    const patient = await fundedPatient(request, 300_000, 'In Person Patient');
    const me = await login(request, patient);
    const day = workingWeekday(doctor.availability, 4 + Math.floor(Math.random() * 20));
    let id = '';
    for (const time of ['09:00', '09:30', '10:30', '11:00', '14:00', '15:30']) {
      const res = await rpc<{ results?: { id: string; visitMode?: string } }>(
        request, 'appointment', 'create',
        { doctorId: doctor.id, appointment_note: 'Knee pain when climbing stairs.', appointment_date: `${day.iso}T09:00:00.000Z`, appointment_time: time, visitMode: 'in_person' },
        { token: me.tokens.access.token, allowError: true },
      );
      if (res.status === 200 && res.body.results) {
        expect(res.body.results.visitMode).toBe('in_person');
        id = res.body.results.id;
        break;
      }
    }
    expect(id, 'a free time to book').not.toBe('');
    await accept(request, id);
    await signInAs(page, request, patient);
    await details(page, id);
    await expect(page.getByText(/^In person, at the doctor’s place/)).toBeVisible();
    await expect(page.getByText('No special instructions. Please arrive a few minutes early.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open consultation room' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Messages about this visit' })).toHaveAttribute('href', `/consult/${id}`);
    await phoneShot(page, 'visit-mode-details-in-person');
  });

  for (const [lang, online, inPerson] of [
    ['lg', 'Ku mutimbagano (essimu ey’eddoboozi n’obubaka)', /^Mu maaso g’omusawo/],
    ['sw', 'Mtandaoni (simu ya sauti na ujumbe)', /^Ana kwa ana, mahali pa daktari/],
  ] as const) {
    test(`the details say the mode in ${lang}, at 360 and 1280 px`, async ({ page, request, baseURL }) => {
      const doctor = await demoDoctor(request);
      const patient = await fundedPatient(request, 300_000, `Patient ${lang}`);
      const me = await login(request, patient);
      await rpc(request, 'auth', 'updateUserProfile', { language: lang }, { token: me.tokens.access.token });
      const ids: string[] = [];
      const day = workingWeekday(doctor.availability, 5 + Math.floor(Math.random() * 20));
      for (const mode of ['online', 'in_person'] as const) {
        for (const time of ['09:00', '09:30', '10:30', '11:00', '14:00', '15:30', '16:00']) {
          const res = await rpc<{ results?: { id: string } }>(
            request, 'appointment', 'create',
            { doctorId: doctor.id, appointment_note: 'Headache.', appointment_date: `${day.iso}T09:00:00.000Z`, appointment_time: time, visitMode: mode },
            { token: me.tokens.access.token, allowError: true },
          );
          if (res.status === 200 && res.body.results) {
            ids.push(res.body.results.id);
            break;
          }
        }
      }
      expect(ids).toHaveLength(2);
      // The page's language is its address's (ADR 336); the cookie is the preference that sends the patient there.
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      await signInAs(page, request, patient);
      await details(page, ids[0] ?? '');
      await expect(page.getByText(online)).toBeVisible();
      await phoneShot(page, `visit-mode-online-${lang}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: test.info().outputPath(`visit-mode-online-${lang}-1280.png`), fullPage: true });
      await details(page, ids[1] ?? '');
      await expect(page.getByText(inPerson)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`visit-mode-in-person-${lang}-1280.png`), fullPage: true });
      await phoneShot(page, `visit-mode-in-person-${lang}`);
    });
  }
});
