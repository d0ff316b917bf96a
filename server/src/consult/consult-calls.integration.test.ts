// Calls that can be answered (issue 50) on every engine: a ring reaches the other party only when they are in the
// room and the room is open for calls (15 minutes before the visit, for the doctor too), and is refused with the
// reason otherwise; "Patient is waiting" only while the patient is in an open room; a socket that (re)connects says
// which call its page is in, so the other side can drop a call that page left (a reload mid-call).
import type { WebSocket } from 'ws';
import { appointmentDateIso, CONSULT_PING_MS, type ServerFrame } from '@musawo/shared/contracts';
import { PASSWORD } from '../../test/auth-helpers';
import { as, createBookableDoctor, createPatient, dateAhead, type Actor } from '../../test/booking-helpers';
import { describeEngines, type Harness } from '../../test/engines';

const MINUTE = 60_000;

async function fresh(h: Harness, who: Actor): Promise<Actor> {
  const res = await h.ok('auth', 'login', { emailOrPhone: who.email, password: PASSWORD });
  return { ...who, token: res.tokens?.access.token ?? '' };
}

/** A signed-in socket on the room; frames are collected, and waited for by the event that brings them. */
async function openSocket(h: Harness, appointmentId: string, token: string, callId?: string | null) {
  const ws: WebSocket = await h.app.injectWS(`/api/v1/consult/${appointmentId}/socket`);
  const frames: ServerFrame[] = [];
  const waiting: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    frames.push(frame);
    for (const w of waiting.filter((x) => x.match(frame))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  const next = <T extends ServerFrame['t']>(t: T, match: (f: Extract<ServerFrame, { t: T }>) => boolean = () => true): Promise<Extract<ServerFrame, { t: T }>> => {
    const test = (f: ServerFrame) => f.t === t && match(f as Extract<ServerFrame, { t: T }>);
    const found = frames.find(test);
    if (found !== undefined) return Promise.resolve(found as Extract<ServerFrame, { t: T }>);
    return new Promise((resolve) => waiting.push({ match: test, resolve: (f) => resolve(f as Extract<ServerFrame, { t: T }>) }));
  };
  /** Every frame sent before this has been handled (a socket's frames are handled in order). */
  const ping = async () => {
    const before = frames.filter((f) => f.t === 'pong').length;
    ws.send(JSON.stringify({ t: 'ping' }));
    await next('pong', () => frames.filter((f) => f.t === 'pong').length > before);
  };
  ws.send(JSON.stringify({ t: 'auth', token, ...(callId === undefined ? {} : { callId }) }));
  await next('ready');
  // `leave`: the page goes (the injected transport does not finish a close handshake, so the connection is cut).
  return { ws, frames, next, ping, forget: () => void frames.splice(0), send: (frame: object) => ws.send(JSON.stringify(frame)), leave: () => ws.terminate() };
}

describeEngines('consultation calls', (h) => {
  let day = 60;
  let doctor: Actor;
  let patient: Actor;
  const accepted = async (): Promise<string> => {
    day += 1;
    const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Cough', appointment_date: appointmentDateIso(dateAhead(h(), day)), appointment_time: '10:00' }, as(patient));
    const id = res.results?.id ?? '';
    await h().ok('appointment', 'acceptAppointment', { appointmentId: id }, as(doctor));
    return id;
  };
  const startIn = async (id: string, minutes: number) => {
    const start = new Date(h().clock().getTime() + minutes * MINUTE);
    await h().db.updateTable('appointments').set({ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 30 * MINUTE).toISOString() }).where('id', '=', id).execute();
  };

  beforeAll(async () => {
    doctor = await createBookableDoctor(h(), { fee: 20_000, name: 'Sarah Atim' });
    patient = await createPatient(h(), 200_000, { name: 'Aisha Nakato' });
  });
  beforeEach(async () => {
    doctor = await fresh(h(), doctor);
    patient = await fresh(h(), patient);
  });
  afterEach(async () => {
    await h().app.services.background.idle();
  });

  it('days before the visit the doctor cannot ring and is told why, and the patient in the room is not "waiting"', async () => {
    const id = await accepted();
    await startIn(id, 3 * 24 * 60);
    const pat = await openSocket(h(), id, patient.token);
    const doc = await openSocket(h(), id, doctor.token);
    doc.send({ t: 'call', op: 'ring', callId: 'early-call-1' });
    expect(await doc.next('error')).toMatchObject({ code: 'CALLS_CLOSED', callId: 'early-call-1' });
    await pat.ping();
    expect(pat.frames.some((f) => f.t === 'call')).toBe(false);
    const room = await h().ok('consult', 'getRoom', { appointmentId: id }, as(doctor));
    expect(room.results).toMatchObject({ otherOnline: true, patientWaiting: false });

    // Once the waiting room opens, the same two can call.
    await startIn(id, 10);
    doc.send({ t: 'call', op: 'ring', callId: 'open-call-1' });
    expect(await pat.next('call')).toMatchObject({ op: 'ring', callId: 'open-call-1', from: 'doctor' });
    expect((await h().ok('consult', 'getRoom', { appointmentId: id }, as(doctor))).results.patientWaiting).toBe(true);
    pat.ws.close();
    doc.ws.close();
  });

  it('a ring for someone not in the room is refused with OTHER_AWAY; once they come, it rings', async () => {
    const id = await accepted();
    await startIn(id, 5);
    const doc = await openSocket(h(), id, doctor.token);
    doc.send({ t: 'call', op: 'ring', callId: 'lonely-call-1' });
    expect(await doc.next('error')).toMatchObject({ code: 'OTHER_AWAY', callId: 'lonely-call-1' });

    const pat = await openSocket(h(), id, patient.token);
    await doc.next('presence', (f) => f.role === 'patient' && f.online);
    doc.send({ t: 'call', op: 'ring', callId: 'lonely-call-2' });
    expect(await pat.next('call')).toMatchObject({ op: 'ring', callId: 'lonely-call-2' });

    // The patient leaves: the doctor hears it, and a new ring is refused again.
    doc.forget();
    pat.leave();
    await doc.next('presence', (f) => f.role === 'patient' && !f.online);
    doc.send({ t: 'call', op: 'ring', callId: 'lonely-call-3' });
    expect(await doc.next('error', (f) => f.callId === 'lonely-call-3')).toMatchObject({ code: 'OTHER_AWAY' });
    doc.ws.close();
  });

  it('a page that closes counts its party out only if it was the last to say they are in (a second tab, a reconnect)', async () => {
    const id = await accepted();
    await startIn(id, -2);
    const pat = await openSocket(h(), id, patient.token);
    const firstTab = await openSocket(h(), id, doctor.token);
    const secondTab = await openSocket(h(), id, doctor.token);
    await pat.next('presence', (f) => f.role === 'doctor' && f.online);

    // The older page goes: the doctor is still in through the newer one, and nobody hears "left".
    pat.forget();
    firstTab.leave();
    await h().app.services.background.idle();
    await secondTab.ping();
    pat.send({ t: 'call', op: 'ring', callId: 'still-here' });
    expect(await secondTab.next('call', (f) => f.callId === 'still-here')).toMatchObject({ op: 'ring', from: 'patient' });
    expect(pat.frames.filter((f) => f.t === 'presence' || f.t === 'error')).toEqual([]);

    // A third page says "here" last and goes: the doctor is counted out until the page still open pings again.
    const thirdTab = await openSocket(h(), id, doctor.token);
    pat.forget();
    thirdTab.leave();
    expect(await pat.next('presence', (f) => f.role === 'doctor')).toMatchObject({ online: false });
    h().clock.advance(CONSULT_PING_MS);
    secondTab.send({ t: 'ping' });
    expect(await pat.next('presence', (f) => f.role === 'doctor' && f.online)).toMatchObject({ role: 'doctor' });
    pat.send({ t: 'call', op: 'ring', callId: 'back-again' });
    expect(await secondTab.next('call', (f) => f.callId === 'back-again')).toMatchObject({ op: 'ring' });
    secondTab.ws.close();
    pat.ws.close();
  });

  it('a page that comes back says which call it is in: none after a reload, the same one after a network blip', async () => {
    const id = await accepted();
    await startIn(id, -2);
    const doc = await openSocket(h(), id, doctor.token);
    const pat = await openSocket(h(), id, patient.token);
    pat.send({ t: 'call', op: 'ring', callId: 'call-before-reload' });
    await doc.next('call', (f) => f.op === 'ring');
    doc.send({ t: 'call', op: 'accept', callId: 'call-before-reload' });
    await pat.next('call', (f) => f.op === 'accept');

    // A blip: the patient's page reconnects still in its call.
    doc.forget();
    pat.leave();
    await doc.next('presence', (f) => !f.online);
    const back = await openSocket(h(), id, patient.token, 'call-before-reload');
    expect(await doc.next('presence', (f) => f.online && f.callId === 'call-before-reload')).toMatchObject({ role: 'patient' });

    // A reload: the new page is in no call.
    doc.forget();
    back.leave();
    const reloaded = await openSocket(h(), id, patient.token, null);
    expect(await doc.next('presence', (f) => f.online && f.callId === null)).toMatchObject({ role: 'patient' });

    // Either side can ring again and the other hears it.
    reloaded.send({ t: 'call', op: 'ring', callId: 'call-after-reload' });
    expect(await doc.next('call', (f) => f.callId === 'call-after-reload')).toMatchObject({ op: 'ring', from: 'patient' });
    doc.send({ t: 'call', op: 'ring', callId: 'doctor-rings-back' });
    expect(await reloaded.next('call', (f) => f.callId === 'doctor-rings-back')).toMatchObject({ op: 'ring', from: 'doctor' });
    reloaded.ws.close();
    doc.ws.close();
  });
});
