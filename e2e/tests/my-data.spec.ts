import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO, expect, expectAccessible, expectRemote, futureWeekday, login, phoneShot, rpc, signInAs, test } from './support/fixtures';

// Issue 49 at 360 px: the demo doctor opens the demo patient's consultation room; the patient then reads "Who saw my
// record" in Settings (the doctor's read is the newest entry) and downloads their data: a zip, ready within 60 s,
// whose JSON holds that appointment and its access entry and whose page is readable HTML.

test.use({ timezoneId: 'Africa/Kampala', viewport: { width: 360, height: 740 } });

test('a patient reads "Who saw my record" after the doctor opens their consultation, and downloads their data', async ({ page, request, browser, baseURL }) => {
  const doctor = await login(request, DEMO.doctor);
  const patient = await login(request, DEMO.patient);
  const date = futureWeekday(30 + Math.floor(Math.random() * 40));
  let id = '';
  for (const time of ['09:00', '09:30', '10:30', '11:00', '11:30', '14:00', '15:00', '15:30']) {
    const res = await rpc<{ results?: { id: string } }>(request, 'appointment', 'create', { doctorId: doctor.user.id, appointment_note: 'Headaches every evening this week', appointment_date: `${date}T09:00:00.000Z`, appointment_time: time, visitMode: 'online' }, { token: patient.tokens.access.token, allowError: true });
    if (res.status === 200 && res.body.results) {
      id = res.body.results.id;
      break;
    }
  }
  expect(id, 'a free time to book').not.toBe('');
  await rpc(request, 'appointment', 'acceptAppointment', { appointmentId: id }, { token: doctor.tokens.access.token });

  // The doctor opens the consultation room in their own browser.
  const doctorContext = await browser.newContext({ baseURL });
  const doctorPage = await doctorContext.newPage();
  await signInAs(doctorPage, request, DEMO.doctor);
  await doctorPage.goto(`/consult/${id}`);
  // The room shows the doctor the patient's reason for the visit.
  await expect(doctorPage.getByText('Headaches every evening this week')).toBeVisible();
  await doctorContext.close();

  // The patient reads who saw their record: the doctor's read of this consultation is the newest entry.
  await signInAs(page, request, DEMO.patient);
  await page.goto('/settings');
  await expectRemote(page, 'account');
  const entries = page.getByRole('list', { name: 'Who saw my record' });
  const newest = entries.getByRole('listitem').first();
  await expect(newest).toContainText(`${doctor.user.name} (doctor)`);
  await expect(newest).toContainText('Read your consultation messages');
  await expect(newest).toContainText('Why: your appointment with them');
  await expectAccessible(page);
  await phoneShot(page, 'my-data-who-saw');

  // Download: a zip with the page and the JSON, within 60 s.
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe('musawo-my-data.zip');
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Date.now() - started).toBeLessThan(60_000);
  const json = JSON.parse(strFromU8(files['my-data.json'] ?? new Uint8Array())) as { appointments: { id: string; note: string }[]; accessRecord: { appointmentId: string | null; data: string }[] };
  expect(json.appointments.find((a) => a.id === id)?.note).toBe('Headaches every evening this week');
  expect(json.accessRecord.some((e) => e.appointmentId === id && e.data === 'consultation')).toBe(true);
  expect(strFromU8(files['my-data.html'] ?? new Uint8Array())).toContain('<h2>Who saw my record</h2>');
  await expect(page.getByRole('status').filter({ hasText: 'Your download has started.' })).toBeVisible();
});
