import { appointmentDateIso, availableTimes, LANGUAGES, type Language, TERMS_VERSION, WEEK_DAYS } from '@musawo/shared/contracts';
import { recordDeposit } from '../wallet/deposits';
import { as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced } from '../../test/booking-helpers';
import { uniquePhone } from '../../test/auth-helpers';
import { describeEngines } from '../../test/engines';
import { dial, listDoctorIn, optionFor, ussdPost } from '../../test/ussd-helpers';
import { buildApp } from '../app';
import { isGsm7 } from './gsm7';
import { SANDBOX_NUMBERS } from '../payments/sandbox-adapter';
import { finishBookingsAfterTopUp } from './bookings-after-top-up';
import { setPin } from './pins';
import { USSD_TEXTS } from './texts';

const LANGUAGE_OPTION: Record<Language, string> = { en: '1', lg: '2', sw: '3' };
let districtCounter = 0;

describeEngines('USSD callback', (h) => {
  const screens: string[] = [];

  afterEach(async () => {
    await h().app.services.background.idle();
    await expectLedgerBalanced(h());
  });

  afterAll(() => {
    // Every screen any test saw: GSM-7 only and at most 160 characters after CON/END.
    expect(screens.length).toBeGreaterThan(50);
    for (const screen of screens) {
      expect(screen).toMatch(/^(CON|END) /);
      const body = screen.slice(4);
      expect({ screen, long: body.length > 160, gsm7: isGsm7(body) }).toEqual({ screen, long: false, gsm7: true });
    }
  });

  async function listedDoctor(fee = 30_000) {
    districtCounter += 1;
    const district = `Mbale ${districtCounter}`;
    const specialty = `Paediatrics ${districtCounter}`;
    const doctor = await createBookableDoctor(h(), { fee, name: `Dr. Grace Ouma ${districtCounter}` });
    await listDoctorIn(h(), doctor.id, district, specialty);
    return { doctor, district, specialty };
  }

  /** Main menu to the confirm screen: district, specialty, doctor, day, time (5 screens, the confirm the sixth). */
  async function toConfirm(session: ReturnType<typeof dial>, first: string, listed: { district: string; specialty: string; doctor: { name: string } }, day = 0, time = '1') {
    let screen = first;
    for (const label of [listed.district, listed.specialty, listed.doctor.name]) {
      let option = optionFor(screen, label);
      while (option === undefined && /\n0 /.test(screen)) {
        screen = await session.send('0');
        option = optionFor(screen, label);
      }
      if (option === undefined) throw new Error(`${label} is not on ${screen}`);
      screen = await session.send(option);
    }
    screen = await session.send(String(day + 1));
    return session.send(time);
  }

  it.each([...LANGUAGES])('walks every menu path in %s within 160 GSM-7 characters', async (lang) => {
    const t = USSD_TEXTS[lang];
    const listed = await listedDoctor(30_000);
    const phone = uniquePhone();

    // Language first (a number without an account), then booking creates the account.
    const s1 = dial(h(), phone, screens);
    expect(await s1.start()).toBe(`CON ${USSD_TEXTS.en.menu}`);
    expect(await s1.send('4')).toBe(`CON ${USSD_TEXTS.en.language}`);
    expect(await s1.send(LANGUAGE_OPTION[lang])).toBe(`CON ${t.languageSaved}\n${t.menu}`);
    expect(await s1.send('1')).toBe(`CON ${t.noAccount}`);
    expect(await s1.send('x')).toBe(`CON ${t.badName}`);
    expect(await s1.send('Amina')).toBe(`CON ${t.lastName}`);
    expect(await s1.send('Nambi')).toBe(`CON ${t.yearOfBirth}`);
    expect(await s1.send('19')).toBe(`CON ${t.badYear}`);
    expect(await s1.send('1994')).toBe(`CON ${t.newPin}`);
    expect(await s1.send('12a4')).toBe(`CON ${t.badPin}`);
    expect(await s1.send('2468')).toBe(`CON ${t.repeatPin}`);
    expect(await s1.send('2469')).toBe(`CON ${t.pinMismatch}`);
    await s1.send('2468');
    const districts = await s1.send('2468');
    expect(districts).toContain(t.created);
    const confirm = await toConfirm(s1, districts, listed);
    expect(confirm).toMatch(new RegExp(`^CON ${listed.doctor.name}\\n`));
    expect(confirm.endsWith(t.confirmPay)).toBe(true);
    // No money yet: the screen says what is short and the wallet menu tops up.
    const short = await s1.send('1');
    expect(short.startsWith(`CON ${t.shortTopUp.split('{')[0] ?? ''}`)).toBe(true);
    const user = await h().db.selectFrom('users').select(['id', 'language', 'name', 'phone_verified_at']).where('phone_number', '=', phone).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ language: lang, name: 'Amina Nambi' });
    expect(user.phone_verified_at).not.toBeNull();
    // The sign-up screen said creating the account accepts the terms in force: recorded, as a web sign-up is.
    expect(await h().db.selectFrom('consents').select(['kind', 'version', 'channel']).where('user_id', '=', user.id).execute()).toEqual([{ kind: 'terms', version: TERMS_VERSION, channel: 'ussd' }]);

    // Wallet: PIN, balance, top-up prompt to the same number.
    const s2 = dial(h(), phone, screens);
    expect(await s2.start()).toBe(`CON ${t.menu}`);
    expect(await s2.send('3')).toBe(`CON ${t.pin}`);
    expect(await s2.send('1111')).toBe(`CON ${t.pinWrong.replace('{left}', '4')}`);
    expect(await s2.send('2468')).toMatch(/^CON .*\n1 .*\n0 /s);
    expect(await s2.send('1')).toBe(`CON ${t.topUpAmount}`);
    expect(await s2.send('50')).toBe(`CON ${t.badAmount}`);
    const started = await s2.send('40000');
    expect(started).toMatch(/^END /);
    const topUp = await h().db.selectFrom('top_ups').select(['amount', 'phone', 'provider']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(topUp).toEqual({ amount: 40_000, phone, provider: 'AIRTEL' });
    await recordDeposit(h().db, { userId: user.id, amount: 40_000, method: 'AIRTEL_MONEY', description: 'Test deposit', idempotencyKey: `test:${user.id}:ussd`, now: h().clock() });

    // Book and pay with the PIN on the confirm screen.
    const s3 = dial(h(), phone, screens);
    await s3.start();
    const confirm3 = await toConfirm(s3, await s3.send('1'), listed);
    expect(confirm3.endsWith(t.confirmPin)).toBe(true);
    const booked = await s3.send('2468');
    expect(booked).toMatch(/^END /);
    const [appt] = await h().db.selectFrom('appointments').select(['id', 'status', 'fee', 'note']).where('patient_id', '=', user.id).execute();
    expect(appt).toMatchObject({ status: 'PENDING', fee: 30_000, note: 'Booked by USSD' });

    // My appointments: the visit, then cancel with the web's refund.
    const s4 = dial(h(), phone, screens);
    await s4.start();
    expect(await s4.send('2')).toBe(`CON ${t.pin}`);
    const visits = await s4.send('2468');
    expect(visits.startsWith(`CON ${t.appointments}\n1 `)).toBe(true);
    const detail = await s4.send('1');
    expect(detail).toContain(t.pending);
    expect(await s4.send('0')).toBe(visits);
    await s4.send('1');
    expect(await s4.send('1')).toMatch(/^END /);
    expect((await h().db.selectFrom('appointments').select('status').where('id', '=', appt?.id ?? '').executeTakeFirstOrThrow()).status).toBe('CANCELLED');
    const s5 = dial(h(), phone, screens);
    await s5.start();
    await s5.send('2');
    expect(await s5.send('2468')).toBe(`END ${t.noAppointments}`);
  });

  it('is the same account as a web account with that verified phone; the web sees the USSD booking', async () => {
    const listed = await listedDoctor(20_000);
    const patient = await createPatient(h(), 50_000);
    const session = dial(h(), patient.phone, screens);
    await session.start();
    const confirm = await toConfirm(session, await session.send('1'), listed);
    expect(confirm.endsWith(USSD_TEXTS.en.confirmPin)).toBe(true);
    // The web account has no USSD PIN yet: it chooses one, then pays.
    expect(await session.send('1357')).toBe(`CON ${USSD_TEXTS.en.newPin}`);
    await session.send('1357');
    expect(await session.send('1357')).toMatch(/^END Booked/);
    const web = await h().ok('appointment', 'queryUserAppointments', {}, as(patient));
    expect(web.results).toHaveLength(1);
    expect(await balanceOf(h(), patient)).toBe(30_000);
  });

  it('a retry of the paying request answers the same END and books once; an older text changes nothing', async () => {
    const listed = await listedDoctor(10_000);
    const patient = await createPatient(h(), 100_000);
    const pin = dial(h(), patient.phone, screens);
    await pin.start();
    await pin.send('3');
    await pin.send('2580');
    await pin.send('2580');

    const session = dial(h(), patient.phone, screens);
    await session.start();
    await toConfirm(session, await session.send('1'), listed);
    const paying = session.text();
    const [a, b, c] = await Promise.all([session.send('2580'), session.repeat(), session.repeat()]);
    expect(a).toMatch(/^END Booked/);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await session.raw(paying)).toBe(a);
    expect(await session.raw('1')).toBe(a);
    expect(await h().db.selectFrom('appointments').select('id').where('patient_id', '=', patient.id).execute()).toHaveLength(1);
    expect(await balanceOf(h(), patient)).toBe(90_000);
  });

  it('two copies of a screen that only reads answer alike, and the next answer follows on', async () => {
    const listed = await listedDoctor(10_000);
    const session = dial(h(), (await createPatient(h())).phone, screens);
    await session.start();
    const districts = await session.send('1');
    const option = optionFor(districts, listed.district) ?? '';
    const copies = await Promise.all([session.send(option), session.repeat(), session.repeat(), session.repeat()]);
    expect(new Set(copies).size).toBe(1);
    expect(copies[0]).toBe(`CON ${USSD_TEXTS.en.specialty}\n1 ${listed.specialty}`);
    expect(await session.send('1')).toMatch(new RegExp(`^CON ${USSD_TEXTS.en.doctor}\n1 ${listed.doctor.name}`));
  });

  it('two servers take turns on one session: each goes on from where the other left it, an older text gets the current screen', async () => {
    await listedDoctor(10_000);
    // A second server on the same database: a session goes on from what is stored, whichever server answered last.
    const other = await buildApp({ config: h().config, db: h().db, now: h().clock });
    try {
      const phone = (await createPatient(h())).phone;
      const sessionId = `ATUid_turns_${Date.now()}`;
      const on = async (server: 'a' | 'b', text: string) => {
        const res = await ussdPost(server === 'a' ? h() : { ...h(), app: other }, { sessionId, serviceCode: '*284*77#', phoneNumber: phone, networkCode: '63902', text });
        screens.push(res.body);
        return res.body;
      };
      expect(await on('a', '')).toMatch(/^CON Musawo\n1 /);
      expect(await on('b', '1')).toMatch(new RegExp(`^CON ${USSD_TEXTS.en.district}\n1 `));
      // A last answered ''; the session has moved on since, through B.
      expect(await on('a', '1*1')).toMatch(new RegExp(`^CON ${USSD_TEXTS.en.specialty}\n1 `));
      expect(await on('b', '1*1*1')).toMatch(new RegExp(`^CON ${USSD_TEXTS.en.doctor}\n1 `));
      const current = await on('a', '1*1*1');
      expect(current).toMatch(new RegExp(`^CON ${USSD_TEXTS.en.doctor}\n1 `));
      expect(await on('a', '1*1')).toBe(current);
      expect(await on('b', '1')).toBe(current);
      expect(await h().db.selectFrom('ussd_sessions').select('last_text').where('session_id', '=', sessionId).executeTakeFirstOrThrow()).toEqual({ last_text: '1*1*1' });
    } finally {
      await other.close();
    }
  });

  it('expires a session 180 s after its last screen', async () => {
    const phone = uniquePhone();
    const session = dial(h(), phone, screens);
    await session.start();
    h().clock.advance(179_000);
    expect(await session.send('4')).toBe(`CON ${USSD_TEXTS.en.language}`);
    h().clock.advance(181_000);
    expect(await session.send('2')).toBe(`END ${USSD_TEXTS.en.timedOut}`);
    // A continuation of a session the server never saw (or already forgot) also ends.
    expect(await dial(h(), phone, screens).raw('1*2')).toBe(`END ${USSD_TEXTS.en.timedOut}`);
  });

  it('locks USSD actions for 30 minutes after 5 wrong PINs, under concurrency, and tells the account once by SMS', async () => {
    const patient = await createPatient(h(), 10_000);
    const setup = dial(h(), patient.phone, screens);
    await setup.start();
    await setup.send('3');
    await setup.send('8642');
    await setup.send('8642');

    // Twelve wrong guesses at once from twelve sessions: exactly five count, one locks, the rest find it locked.
    const sessions = Array.from({ length: 12 }, () => dial(h(), patient.phone, screens));
    await Promise.all(sessions.map(async (s) => {
      await s.start();
      await s.send('3');
    }));
    const answers = await Promise.all(sessions.map((s) => s.send('0000')));
    expect(answers.filter((a) => a === `END ${USSD_TEXTS.en.locked}`)).toHaveLength(8);
    expect(answers.filter((a) => a.startsWith('CON Wrong PIN'))).toHaveLength(4);
    await h().app.services.background.idle();
    const sms = (await h().outbox(patient.phone)).filter((m) => m.body === USSD_TEXTS.en.lockSms);
    expect(sms).toHaveLength(1);

    // The right PIN does not help while locked.
    const right = dial(h(), patient.phone, screens);
    await right.start();
    expect(await right.send('3')).toBe(`END ${USSD_TEXTS.en.locked}`);
    h().clock.advance(30 * 60_000 + 1_000);
    const later = dial(h(), patient.phone, screens);
    await later.start();
    await later.send('3');
    expect(await later.send('8642')).toMatch(/^CON Balance UGX 10,000\n1 Top up\n0 Back$/);
  });

  /** A patient with a PIN on the confirm screen of the first offered day and time. */
  async function onConfirm(p: { id: string; phone: string }, listed: Awaited<ReturnType<typeof listedDoctor>>, lang: Language = 'en') {
    await setPin(h().db, h().app.services.passwords, p.id, '1212', h().clock());
    const s = dial(h(), p.phone, screens);
    await s.start();
    expect((await toConfirm(s, await s.send('1'), listed)).endsWith(USSD_TEXTS[lang].confirmPin)).toBe(true);
    return s;
  }

  /** The top-ups' tick and then the bookings waiting for them, as the job runner's tick runs them. */
  async function tick() {
    await h().app.services.topUps.pollDue();
    await finishBookingsAfterTopUp({ db: h().db, now: h().clock, jobs: h().app.services.jobs });
    await h().app.services.jobs.runDue();
    await h().app.services.background.idle();
  }

  it('a short wallet offers a top-up of what is missing to the same number, and the booking is finished by SMS when it arrives', async () => {
    const listed = await listedDoctor(30_000);
    const patient = await createPatient(h(), 5_000);
    const session = await onConfirm(patient, listed);
    const short = await session.send('1212');
    const t = USSD_TEXTS.en;
    expect(short).toBe(`CON ${t.shortTopUp.replace('{balance}', 'UGX 5,000').replace('{fee}', 'UGX 30,000').replace('{amount}', 'UGX 25,000')}`);
    const started = await session.send('1');
    expect(started).toBe(`END ${t.afterTopUpStarted.replace('{amount}', 'UGX 25,000')}`);
    // A gateway retry of that request neither prompts again nor waits twice.
    expect(await session.repeat()).toBe(started);
    const topUps = await h().db.selectFrom('top_ups').select(['id', 'amount', 'phone', 'status']).where('user_id', '=', patient.id).execute();
    expect(topUps).toEqual([{ id: expect.any(String), amount: 25_000, phone: patient.phone, status: 'PENDING' }]);
    await tick();
    expect(await h().db.selectFrom('appointments').select('id').where('patient_id', '=', patient.id).execute()).toHaveLength(0);

    h().clock.advance(3_100);
    await tick();
    await tick();
    const [appt] = await h().db.selectFrom('appointments').select(['id', 'status', 'fee', 'note']).where('patient_id', '=', patient.id).execute();
    expect(appt).toMatchObject({ status: 'PENDING', fee: 30_000, note: 'Booked by USSD' });
    expect(await h().db.selectFrom('bookings_after_top_up').select(['status', 'appointment_id']).where('top_up_id', '=', topUps[0]?.id ?? '').executeTakeFirstOrThrow()).toEqual({ status: 'BOOKED', appointment_id: appt?.id });
    expect(await balanceOf(h(), patient)).toBe(0);
    // The booked SMS finishes it (and the top-up's own); nothing of ours on top.
    const sms = await h().outbox(patient.phone);
    expect(sms.filter((m) => m.body.includes(listed.doctor.name))).toHaveLength(1);
    expect(sms.filter((m) => m.body.startsWith('Musawo: ') && m.body.includes('not booked'))).toHaveLength(0);
  });

  it('after the top-up: a slot taken meanwhile, or a payment that failed, is told by SMS in the caller\'s language and the money stays', async () => {
    const listed = await listedDoctor(30_000);
    const patient = await createPatient(h(), 0);
    await h().db.updateTable('users').set({ language: 'sw' }).where('id', '=', patient.id).execute();
    const session = await onConfirm(patient, listed, 'sw');
    await session.send('1212');
    await session.send('1');
    // Someone on the web takes the time while the patient approves the payment.
    const other = await createPatient(h(), 50_000);
    const waiting = await h().db.selectFrom('bookings_after_top_up').select(['local_date', 'local_time']).where('patient_id', '=', patient.id).executeTakeFirstOrThrow();
    const web = await h().call('appointment', 'create', { doctorId: listed.doctor.id, appointment_note: 'Fever', appointment_date: appointmentDateIso(waiting.local_date), appointment_time: waiting.local_time }, as(other));
    expect(web.status).toBe(200);
    h().clock.advance(3_100);
    await tick();
    await tick();
    expect(await balanceOf(h(), patient)).toBe(30_000);
    const taken = (await h().outbox(patient.phone)).filter((m) => m.body.startsWith(USSD_TEXTS.sw.afterTopUpTaken.split('{')[0] ?? '-') && m.body.includes('imechukuliwa'));
    expect(taken).toHaveLength(1);

    // A declined payment: nothing booked, told once.
    const declined = await createPatient(h(), 0);
    await h().db.updateTable('users').set({ phone_number: SANDBOX_NUMBERS.declined }).where('id', '=', declined.id).execute();
    const s2 = await onConfirm({ id: declined.id, phone: SANDBOX_NUMBERS.declined }, listed);
    await s2.send('1212');
    expect(await s2.send('1')).toMatch(/^END Approve/);
    h().clock.advance(3_100);
    await tick();
    await tick();
    expect(await h().db.selectFrom('appointments').select('id').where('patient_id', '=', declined.id).execute()).toHaveLength(0);
    expect(await balanceOf(h(), declined)).toBe(0);
    const notPaid = (await h().outbox(SANDBOX_NUMBERS.declined)).filter((m) => m.body.startsWith('Musawo: the payment did not go through, so '));
    expect(notPaid).toHaveLength(1);
  });

  it('exactly one of 50 concurrent attempts on one slot (web, USSD and bookings finished after a top-up) books it, and the ledger holds', async () => {
    const listed = await listedDoctor(25_000);
    const webPatients = await Promise.all(Array.from({ length: 20 }, () => createPatient(h(), 50_000)));
    const ussdPatients = await Promise.all(Array.from({ length: 20 }, () => createPatient(h(), 50_000)));
    const topUpPatients = await Promise.all(Array.from({ length: 10 }, () => createPatient(h(), 0)));
    const sessions = await Promise.all(ussdPatients.map((p) => onConfirm(p, listed)));
    // Ten more chose the same time with an empty wallet and approved a top-up: their bookings wait for it.
    await Promise.all(
      topUpPatients.map(async (p) => {
        const s = await onConfirm(p, listed);
        await s.send('1212');
        expect(await s.send('1')).toMatch(/^END Approve/);
      }),
    );
    h().clock.advance(3_100);
    await h().app.services.topUps.pollDue();
    const failures: object[] = [];
    const entries = WEEK_DAYS.map((day) => ({ id: day, day, slots: [{ start: '08:00', end: '20:00' }] }));
    let date = '';
    let times: string[] = [];
    for (let i = 0; times.length === 0; i += 1) {
      date = dateAhead(h(), i);
      times = availableTimes(entries, date, [], h().clock().getTime());
    }
    const time = times[0] ?? '';
    const attempts = [
      ...webPatients.map((p) =>
        h()
          .call('appointment', 'create', { doctorId: listed.doctor.id, appointment_note: 'Fever', appointment_date: appointmentDateIso(date), appointment_time: time }, as(p))
          .then((r) => r.status === 200),
      ),
      ...sessions.map((s) => s.send('1212').then((answer) => answer.startsWith('END Booked'))),
      // Three processes' tick tasks at once.
      ...[1, 2, 3].map(() => finishBookingsAfterTopUp({ db: h().db, now: h().clock, jobs: h().app.services.jobs, log: { warn: (o) => failures.push(o) } }).then(() => false)),
    ];
    const won = (await Promise.all(attempts)).filter(Boolean);
    // What the rush left (a top-up the background tick held, a booking the database could not take) goes at the
    // next tick; nothing is lost or done twice.
    await h().app.services.background.idle();
    await tick();
    expect(failures.length).toBeLessThanOrEqual(10);
    const afterTopUp = await h().db.selectFrom('bookings_after_top_up').select('status').where('doctor_id', '=', listed.doctor.id).execute();
    expect(afterTopUp).toHaveLength(10);
    expect(afterTopUp.filter((r) => r.status === 'WAITING')).toHaveLength(0);
    expect(won.length + afterTopUp.filter((r) => r.status === 'BOOKED').length).toBe(1);
    const booked = await h().db.selectFrom('appointments').select(['local_date', 'local_time']).where('doctor_id', '=', listed.doctor.id).where('status', '=', 'PENDING').execute();
    expect(booked).toEqual([{ local_date: date, local_time: time }]);
    const balances = await Promise.all([...webPatients, ...ussdPatients].map((p) => balanceOf(h(), p)));
    const topUpBalances = await Promise.all(topUpPatients.map((p) => balanceOf(h(), p)));
    expect([...balances, ...topUpBalances].reduce((x, y) => x + y, 0)).toBe(40 * 50_000 + 10 * 25_000 - 25_000);
  }, 30_000);
});
