// The access record (issue 49, ADR 109) on every engine: each clinical read or write path by the doctor writes
// exactly one row, the patient's own reads write none, "Who saw my record" lists only the patient's entries newest
// first, an operator's access needs a typed reason (recorded with their action, together), parallel appends keep
// one chain, and the chain check fails after a row is edited or deleted.
import type { WebSocket } from 'ws';
import { appointmentDateIso, type ServerFrame } from '@musawo/shared/contracts';
import { as, createBookableDoctor, createPatient, dateAhead, type Actor } from '../../test/booking-helpers';
import { createOperator } from '../../test/operator-helpers';
import { describeEngines, type Harness } from '../../test/engines';
import { recordOperatorAction } from '../operators/operators-repo';
import { checkHead, MissingReasonError, recordAccess, verifyAccessChain } from './access-record';
import { draftBreach } from './breach';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

const rowsOf = (h: Harness, patientId: string) => h.db.selectFrom('access_record').selectAll().where('patient_id', '=', patientId).orderBy('seq', 'asc').execute();

/** Opens the room's socket as `token` and waits until the server has let it in. */
async function joinRoom(h: Harness, appointmentId: string, token: string): Promise<WebSocket> {
  const ws: WebSocket = await h.app.injectWS(`/api/v1/consult/${appointmentId}/socket`);
  const ready = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as ServerFrame).t === 'ready') resolve();
    });
    ws.on('close', (code) => reject(new Error(`socket closed ${code}`)));
  });
  ws.send(JSON.stringify({ t: 'auth', token }));
  await ready;
  return ws;
}

describeEngines('the access record', (h) => {
  let doctor: Actor;
  let patient: Actor;
  let other: Actor;
  let appointmentId: string;
  let day = 20;

  const book = async (who: Actor, note: string): Promise<string> => {
    day += 1;
    const res = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: note, appointment_date: appointmentDateIso(dateAhead(h(), day)), appointment_time: '10:00' }, as(who));
    return res.results?.id ?? '';
  };

  beforeAll(async () => {
    doctor = await createBookableDoctor(h(), { name: 'Dr. Grace Achieng' });
    patient = await createPatient(h(), 500_000, { name: 'Ruth Namubiru' });
    other = await createPatient(h(), 500_000, { name: 'Joseph Okello' });
    appointmentId = await book(patient, 'Chest pain when climbing stairs');
    await h().ok('appointment', 'acceptAppointment', { appointmentId }, as(doctor));
  });

  /** The rows the patient's record gained while `work` ran. */
  const gained = async (work: () => Promise<unknown>) => {
    const before = (await rowsOf(h(), patient.id)).length;
    await work();
    return (await rowsOf(h(), patient.id)).slice(before);
  };

  test('each read path of the doctor writes exactly one row, naming who, what, how and why', async () => {
    const reads: [string, () => Promise<unknown>, { data: string; channel: string }][] = [
      ['getAppointment', () => h().ok('appointment', 'getAppointment', { appointmentId }, as(doctor)), { data: 'appointment', channel: 'web' }],
      ['getRoom', () => h().ok('consult', 'getRoom', { appointmentId }, as(doctor)), { data: 'consultation', channel: 'web' }],
    ];
    for (const [name, read, expected] of reads) {
      const rows = await gained(read);
      expect({ name, rows: rows.length }).toEqual({ name, rows: 1 });
      expect(rows[0]).toMatchObject({ actor_id: doctor.id, actor_role: 'doctor', actor_name: 'Dr. Grace Achieng', action: 'read', appointment_id: appointmentId, reason: 'appointment', ...expected });
    }
  });

  test("a doctor's list writes one row per appointment shown, and only for the patients on it", async () => {
    const otherId = await book(other, 'Knee swelling');
    const mine = await gained(() => h().ok('appointment', 'queryUserAppointments', { page: 1, limit: 100 }, as(doctor)));
    expect(mine.map((r) => r.appointment_id)).toEqual([appointmentId]);
    const theirs = await rowsOf(h(), other.id);
    expect(theirs.filter((r) => r.appointment_id === otherId)).toHaveLength(1);
  });

  test("a status change's answer (the appointment, with its reason) writes exactly one row", async () => {
    const pending = await book(patient, 'Back pain after lifting');
    const rows = await gained(() => h().ok('appointment', 'rejectAppointment', { appointmentId: pending, rejectReason: 'Fully booked that day' }, as(doctor)));
    expect(rows).toEqual([expect.objectContaining({ action: 'read', data: 'appointment', appointment_id: pending, channel: 'web' })]);
  });

  test('an attachment read, a socket join, a message, a file and notes: one row each', async () => {
    const upload = await h().app.inject({ method: 'POST', url: `/api/v1/consult/${appointmentId}/files`, headers: { 'content-type': 'image/png', 'x-file-name': 'rash.png', authorization: `Bearer ${patient.token}` }, payload: PNG });
    const fileId = (upload.json() as { results: { attachment: { id: string } } }).results.attachment.id;
    const fileRead = await gained(() => h().app.inject({ method: 'GET', url: `/api/v1/consult/${appointmentId}/files/${fileId}`, headers: { authorization: `Bearer ${doctor.token}` } }));
    expect(fileRead).toEqual([expect.objectContaining({ action: 'read', data: 'attachment', subject_id: fileId, channel: 'file' })]);

    let ws: WebSocket | undefined;
    const joined = await gained(async () => {
      ws = await joinRoom(h(), appointmentId, doctor.token);
    });
    ws?.close();
    expect(joined).toEqual([expect.objectContaining({ action: 'read', data: 'consultation', channel: 'live' })]);

    expect(await gained(() => h().ok('consult', 'sendMessage', { appointmentId, text: 'Please rest today.' }, as(doctor)))).toEqual([expect.objectContaining({ action: 'write', data: 'message' })]);
    const docUpload = await gained(() => h().app.inject({ method: 'POST', url: `/api/v1/consult/${appointmentId}/files`, headers: { 'content-type': 'image/png', 'x-file-name': 'plan.png', authorization: `Bearer ${doctor.token}` }, payload: PNG }));
    expect(docUpload).toEqual([expect.objectContaining({ action: 'write', data: 'attachment', channel: 'file' })]);
    expect(await gained(() => h().ok('consult', 'saveNotes', { appointmentId, notes: 'Angina suspected; ECG.' }, as(doctor)))).toEqual([expect.objectContaining({ action: 'write', data: 'notes' })]);
  });

  test("the patient's own reads and writes write nothing", async () => {
    const rows = await gained(async () => {
      await h().ok('appointment', 'getAppointment', { appointmentId }, as(patient));
      await h().ok('appointment', 'queryUserAppointments', { page: 1 }, as(patient));
      await h().ok('consult', 'getRoom', { appointmentId }, as(patient));
      await h().ok('consult', 'sendMessage', { appointmentId, text: 'Thank you, doctor.' }, as(patient));
      (await joinRoom(h(), appointmentId, patient.token)).close();
      await h().ok('myData', 'accessRecord', {}, as(patient));
    });
    expect(rows).toEqual([]);
  });

  test('"Who saw my record" answers the patient\'s own entries, newest first, and a doctor none of theirs', async () => {
    const mine = await h().ok('myData', 'accessRecord', { limit: 100 }, as(patient));
    const stored = await rowsOf(h(), patient.id);
    expect(mine.results.map((e) => e.id)).toEqual(stored.map((r) => String(r.seq)).reverse());
    expect(mine.results[0]).toMatchObject({ who: { role: 'doctor', name: 'Dr. Grace Achieng' }, reason: null, appointmentId });
    const paged = await h().ok('myData', 'accessRecord', { limit: 2 }, as(patient));
    const next = await h().ok('myData', 'accessRecord', { limit: 2, cursor: paged.nextCursor ?? '' }, as(patient));
    expect([...paged.results, ...next.results].map((e) => e.id)).toEqual(mine.results.slice(0, 4).map((e) => e.id));
    expect((await h().ok('myData', 'accessRecord', {}, as(doctor))).results).toEqual([]);
  });

  test("an operator's access needs a typed reason, and is recorded with their action in one transaction", async () => {
    const operator = await createOperator(h());
    const actor = { id: operator.id, role: 'operator' as const, name: 'Operator Jane' };
    const access = { patientId: patient.id, action: 'read' as const, data: 'consultation' as const, appointmentId, channel: 'console' as const, actor };
    await expect(recordAccess(h().db, [{ ...access, reason: '  ' }], h().clock())).rejects.toBeInstanceOf(MissingReasonError);
    await expect(recordAccess(h().db, [{ ...access, reason: 'x' }], h().clock())).rejects.toBeInstanceOf(MissingReasonError);
    const reason = 'Patient complaint #123 about a message';
    await recordAccess(h().db, [{ ...access, reason }], h().clock(), (trx) => recordOperatorAction(trx, { operatorId: operator.id, action: 'read-clinical', subjectType: 'appointment', subjectId: appointmentId, reason }, h().clock()));
    const entry = (await h().ok('myData', 'accessRecord', { limit: 1 }, as(patient))).results[0];
    expect(entry).toMatchObject({ who: { role: 'operator', name: 'Operator Jane' }, reason, channel: 'console' });
    const logged = await h().db.selectFrom('operator_actions').select('reason').where('operator_id', '=', operator.id).where('action', '=', 'read-clinical').execute();
    expect(logged).toEqual([{ reason }]);
    // A failure inside the transaction leaves neither.
    const before = (await rowsOf(h(), patient.id)).length;
    await expect(recordAccess(h().db, [{ ...access, reason }], h().clock(), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await rowsOf(h(), patient.id)).toHaveLength(before);
  });

  test('the breach drill finds whom an account reached and drafts the notice and each person\'s message in their language', async () => {
    await h().db.updateTable('users').set({ language: 'sw' }).where('id', '=', other.id).execute();
    const hour = 60 * 60_000;
    const draft = await draftBreach(h().db, { from: new Date(h().clock().getTime() - hour).toISOString(), to: new Date(h().clock().getTime() + hour).toISOString(), actorId: doctor.id });
    expect(draft.people.map((p) => p.id).sort()).toEqual([patient.id, other.id].sort());
    const byId = Object.fromEntries(draft.people.map((p) => [p.id, p]));
    expect(byId[other.id]).toMatchObject({ language: 'sw', phone: other.phone, data: ['appointment'] });
    expect(byId[other.id]?.message).toContain('Maswali');
    expect(byId[patient.id]?.message).toContain('Questions');
    expect(byId[patient.id]?.data).toEqual(expect.arrayContaining(['appointment', 'attachment', 'consultation', 'message', 'notes']));
    expect(draft.pdpoNotice).toContain('Data subjects affected: 2');
    expect(draft.pdpoNotice).toContain(`doctor Dr. Grace Achieng (${doctor.id})`);
    // Another period: nobody.
    expect((await draftBreach(h().db, { from: '2020-01-01T00:00:00.000Z', to: '2020-01-02T00:00:00.000Z' })).people).toEqual([]);
  });

  test('parallel appends keep one unbroken chain', async () => {
    const before = await verifyAccessChain(h().db);
    await Promise.all(
      Array.from({ length: 12 }, () => h().ok('consult', 'getRoom', { appointmentId }, as(doctor))),
    );
    const after = await verifyAccessChain(h().db);
    expect(after).toMatchObject({ ok: true, rows: (before.ok ? before.rows : -1) + 12 });
  });

  test('the chain check fails after a row is edited or deleted, and a removed tail is caught by the head', async () => {
    const intact = await verifyAccessChain(h().db);
    if (!intact.ok || intact.head === null) throw new Error('the chain should be intact');
    const rows = await h().db.selectFrom('access_record').select(['seq', 'actor_name']).orderBy('seq', 'asc').execute();
    const victim = rows[2];
    if (victim === undefined) throw new Error('too few rows');
    await h().db.updateTable('access_record').set({ actor_name: 'Someone else' }).where('seq', '=', victim.seq).execute();
    expect(await verifyAccessChain(h().db)).toMatchObject({ ok: false, seq: victim.seq, problem: 'edited' });
    await h().db.updateTable('access_record').set({ actor_name: victim.actor_name }).where('seq', '=', victim.seq).execute();
    expect(await verifyAccessChain(h().db)).toMatchObject({ ok: true });

    await h().db.deleteFrom('access_record').where('seq', '=', victim.seq).execute();
    expect(await verifyAccessChain(h().db)).toMatchObject({ ok: false, seq: victim.seq, problem: 'missing' });

    expect(await checkHead(h().db, intact.head)).toBe('ok');
    await h().db.deleteFrom('access_record').where('seq', '=', Number(intact.head.split(':')[0])).execute();
    expect(await checkHead(h().db, intact.head)).toBe('missing');
  });
});
