import { appointmentDateIso } from '@musawo/shared/contracts';
import { as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced, type Actor } from '../../test/booking-helpers';
import { describeEngines, type Harness } from '../../test/engines';
import { uniquePhone } from '../../test/auth-helpers';
import { HOUR } from '../lib/time';
import { isGsm7 } from '../ussd/gsm7';
import { parseReply, replyCode } from './reply-words';
import { REPLY_TEXTS } from './texts';

describe('parseReply', () => {
  it('reads the words of the three languages and the codes, and nothing else', () => {
    for (const word of ['C', 'c', ' confirm ', 'kakasa', 'Thibitisha']) expect(parseReply(word)).toEqual({ kind: 'confirm' });
    for (const word of ['X', 'cancel', 'SAZAAMU', 'ghairi']) expect(parseReply(word)).toEqual({ kind: 'cancel' });
    for (const text of ['A7K3Q', 'a 7k3q', 'KKIRIZA 7K3Q', 'kubali7k3q']) expect(parseReply(text)).toEqual({ kind: 'accept', code: '7K3Q' });
    for (const text of ['R7K3Q', 'gaana 7K3Q', 'KATAA 7K3Q']) expect(parseReply(text)).toEqual({ kind: 'reject', code: '7K3Q' });
    for (const text of ['', 'hello', 'A', 'Q7K3Q', 'C please']) expect(parseReply(text)).toEqual({ kind: 'unknown' });
  });

  it('writes every answer in GSM-7 within one SMS', () => {
    for (const texts of Object.values(REPLY_TEXTS)) for (const text of Object.values(texts)) expect({ text, ok: isGsm7(text) && text.length <= 160 }).toEqual({ text, ok: true });
  });
});

async function reply(h: Harness, from: string, text: string): Promise<number> {
  // Messages sort newest first by the server's clock: each reply (and what it sends) is a moment later.
  h.clock.advance(1_000);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/sms/africastalking',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ from, to: '12345', text, date: new Date().toISOString(), id: String(Math.random()) }).toString(),
  });
  await h.app.services.background.idle();
  h.clock.advance(1_000);
  return res.statusCode;
}

describeEngines('SMS replies', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  const latestSms = async (to: string) => (await h().outbox(to)).filter((m) => m.channel === 'sms')[0]?.body ?? '';
  const statusOf = async (id: string) => (await h().db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function book(patient: Actor, doctor: Actor, days = 3, time = '10:00'): Promise<string> {
    const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Cough', appointment_date: appointmentDateIso(dateAhead(h(), days)), appointment_time: time }, as(patient));
    await h().app.services.background.idle();
    await h().app.services.jobs.runDue();
    return res.results?.id ?? '';
  }

  it('the doctor accepts or rejects by the code in the new-booking SMS; another doctor\'s reply with that code does nothing', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 20_000 });
    const other = await createBookableDoctor(h());
    const patient = await createPatient(h(), 100_000);
    const first = await book(patient, doctor, 3, '10:00');
    const code = replyCode(first);
    expect(await latestSms(doctor.phone)).toContain(`Reply A${code} to accept or R${code} to reject.`);

    expect(await reply(h(), other.phone, `A${code}`)).toBe(200);
    expect(await latestSms(other.phone)).toBe(REPLY_TEXTS.en.noCode.replace('{code}', code));
    expect(await statusOf(first)).toBe('PENDING');

    expect(await reply(h(), doctor.phone, `a ${code.toLowerCase()}`)).toBe(200);
    expect(await statusOf(first)).toBe('ACCEPTED');
    expect(await latestSms(doctor.phone)).toBe(REPLY_TEXTS.en.accepted.replace('{code}', code));
    await h().app.services.jobs.runDue();
    expect(await latestSms(patient.phone)).toMatch(/accepted your appointment/);

    const second = await book(patient, doctor, 4, '11:00');
    expect(await reply(h(), doctor.phone, `R${replyCode(second)}`)).toBe(200);
    expect(await statusOf(second)).toBe('REJECTED');
    expect(await balanceOf(h(), patient)).toBe(80_000);
    // A patient cannot accept their own request by guessing its code.
    const third = await book(patient, doctor, 5, '12:00');
    await reply(h(), patient.phone, `A${replyCode(third)}`);
    expect(await statusOf(third)).toBe('PENDING');
  });

  it('the reminder asks for C or X; C records the confirmation of the sender\'s own visit only', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 10_000 });
    const patient = await createPatient(h(), 50_000);
    const stranger = await createPatient(h(), 0);
    const id = await book(patient, doctor, 3, '09:00');
    await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
    const row = await h().db.selectFrom('appointments').select('starts_at').where('id', '=', id).executeTakeFirstOrThrow();
    const saved = h().clock();
    try {
      h().clock.set(new Date(Date.parse(row.starts_at) - 23 * HOUR));
      await h().app.services.jobs.runDue();
      await h().app.services.background.idle();
      const reminder = (await h().outbox(patient.phone)).find((m) => /reminder/i.test(m.body));
      expect(reminder?.body).toMatch(/Reply C to confirm or X to cancel\.$/);
      // The e-mail copy cannot be answered, so it carries no reply hint.
      const mailed = (await h().outbox(patient.email)).find((m) => /reminder/i.test(m.body));
      expect(mailed?.body).toBe(reminder?.body.replace(/ Reply C to confirm or X to cancel\.$/, ''));

      await reply(h(), stranger.phone, 'C');
      expect(await latestSms(stranger.phone)).toBe(REPLY_TEXTS.en.noVisit);
      expect(await h().db.selectFrom('appointment_confirmations').selectAll().execute()).toEqual([]);

      await reply(h(), patient.phone, 'kakasa');
      const confirmations = await h().db.selectFrom('appointment_confirmations').select(['appointment_id', 'channel']).execute();
      expect(confirmations).toEqual([{ appointment_id: id, channel: 'sms' }]);
      expect(await latestSms(patient.phone)).toMatch(/^Musawo: thank you\. Your visit with Dr\. Sarah Atim on .+ at 09:00 is confirmed\.$/);
      // X within 24 hours of an accepted visit: the web's rule refuses, and says why.
      await reply(h(), patient.phone, 'X');
      expect(await latestSms(patient.phone)).toBe(REPLY_TEXTS.en.tooLate);
      expect(await statusOf(id)).toBe('ACCEPTED');
    } finally {
      h().clock.set(saved);
    }
  });

  it('X cancels the sender\'s next pending visit with the web\'s refund; unknown words and numbers get the help text', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 15_000 });
    const patient = await createPatient(h(), 50_000);
    const id = await book(patient, doctor, 6, '15:00');
    expect(await balanceOf(h(), patient)).toBe(35_000);
    await reply(h(), patient.phone, 'ghairi');
    expect(await statusOf(id)).toBe('CANCELLED');
    expect(await balanceOf(h(), patient)).toBe(50_000);
    await h().app.services.jobs.runDue();
    expect(await latestSms(patient.phone)).toMatch(/is cancelled\. UGX 15,000 is back in your wallet\.$/);

    await reply(h(), patient.phone, 'what is this');
    expect(await latestSms(patient.phone)).toBe(REPLY_TEXTS.en.help);
    const unknown = uniquePhone();
    await reply(h(), unknown, 'C');
    expect(await latestSms(unknown)).toBe(REPLY_TEXTS.en.help);
  });

  it('limits replies per number: past 10 an hour nothing is done or sent', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i += 1) expect(await reply(h(), phone, 'hello')).toBe(200);
    expect(await h().outbox(phone)).toHaveLength(10);
    expect(await reply(h(), phone, 'hello')).toBe(200);
    expect(await h().outbox(phone)).toHaveLength(10);
    expect(await reply(h(), 'not a number', 'C')).toBe(400);
  });
});
