import { DEMO, expect, journeyDatabase, login, rpc, test, type Page } from './support/fixtures';

// Issue 48: through the /dev/ussd simulator the demo patient books and pays a real slot by USSD (choosing a USSD
// PIN on the way, as a web account dialling for the first time), the doctor accepts by SMS reply with the code
// from the new-booking SMS, and the patient confirms by replying C. The server's records are checked, not the clock.

test.use({ viewport: { width: 360, height: 800 } });

const screen = (page: Page) => page.getByRole('status', { name: 'Phone screen' });

async function answer(page: Page, value: string): Promise<void> {
  await page.getByLabel('Your answer').fill(value);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

async function dial(page: Page, phone: string): Promise<void> {
  await page.goto('/dev/ussd');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: /^Dial/ }).click();
  await expect(screen(page)).toContainText('1 Book a doctor');
}

/** The number of the line of the screen that contains `label`. */
async function optionFor(page: Page, label: string): Promise<string> {
  const text = (await screen(page).textContent()) ?? '';
  const line = text.split('\n').find((l) => /^\d+ /.test(l) && l.includes(label));
  expect(line, `${label} on ${text}`).toBeDefined();
  return (line ?? '').split(' ')[0] ?? '';
}

async function replySms(page: Page, text: string): Promise<void> {
  await page.getByLabel('Reply by SMS').fill(text);
  await page.getByRole('button', { name: 'Send SMS' }).click();
}

test('a patient books and pays by USSD, the doctor accepts by SMS, and the patient confirms by SMS', async ({ page, request }) => {
  const db = journeyDatabase();
  const before = db.prepare("select count(*) as n from appointments a join users u on u.id = a.patient_id where u.phone_number = ?").get(DEMO.patient.phone) as { n: number };

  await dial(page, DEMO.patient.phone);
  await answer(page, '1');
  await expect(screen(page)).toContainText('Choose a district');
  await answer(page, await optionFor(page, 'Kampala'));
  await expect(screen(page)).toContainText('Choose a specialty');
  await answer(page, '1');
  await expect(screen(page)).toContainText('Choose a doctor');
  await answer(page, '1');
  await expect(screen(page)).toContainText('Choose a day');
  await answer(page, '1');
  await expect(screen(page)).toContainText('Choose a time');
  await answer(page, '1');
  await expect(screen(page)).toContainText('Enter your PIN to pay:');
  await expect(screen(page)).toContainText(/Fee (UGX|Shs)/);
  await answer(page, '2468');
  // The web account has no USSD PIN yet: it chooses one, and the booking is paid.
  await expect(screen(page)).toContainText('Choose a 4-digit PIN');
  await answer(page, '2468');
  await expect(screen(page)).toContainText('Enter the same PIN again:');
  await answer(page, '2468');
  await expect(screen(page)).toContainText(/^Booked: .+ paid\./);
  await expect(page.getByLabel('Your answer')).toHaveCount(0);

  const booked = db
    .prepare("select a.id, a.status, a.fee, d.phone_number as doctor_phone from appointments a join users u on u.id = a.patient_id join users d on d.id = a.doctor_id where u.phone_number = ? and a.note = 'Booked by USSD'")
    .get(DEMO.patient.phone) as { id: string; status: string; fee: number; doctor_phone: string } | undefined;
  expect(booked).toMatchObject({ status: 'PENDING' });
  expect((db.prepare('select count(*) as n from appointments a join users u on u.id = a.patient_id where u.phone_number = ?').get(DEMO.patient.phone) as { n: number }).n).toBe(before.n + 1);

  // The web app sees it for the same account, paid from the same wallet.
  const patient = await login(request, DEMO.patient);
  const { body } = await rpc<{ results: { id: string; status: string }[] }>(request, 'appointment', 'queryUserAppointments', {}, { token: patient.tokens.access.token });
  expect(body.results.map((a) => a.id)).toContain(booked?.id);

  // The doctor's new-booking SMS carries the code; the doctor accepts by replying A<code> from their phone.
  await dial(page, booked?.doctor_phone ?? '');
  const invite = page.getByRole('list', { name: 'SMS to this number' }).getByText(/Reply A\w{4} to accept/).first();
  // The message is sent by the job runner after the booking's commit: the page shows it once it is in the outbox.
  await expect(async () => {
    await page.reload();
    await expect(invite).toBeVisible({ timeout: 500 });
  }).toPass();
  const code = /Reply A(\w{4}) to accept/.exec((await invite.textContent()) ?? '')?.[1] ?? '';
  await replySms(page, `A${code}`);
  await expect(page.getByRole('list', { name: 'SMS to this number' })).toContainText(`you accepted the visit ${code}`);
  expect((db.prepare('select status from appointments where id = ?').get(booked?.id) as { status: string }).status).toBe('ACCEPTED');

  // The patient confirms by replying C.
  await dial(page, DEMO.patient.phone);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'SMS to this number' })).toContainText('accepted your appointment', { timeout: 500 });
  }).toPass();
  await replySms(page, 'C');
  await expect(page.getByRole('list', { name: 'SMS to this number' })).toContainText(/thank you\. Your visit with .+ is confirmed\./);
  expect(db.prepare('select channel from appointment_confirmations where appointment_id = ?').get(booked?.id)).toEqual({ channel: 'sms' });
  db.close();
});
