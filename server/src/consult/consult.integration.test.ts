// Consultations (issue 33) on every engine: who may enter a room, messages stored and fanned out to the socket,
// unread counts, the away-notification and its 15-minute window, limits, attachments through the storage port,
// the phone-call request, notes and completion through the ledger, and nothing of it in the logs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { appointmentDateIso, type ServerFrame } from '@musawo/shared/contracts';
import { PASSWORD } from '../../test/auth-helpers';
import { as, balanceOf, createBookableDoctor, createPatient, dateAhead, expectLedgerBalanced, type Actor } from '../../test/booking-helpers';
import { describeEngines, type Harness } from '../../test/engines';
import { CLOSE } from './consult-socket';

const MINUTE = 60_000;
const filesDir = mkdtempSync(join(tmpdir(), 'musawo-consult-files-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n% test\n');

/** Signs the actor in again (the test clock moves past the 15-minute access tokens). */
async function fresh(h: Harness, who: Actor): Promise<Actor> {
  const res = await h.ok('auth', 'login', { emailOrPhone: who.email, password: PASSWORD });
  return { ...who, token: res.tokens?.access.token ?? '' };
}

/** A socket on the room, signed in with `token`; frames are collected as they come. */
async function openSocket(h: Harness, appointmentId: string, token: string | undefined) {
  const ws: WebSocket = await h.app.injectWS(`/api/v1/consult/${appointmentId}/socket`);
  const frames: ServerFrame[] = [];
  let closed: number | undefined;
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
  ws.on('close', (code) => (closed = code));
  if (token !== undefined) ws.send(JSON.stringify({ t: 'auth', token }));
  const waitFor = async <T extends ServerFrame['t']>(t: T, match: (f: Extract<ServerFrame, { t: T }>) => boolean = () => true): Promise<Extract<ServerFrame, { t: T }>> => {
    for (let i = 0; i < 200; i++) {
      const found = frames.find((f): f is Extract<ServerFrame, { t: T }> => f.t === t && match(f as Extract<ServerFrame, { t: T }>));
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${t} frame; got ${JSON.stringify(frames.map((f) => f.t))}`);
  };
  const closedWith = async (): Promise<number> => {
    for (let i = 0; i < 200 && closed === undefined; i++) await new Promise((r) => setTimeout(r, 10));
    return closed ?? -1;
  };
  /** Sends a ping and waits for its pong: every frame this socket sent before it has been handled. */
  const ping = async (): Promise<void> => {
    const earlier = frames.filter((f) => f.t === 'pong');
    ws.send(JSON.stringify({ t: 'ping' }));
    await waitFor('pong', (f) => !earlier.includes(f));
  };
  return { ws, frames, waitFor, closedWith, ping };
}

describeEngines(
  'consultations',
  (h) => {
    let day = 30;
    const book = async (patient: Actor, doctor: Actor): Promise<string> => {
      day += 1;
      const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Headache', appointment_date: appointmentDateIso(dateAhead(h(), day)), appointment_time: '10:00' }, as(patient));
      return res.results?.id ?? '';
    };
    /** Moves the appointment's start to `minutes` from now (negative: already started). */
    const startIn = async (id: string, minutes: number) => {
      const start = new Date(h().clock().getTime() + minutes * MINUTE);
      await h().db.updateTable('appointments').set({ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 30 * MINUTE).toISOString() }).where('id', '=', id).execute();
    };

    let doctor: Actor;
    let patient: Actor;
    let otherDoctor: Actor;
    let otherPatient: Actor;
    let appointmentId: string;

    beforeAll(async () => {
      doctor = await createBookableDoctor(h(), { fee: 40_000, name: 'Sarah Atim' });
      otherDoctor = await createBookableDoctor(h(), { name: 'Dr. John Okot' });
      patient = await createPatient(h(), 200_000, { name: 'Aisha Nakato' });
      otherPatient = await createPatient(h(), 0, { name: 'Peter Mugisha' });
      appointmentId = await book(patient, doctor);
    });
    afterEach(async () => {
      await h().app.services.background.idle();
      await expectLedgerBalanced(h());
    });

    it('only the two parties enter: others are told it is not theirs, a visitor is asked to sign in', async () => {
      const room = await h().ok('consult', 'getRoom', { appointmentId }, as(patient));
      expect(room.results).toMatchObject({ status: 'PENDING', role: 'patient', doctor: { name: 'Sarah Atim' }, patient: { name: 'Aisha Nakato' } });
      expect(room.results.patient.phone_number).toBeUndefined();
      const doctorView = await h().ok('consult', 'getRoom', { appointmentId }, as(doctor));
      expect(doctorView.results).toMatchObject({ role: 'doctor', patient: { phone_number: patient.phone } });
      for (const who of [otherPatient, otherDoctor]) {
        for (const [action, fields] of [['getRoom', {}], ['sendMessage', { text: 'hello' }], ['markRead', {}]] as const) {
          const res = await h().call('consult', action, { appointmentId, ...fields }, as(who));
          expect(res.status).toBe(404);
          expect(res.body.message).toBe('This consultation is not yours.');
        }
      }
      expect((await h().call('consult', 'getRoom', { appointmentId: 'no-such-appointment' }, as(patient))).body.message).toBe('This consultation is not yours.');
      expect((await h().call('consult', 'getRoom', { appointmentId })).status).toBe(401);
      // Roles: a patient cannot complete, a doctor cannot ask to be phoned.
      expect((await h().call('consult', 'completeConsultation', { appointmentId }, as(patient))).status).toBe(403);
      expect((await h().call('consult', 'requestPhoneCall', { appointmentId }, as(doctor))).status).toBe(403);
      expect((await h().call('consult', 'completeConsultation', { appointmentId }, as(otherDoctor))).status).toBe(404);
      expect((await h().call('consult', 'requestPhoneCall', { appointmentId }, as(otherPatient))).status).toBe(404);
    });

    it('a PENDING room takes no messages; once ACCEPTED, messages are stored with sender and time and survive a reload', async () => {
      const pending = await h().call('consult', 'sendMessage', { appointmentId, text: 'Hello?' }, as(patient));
      expect(pending.status).toBe(409);
      expect(pending.body.message).toBe('The doctor has not accepted this appointment yet.');
      await h().ok('appointment', 'acceptAppointment', { appointmentId }, as(doctor));
      const sent = await h().ok('consult', 'sendMessage', { appointmentId, text: '<b>My head</b> hurts since Monday' }, as(patient));
      expect(sent.results).toMatchObject({ sender: 'patient', senderName: 'Aisha Nakato', kind: 'text', text: '<b>My head</b> hurts since Monday' });
      h().clock.advance(1000);
      await h().ok('consult', 'sendMessage', { appointmentId, text: 'Any fever?' }, as(doctor));
      const reloaded = await h().ok('consult', 'getRoom', { appointmentId }, as(patient));
      expect(reloaded.results.messages.map((m) => [m.sender, m.text])).toEqual([
        ['patient', '<b>My head</b> hurts since Monday'],
        ['doctor', 'Any fever?'],
      ]);
      expect(Date.parse(reloaded.results.messages[0]?.createdAt ?? '')).toBeGreaterThan(0);
      const long = await h().call('consult', 'sendMessage', { appointmentId, text: 'x'.repeat(2001) }, as(patient));
      expect(long.status).toBe(400);
      expect(long.body.message).toContain('at most 2000 characters');
    });

    it('unread counts on the appointments list and the dashboard; reading the room clears them', async () => {
      await h().ok('consult', 'getRoom', { appointmentId }, as(doctor));
      h().clock.advance(1000);
      await h().ok('consult', 'sendMessage', { appointmentId, text: 'One more thing' }, as(patient));
      await h().ok('consult', 'sendMessage', { appointmentId, text: 'And another' }, as(patient));
      const list = await h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 10 }, as(doctor));
      expect(list.results.find((a) => a.id === appointmentId)?.unreadMessages).toBe(2);
      expect((await h().ok('Transaction', 'userOverview', {}, as(doctor))).results.unreadMessages).toBe(2);
      expect((await h().ok('Transaction', 'userOverview', {}, as(patient))).results.unreadMessages).toBe(0);
      h().clock.advance(1000);
      await h().ok('consult', 'getRoom', { appointmentId }, as(doctor));
      expect((await h().ok('Transaction', 'userOverview', {}, as(doctor))).results.unreadMessages).toBe(0);
    });

    it('an away party gets one SMS per conversation per 15 minutes, without the message in it', async () => {
      const id = await book(patient, doctor);
      await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
      await h().ok('consult', 'sendMessage', { appointmentId: id, text: 'Private symptom details' }, as(doctor));
      await h().ok('consult', 'sendMessage', { appointmentId: id, text: 'Second' }, as(doctor));
      await h().app.services.background.idle();
      const texts = (await h().outbox(patient.phone)).filter((m) => m.body.includes(id));
      expect(texts).toHaveLength(1);
      expect(texts[0]?.body).toContain('New message from Dr. Sarah Atim on Musawo');
      expect(texts.map((m) => m.body).join()).not.toContain('Private symptom details');
      h().clock.advance(16 * MINUTE);
      doctor = await fresh(h(), doctor);
      patient = await fresh(h(), patient);
      await h().ok('consult', 'sendMessage', { appointmentId: id, text: 'Third' }, as(doctor));
      await h().app.services.background.idle();
      expect((await h().outbox(patient.phone)).filter((m) => m.body.includes(id))).toHaveLength(2);
    });

    it('messages are rate-limited per person', async () => {
      const busy = await createBookableDoctor(h(), { fee: 0 });
      const id = await book(patient, busy);
      await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(busy));
      const answers: number[] = [];
      for (let i = 0; i < 31; i++) answers.push((await h().call('consult', 'sendMessage', { appointmentId: id, text: `m${i}` }, as(busy))).status);
      expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(answers[30]).toBe(429);
    });

    it('the socket signs in with the first frame, delivers the other party\'s messages and relays call frames; strangers are closed out', async () => {
      h().clock.advance(2 * MINUTE);
      doctor = await fresh(h(), doctor);
      patient = await fresh(h(), patient);
      otherDoctor = await fresh(h(), otherDoctor);
      otherPatient = await fresh(h(), otherPatient);
      await startIn(appointmentId, 10);
      const doc = await openSocket(h(), appointmentId, doctor.token);
      expect((await doc.waitFor('ready')).role).toBe('doctor');
      const pat = await openSocket(h(), appointmentId, patient.token);
      expect(await pat.waitFor('ready')).toMatchObject({ role: 'patient', otherOnline: true });
      await doc.waitFor('presence', (f) => f.role === 'patient' && f.online);
      // The doctor's list shows the patient waiting.
      const list = await h().ok('appointment', 'getAppointment', { appointmentId }, as(doctor));
      expect(list.results.patientWaiting).toBe(true);

      await h().ok('consult', 'sendMessage', { appointmentId, text: 'Live hello' }, as(patient));
      expect((await doc.waitFor('message', (f) => f.message.text === 'Live hello')).message.sender).toBe('patient');

      pat.ws.send(JSON.stringify({ t: 'call', op: 'ring', callId: 'call-0001' }));
      expect(await doc.waitFor('call')).toMatchObject({ op: 'ring', from: 'patient', callId: 'call-0001' });
      doc.ws.send(JSON.stringify({ t: 'call', op: 'accept', callId: 'call-0001' }));
      await pat.waitFor('call', (f) => f.op === 'accept');
      h().clock.advance(1000);
      pat.ws.send(JSON.stringify({ t: 'signal', callId: 'call-0001', description: { type: 'offer', sdp: 'v=0' } }));
      expect(await doc.waitFor('signal')).toMatchObject({ from: 'patient', description: { type: 'offer' } });
      pat.ws.send(JSON.stringify({ t: 'call', op: 'end', callId: 'call-0001' }));
      doc.ws.send(JSON.stringify({ t: 'call', op: 'end', callId: 'call-0001' }));
      await doc.waitFor('message', (f) => f.message.event === 'call-ended');
      // Both reported the end: the history has it once. A socket's frames are handled in order, so a pong after
      // each end says both ends were handled.
      await Promise.all([pat, doc].map((s) => s.ping()));
      const events = (await h().ok('consult', 'getRoom', { appointmentId }, as(patient))).results.messages.filter((m) => m.kind === 'event').map((m) => m.text);
      expect(events).toEqual(['Call started', 'Call ended']);

      const stranger = await openSocket(h(), appointmentId, otherPatient.token);
      expect(await stranger.closedWith()).toBe(CLOSE.notYours);
      const forged = await openSocket(h(), appointmentId, 'not-a-token');
      expect(await forged.closedWith()).toBe(CLOSE.unauthenticated);
      const early = await openSocket(h(), appointmentId, undefined);
      early.ws.send(JSON.stringify({ t: 'ping' }));
      expect(await early.closedWith()).toBe(CLOSE.unauthenticated);
      // A frame over 64 KB closes the socket (1009), and a flood is cut off.
      const big = await openSocket(h(), appointmentId, patient.token);
      await big.waitFor('ready');
      big.ws.send(JSON.stringify({ t: 'ping', pad: 'x'.repeat(70 * 1024) }));
      expect(await big.closedWith()).toBe(1009);
      const flood = await openSocket(h(), appointmentId, patient.token);
      await flood.waitFor('ready');
      for (let i = 0; i < 250; i++) flood.ws.send(JSON.stringify({ t: 'ping' }));
      expect(await flood.closedWith()).toBe(CLOSE.rateLimited);

      pat.ws.close();
      doc.ws.close();
    });

    it('attachments: images and PDFs up to 5 MB, checked by their bytes, served only to the two parties', async () => {
      const upload = (who: Actor | undefined, body: Buffer, type: string, name = 'scan.png') =>
        h().app.inject({ method: 'POST', url: `/api/v1/consult/${appointmentId}/files`, headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), ...(who ? { authorization: `Bearer ${who.token}` } : {}) }, payload: body });
      const res = await upload(patient, PNG, 'image/png', 'x-ray "left".png');
      expect(res.statusCode).toBe(200);
      const message = res.json<{ results: { attachment: { id: string; name: string } } }>().results;
      expect(message.attachment.name).toBe('x-ray _left_.png');
      const get = (who: Actor | undefined) =>
        h().app.inject({ method: 'GET', url: `/api/v1/consult/${appointmentId}/files/${message.attachment.id}`, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
      const got = await get(doctor);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PNG)).toBe(true);
      expect(got.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      expect(String(got.headers['content-disposition'])).toMatch(/^inline; filename="x-ray _left_.png"/);
      expect((await get(otherDoctor)).statusCode).toBe(404);
      expect((await get(otherPatient)).statusCode).toBe(404);
      expect((await get(undefined)).statusCode).toBe(401);
      const pdf = await upload(doctor, PDF, 'application/pdf', 'results.pdf');
      expect(pdf.statusCode).toBe(200);
      // Claimed PNG, really a PDF; a script; too large; another type altogether; a stranger.
      expect((await upload(patient, PDF, 'image/png')).statusCode).toBe(415);
      expect((await upload(patient, Buffer.from('<script>alert(1)</script>'), 'image/png')).statusCode).toBe(415);
      expect((await upload(patient, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png')).statusCode).toBe(413);
      expect((await upload(patient, Buffer.from('hello'), 'text/plain')).statusCode).toBeGreaterThanOrEqual(400);
      expect((await upload(otherPatient, PNG, 'image/png')).statusCode).toBe(404);
      expect((await upload(undefined, PNG, 'image/png')).statusCode).toBe(401);
      // On disk under the configured folder, through the storage port.
      const row = await h().db.selectFrom('consult_attachments').select('storage_key').where('id', '=', message.attachment.id).executeTakeFirstOrThrow();
      expect(await h().app.services.consult.files.get(row.storage_key)).toEqual(PNG);
    });

    it('"Ask the doctor to phone me": the doctor sees the number; request and outcome are in the history', async () => {
      await h().ok('consult', 'requestPhoneCall', { appointmentId }, as(patient));
      expect((await h().call('consult', 'requestPhoneCall', { appointmentId }, as(patient))).status).toBe(409);
      const room = await h().ok('consult', 'getRoom', { appointmentId }, as(doctor));
      expect(room.results).toMatchObject({ phoneRequest: 'REQUESTED', patient: { phone_number: patient.phone } });
      await h().ok('consult', 'answerPhoneRequest', { appointmentId, outcome: 'CALLED' }, as(doctor));
      const history = (await h().ok('consult', 'getRoom', { appointmentId }, as(patient))).results.messages.map((m) => m.text);
      expect(history).toEqual(expect.arrayContaining(['The patient asked the doctor to phone them', 'The doctor phoned the patient']));
    });

    it('notes, then "Complete consultation": COMPLETED, the doctor is paid (ADR 200), the patient reads the notes', async () => {
      await startIn(appointmentId, 10);
      await h().ok('consult', 'saveNotes', { appointmentId, notes: 'Tension headache. Rest, fluids.' }, as(doctor));
      expect((await h().ok('appointment', 'getAppointment', { appointmentId }, as(patient))).results.consultNotes).toBeNull();
      const early = await h().call('consult', 'completeConsultation', { appointmentId }, as(doctor));
      expect(early.status).toBe(409);
      await startIn(appointmentId, -20);
      const before = await balanceOf(h(), doctor);
      const done = await h().ok('consult', 'completeConsultation', { appointmentId, notes: 'Tension headache. Rest, fluids, paracetamol.' }, as(doctor));
      expect(done.results?.status).toBe('COMPLETED');
      expect(await balanceOf(h(), doctor)).toBe(before + 40_000);
      const seen = await h().ok('appointment', 'getAppointment', { appointmentId }, as(patient));
      expect(seen.results).toMatchObject({ status: 'COMPLETED', consultNotes: 'Tension headache. Rest, fluids, paracetamol.', hasReview: false });
      // Closed now: history readable, nothing new.
      expect((await h().call('consult', 'sendMessage', { appointmentId, text: 'Thanks' }, as(patient))).status).toBe(409);
      expect((await h().ok('consult', 'getRoom', { appointmentId }, as(patient))).results.messages.at(-1)?.text).toBe('Consultation completed');
    });

    it('nothing of a consultation reaches the logs', () => {
      const all = logLines.join('\n');
      for (const secret of ['My head', 'Private symptom details', 'Live hello', 'Tension headache', 'x-ray']) expect(all).not.toContain(secret);
    });
  },
  { env: { CONSULT_FILES_DIR: filesDir, LOG_LEVEL: 'debug' }, app: { logStream } },
);
