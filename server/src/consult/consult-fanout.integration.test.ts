// Consultation rooms across server processes (issue 33): two servers on one PostgreSQL database and one Redis.
// The patient's socket is on one, the doctor's on the other; a message sent through either reaches the other
// party within 2 s, and call frames cross too. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are both set.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { appointmentDateIso, kampalaDate, WEEK_DAYS, type ServerFrame } from '@musawo/shared/contracts';
import { createPasswordHasher, TEST_ARGON2 } from '../auth/passwords';
import { insertUser } from '../auth/users-repo';
import { createDb, type Db } from '../db/create-db';
import { dropSchemaTakingTurns, migrateToLatest } from '../db/migrate';
import { recordDeposit } from '../wallet/deposits';
import { PASSWORD, uniqueEmail, uniquePhone } from '../../test/auth-helpers';
import { spawnServer, type ServerProcess } from '../../test/processes';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = Boolean(databaseUrl) && Boolean(redisUrl);
const describeFanOut = runs ? describe : describe.skip;

async function rpc<T>(base: string, service: string, action: string, fields: object, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ SERVICE: service, ACTION: action, ...fields }),
  });
  const body = (await res.json()) as T;
  if (res.status !== 200) throw new Error(`${service}/${action}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

function socket(base: string, appointmentId: string, token: string): Promise<{ ws: WebSocket; next: (match: (f: ServerFrame) => boolean) => Promise<ServerFrame> }> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/v1/consult/${appointmentId}/socket`);
  const frames: ServerFrame[] = [];
  const waiting: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    const i = waiting.findIndex((w) => w.match(frame));
    if (i >= 0) waiting.splice(i, 1)[0]?.resolve(frame);
    else frames.push(frame);
  });
  const next = (match: (f: ServerFrame) => boolean) =>
    new Promise<ServerFrame>((resolve, reject) => {
      const i = frames.findIndex(match);
      if (i >= 0) return resolve(frames.splice(i, 1)[0] as ServerFrame);
      const timer = setTimeout(() => reject(new Error('no such frame within 5 s')), 5_000);
      waiting.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  return new Promise((resolve, reject) => {
    ws.on('open', () => {
      ws.send(JSON.stringify({ t: 'auth', token }));
      void next((f) => f.t === 'ready').then(() => resolve({ ws, next }), reject);
    });
    ws.on('error', reject);
  });
}

describeFanOut('consultation rooms across two server processes (Redis pub/sub)', () => {
  let db: Db;
  let schema: string;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    schema = `t_consult_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = createDb(databaseUrl ?? '', { searchPath: schema, poolSize: 2 });
    await migrateToLatest(db);
    const url = new URL(databaseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      NODE_ENV: 'test' as const,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      NOTIFY_TRANSPORT: 'outbox',
      SEED_DEMO: 'off',
      DEPLOY_DIR: mkdtempSync(join(tmpdir(), 'musawo-consult-fanout-')),
      CONSULT_FILES_DIR: mkdtempSync(join(tmpdir(), 'musawo-consult-fanout-files-')),
      LOG_LEVEL: 'info',
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.destroy();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await dropSchemaTakingTurns(admin, schema);
    await admin.end();
  });

  it('a message and a ring sent on one process reach the other party on the other, within 2 s', async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string];
    const hasher = createPasswordHasher(TEST_ARGON2);
    const now = new Date();
    const at = now.toISOString();
    const hash = await hasher.hash(PASSWORD);
    const patientEmail = uniqueEmail('patient');
    const doctorEmail = uniqueEmail('doctor');
    const patientId = await insertUser(db, { userType: 'patient', name: 'Grace Auma', email: patientEmail, phone: uniquePhone(), passwordHash: hash, dateOfBirth: '1992-03-04', gender: 'female', emailVerifiedAt: at }, now);
    await recordDeposit(db, { userId: patientId, amount: 50_000, method: 'MTN_MOMO', description: 'Test deposit', idempotencyKey: `test:${patientId}`, now });
    const doctorId = await insertUser(db, { userType: 'doctor', name: 'Dr. Moses Okello', email: doctorEmail, phone: uniquePhone(), passwordHash: hash, dateOfBirth: '1980-01-01', gender: 'male', emailVerifiedAt: at, phoneVerifiedAt: at }, now);
    await db.insertInto('doctor_profiles').values({ user_id: doctorId, specialty_name: 'General Practice', city: 'Kampala', consultation_fee: 10_000, experience_years: 8, languages: '["English"]', created_at: at, updated_at: at }).execute();
    const slots = JSON.stringify([{ id: randomUUID(), start: '08:00', end: '20:00' }]);
    await db.insertInto('doctor_availability').values(WEEK_DAYS.map((day) => ({ id: randomUUID(), doctor_id: doctorId, day, slots, created_at: at, updated_at: at }))).execute();

    type Login = { tokens: { access: { token: string } } };
    const patient = (await rpc<Login>(a, 'auth', 'login', { emailOrPhone: patientEmail, password: PASSWORD })).tokens.access.token;
    const doctor = (await rpc<Login>(b, 'auth', 'login', { emailOrPhone: doctorEmail, password: PASSWORD })).tokens.access.token;
    const booked = await rpc<{ results: { id: string } }>(a, 'appointment', 'create', { doctorId, appointment_note: 'Cough', appointment_date: appointmentDateIso(kampalaDate(Date.now() + 3 * 86_400_000)), appointment_time: '10:00' }, patient);
    const id = booked.results.id;
    await rpc(b, 'appointment', 'acceptAppointment', { appointmentId: id }, doctor);
    await db.updateTable('appointments').set({ starts_at: new Date(Date.now() + 5 * 60_000).toISOString() }).where('id', '=', id).execute();

    const onA = await socket(a, id, patient);
    const onB = await socket(b, id, doctor);
    await onA.next((f) => f.t === 'presence' && f.role === 'doctor' && f.online);

    // How fast it arrives is measured by `npm run bench` (consultations: delivery p95 within 2 s); here, that it does.
    await rpc(a, 'consult', 'sendMessage', { appointmentId: id, text: 'Hello from process A' }, patient);
    const got = await onB.next((f) => f.t === 'message' && f.message.text === 'Hello from process A');
    expect(got).toMatchObject({ message: { sender: 'patient' } });

    await rpc(b, 'consult', 'sendMessage', { appointmentId: id, text: 'Reply from process B' }, doctor);
    await onA.next((f) => f.t === 'message' && f.message.text === 'Reply from process B');

    onA.ws.send(JSON.stringify({ t: 'call', op: 'ring', callId: 'fanout-call-1' }));
    expect(await onB.next((f) => f.t === 'call')).toMatchObject({ op: 'ring', from: 'patient' });
    onA.ws.close();
    onB.ws.close();
  }, 60_000);
});
