// Issue 32 item 8: every money movement and status change reaches the person it concerns once, in plain words.
import { appointmentDateIso } from '@musawo/shared/contracts';
import { latestLink, PASSWORD, signUp } from '../../test/auth-helpers';
import { type Actor, as, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced, joinTopUpNumbers } from '../../test/booking-helpers';
import { describeEngines, type Harness } from '../../test/engines';
import { SANDBOX_NUMBERS } from '../payments/sandbox-adapter';
import type { Notifier, OutgoingMessage } from './port';

const HOUR = 60 * 60_000;
let day = 10;

async function book(h: Harness, patient: Actor, doctor: Actor, time = '10:00'): Promise<string> {
  day += 1;
  h.clock.advance(1000);
  const res = await h.ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Back pain', appointment_date: appointmentDateIso(dateAhead(h, day)), appointment_time: time }, as(patient));
  if (res.results === undefined) throw new Error('no appointment');
  return res.results.id;
}

async function sent(h: Harness, who: Actor): Promise<{ sms: string[]; email: string[] }> {
  await h.app.services.background.idle();
  const [sms, email] = await Promise.all([h.outbox(who.phone), h.outbox(who.email)]);
  return { sms: sms.map((m) => m.body).reverse(), email: email.map((m) => m.body).reverse() };
}

describeEngines('notifications: who is told what, once, in plain words', (h) => {
  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  it('a booking made and paid tells the patient (SMS and email) and the doctor, once each', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 45_000, name: 'Dr. Grace Auma' });
    const patient = await createPatient(h(), 100_000);
    await book(h(), patient, doctor);
    const mine = await sent(h(), patient);
    expect(mine.sms).toHaveLength(1);
    expect(mine.email).toHaveLength(1);
    expect(mine.sms[0]).toMatch(/^Musawo: your appointment request with Dr\. Grace Auma on .+ was sent\. UGX 45,000 was paid from your wallet\. .*If it is declined, the money comes back to your wallet\.$/);
    expect((await sent(h(), doctor)).sms).toEqual([expect.stringMatching(/Aisha Nakato asked for an appointment/)]);
  });

  it('accept, reject, cancel and complete each reach the right person once, and a reason ending in a full stop never gives ".."', async () => {
    const doctor = await createBookableDoctor(h(), { fee: 30_000 });
    const patient = await createPatient(h(), 200_000);
    const [a, b, c] = [await book(h(), patient, doctor), await book(h(), patient, doctor), await book(h(), patient, doctor)];
    await h().ok('appointment', 'rejectAppointment', { appointmentId: a, rejectReason: 'I am away that week.' }, as(doctor));
    await h().ok('appointment', 'cancelAppointment', { appointmentId: b, cancellationReason: 'Feeling better.' }, as(patient));
    await h().ok('appointment', 'acceptAppointment', { appointmentId: c, acceptInstructions: 'Bring your X-ray.' }, as(doctor));
    const row = await h().db.selectFrom('appointments').select('starts_at').where('id', '=', c).executeTakeFirstOrThrow();
    const saved = h().clock();
    try {
      // Half an hour before the visit both reminders are due; an hour after it the doctor completes it.
      h().clock.set(new Date(Date.parse(row.starts_at) - HOUR / 2));
      await h().app.services.jobs.runDue();
      h().clock.set(new Date(Date.parse(row.starts_at) + HOUR));
      const login = await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: PASSWORD });
      await h().ok('appointment', 'completeAppointment', { appointmentId: c }, { token: login.tokens?.access.token ?? '' });
      await h().app.services.background.idle();
      await h().app.services.jobs.runDue();
    } finally {
      h().clock.set(saved);
    }
    const p = await sent(h(), patient);
    const d = await sent(h(), doctor);
    for (const text of [...p.sms, ...p.email, ...d.sms, ...d.email]) expect(text).not.toMatch(/\.\./);
    const count = (texts: string[], re: RegExp) => texts.filter((t) => re.test(t)).length;
    expect(count(p.sms, /could not take your appointment .*Reason: I am away that week\. UGX 30,000 is back in your wallet\.$/)).toBe(1);
    expect(count(p.sms, /is cancelled\. UGX 30,000 is back in your wallet\.$/)).toBe(1);
    expect(count(p.sms, /accepted your appointment .*Instructions: Bring your X-ray\.$/)).toBe(1);
    expect(count(p.sms, /marked your appointment .* as completed/)).toBe(1);
    expect(count(p.sms, /reminder/i)).toBe(2);
    expect(p.email).toHaveLength(p.sms.length);
    expect(count(d.sms, /cancelled the appointment .*Reason: Feeling better\.$/)).toBe(1);
    expect(count(d.sms, /UGX 30,000 for your appointment with Aisha Nakato .* is now in your wallet\./)).toBe(1);
    // Nothing about the doctor's own actions goes back to the doctor.
    expect(count(d.sms, /declined|accepted/)).toBe(0);
  });

  it('a top-up that succeeds, is declined or expires tells the payer once, with no ".."', async () => {
    const patient = await createPatient(h());
    // Numbers other than the patient's own get prompts once joined with a texted code (issue 31).
    await joinTopUpNumbers(h(), patient, '+256772123456', SANDBOX_NUMBERS.declined, SANDBOX_NUMBERS.expires);
    const ok = await h().ok('Wallet', 'topUp', { amount: 20_000, phone: '+256772123456', provider: 'MTN' }, as(patient));
    const declined = await h().ok('Wallet', 'topUp', { amount: 10_000, phone: SANDBOX_NUMBERS.declined, provider: 'AIRTEL' }, as(patient));
    const expired = await h().ok('Wallet', 'topUp', { amount: 7_000, phone: SANDBOX_NUMBERS.expires, provider: 'AIRTEL' }, as(patient));
    h().clock.advance(8_000);
    await h().app.services.jobs.runDue();
    // Asking again (and the poller running again) sends nothing more.
    for (const t of [ok, declined, expired]) await h().ok('Wallet', 'topUpStatus', { topUpId: t.results.id }, as(patient));
    h().clock.advance(8_000);
    await h().app.services.jobs.runDue();
    const { sms, email } = await sent(h(), patient);
    expect(sms).toHaveLength(3);
    expect(email).toHaveLength(3);
    expect(sms).toEqual(
      expect.arrayContaining([
        'Musawo: UGX 20,000 from MTN Mobile Money was added to your wallet. Your balance is now UGX 20,000.',
        'Musawo: your wallet top-up of UGX 10,000 from Airtel Money did not go through. The payment was declined. Nothing was added to your wallet; you can try again.',
        'Musawo: your wallet top-up of UGX 7,000 from Airtel Money did not go through. The payment request expired before it was approved. Nothing was added to your wallet; you can try again.',
      ]),
    );
  });

  it('a password reset done by the emailed link is confirmed by email', async () => {
    const { email } = await signUp(h());
    await h().ok('auth', 'sendPasswordResetEmail', { email });
    const token = (await latestLink(h(), email, '/reset-password')).searchParams.get('token') ?? '';
    await h().ok('auth', 'resetPassword', { resetPasswordToken: token, newPassword: 'Fresh#Start9' });
    await h().app.services.background.idle();
    const mails = (await h().outbox(email)).filter((m) => m.subject === 'Your Musawo password was reset');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toMatch(/You are signed out on every device: sign in again with your new password\./);
  });

  it("links point to the person's language's own address (ADR 336): a Luganda reader's reset link is under /lg", async () => {
    const { email } = await signUp(h());
    await h().db.updateTable('users').set({ language: 'lg' }).where('email', '=', email).execute();
    await h().ok('auth', 'sendPasswordResetEmail', { email });
    const link = await latestLink(h(), email, '/reset-password');
    expect(link.pathname).toBe('/lg/reset-password');
    expect(link.searchParams.get('token')).toMatch(/\S{20,}/);
  });

  it('the sign-up email does not point to a code box the app does not have', async () => {
    const { email } = await signUp(h());
    await h().app.services.background.idle();
    const [mail] = await h().outbox(email);
    expect(mail?.body).toContain('/verify-email?token=');
    expect(mail?.body).not.toMatch(/enter this code in the app/i);
    expect(mail?.body).not.toMatch(/\.\./);
  });
});

/** Email fails on its first try: the job is retried, and the SMS that already went out is not sent again. */
const delivered: OutgoingMessage[] = [];
let failNextEmail = false;
const flaky: Notifier = {
  send(message) {
    if (message.channel === 'email' && failNextEmail) {
      failNextEmail = false;
      return Promise.reject(new Error('SMTP is down'));
    }
    delivered.push(message);
    return Promise.resolve();
  },
  close: () => Promise.resolve(),
};

describeEngines(
  'notifications: a retried job sends nothing twice',
  (h) => {
    it('the email that failed is sent on the retry; the SMS of the first try is not repeated', async () => {
      const doctor = await createBookableDoctor(h(), { fee: 10_000 });
      const patient = await createPatient(h(), 10_000);
      await h().app.services.background.idle();
      delivered.length = 0;
      failNextEmail = true;
      await book(h(), patient, doctor);
      await h().app.services.background.idle();
      h().clock.advance(31_000);
      await h().app.services.jobs.runDue();
      h().clock.advance(120_000);
      await h().app.services.jobs.runDue();
      const to = (who: Actor, channel: 'sms' | 'email') => delivered.filter((m) => m.channel === channel && m.to === (channel === 'sms' ? who.phone : who.email)).length;
      expect([to(doctor, 'sms'), to(doctor, 'email'), to(patient, 'sms'), to(patient, 'email')]).toEqual([1, 1, 1, 1]);
    });
  },
  { app: { notifier: flaky } },
);
