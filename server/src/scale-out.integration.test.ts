// Scaling out (ADR 303) on PostgreSQL + Redis, with the real entry point in child processes: (a) one server
// with SERVER_PROCESSES=2, (b) two separate servers on one database. Whatever one process does, the other must
// see: rate limits are one budget, a background job runs once, a slot is booked once, and a sign-in or a
// one-time code made through one is good on the other (nothing needed lives in one process's memory).
// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are both set (and on Linux, for /proc).
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { appointmentDateIso, kampalaDate, WEEK_DAYS } from '@musawo/shared/contracts';
import { createPasswordHasher, TEST_ARGON2 } from './auth/passwords';
import { insertUser } from './auth/users-repo';
import { createDb, type Db } from './db/create-db';
import { dropSchemaTakingTurns, migrateToLatest } from './db/migrate';
import { enqueueJobs } from './jobs/jobs-repo';
import { readOutbox } from './notify/outbox-adapter';
import { checkLedger } from './wallet/ledger';
import { recordDeposit } from './wallet/deposits';
import { PASSWORD, uniqueEmail, uniquePhone } from '../test/auth-helpers';
import { randomIp } from '../test/engines';
import { childrenOf, spawnServer, type ServerProcess, until } from '../test/processes';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = databaseUrl !== undefined && databaseUrl !== '' && redisUrl !== undefined && redisUrl !== '' && process.platform === 'linux';
const describeScaleOut = runs ? describe : describe.skip;

interface Answer {
  status: number;
  body: { code?: string; tokens?: { access: { token: string }; refresh: { token: string } }; [key: string]: unknown };
}

/** One call on a new connection (so a clustered server's primary hands each to the next process in turn). */
function call(base: string, service: string, action: string, fields: object = {}, options: { token?: string; ip: string }): Promise<Answer> {
  const payload = JSON.stringify({ SERVICE: service, ACTION: action, ...fields });
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/v1`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': options.ip, ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Setup {
  name: string;
  db: Db;
  /** The two ways in: the same address twice for (a), each server's for (b). */
  bases: [string, string];
  servers: ServerProcess[];
  schema: string;
}

const hasher = createPasswordHasher(TEST_ARGON2);
const jwtSecret = randomBytes(32).toString('hex');
const deployDir = mkdtempSync(join(tmpdir(), 'musawo-scale-out-'));

async function openSetup(name: string, processes: number[]): Promise<Setup> {
  const base = databaseUrl ?? '';
  const schema = `t_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb(base, { searchPath: schema, poolSize: 4 });
  // Migrated here once, so servers starting side by side do not race to migrate.
  await migrateToLatest(db);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const servers = await Promise.all(
    processes.map((n) =>
      spawnServer(
        {
          NODE_ENV: 'test',
          SERVER_PROCESSES: String(n),
          WORKERS: 'on',
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          JWT_SECRET: jwtSecret,
          NOTIFY_TRANSPORT: 'outbox',
          RATE_LIMIT: 'on',
          // Each test speaks from its own random address (X-Forwarded-For), so per-address budgets left in the
          // shared Redis by other runs or other suites never meet these.
          TRUST_PROXY: '127.0.0.1',
          SEED_DEMO: 'off',
          DEPLOY_DIR: deployDir,
          LOG_LEVEL: 'info',
        },
        n > 1 ? new RegExp(`Musawo is running at [^\\n]*, ${n} server processes\\)`) : undefined,
      ),
    ),
  );
  const first = servers[0]?.base ?? '';
  return { name, db, schema, servers, bases: [first, servers[1]?.base ?? first] };
}

async function closeSetup(setup: Setup | undefined): Promise<void> {
  if (setup === undefined) return;
  await Promise.all(setup.servers.map((s) => s.stop()));
  await setup.db.destroy();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await dropSchemaTakingTurns(admin, setup.schema);
  await admin.end();
}

async function addPatient(db: Db, funds: number): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('patient');
  const now = new Date();
  const id = await insertUser(db, { userType: 'patient', name: 'Grace Auma', email, phone: uniquePhone(), passwordHash: await hasher.hash(PASSWORD), dateOfBirth: '1992-03-04', gender: 'female', emailVerifiedAt: now.toISOString() }, now);
  if (funds > 0) await recordDeposit(db, { userId: id, amount: funds, method: 'MTN_MOMO', description: 'Test deposit', idempotencyKey: `test:${id}`, now });
  return { id, email };
}

/** A doctor with a 10,000 UGX fee, open 08:00-20:00 every day. */
async function addDoctor(db: Db): Promise<{ id: string; email: string; phone: string }> {
  const email = uniqueEmail('doctor');
  const phone = uniquePhone();
  const now = new Date();
  const at = now.toISOString();
  const id = await insertUser(db, { userType: 'doctor', name: 'Dr. Moses Okello', email, phone, passwordHash: await hasher.hash(PASSWORD), dateOfBirth: '1980-01-01', gender: 'male', emailVerifiedAt: at, phoneVerifiedAt: at }, now);
  await db.insertInto('doctor_profiles').values({ user_id: id, specialty_name: 'General Practice', city: 'Kampala', consultation_fee: 10_000, experience_years: 8, languages: '["English"]', created_at: at, updated_at: at }).execute();
  const slots = JSON.stringify([{ id: randomUUID(), start: '08:00', end: '20:00' }]);
  await db.insertInto('doctor_availability').values(WEEK_DAYS.map((day) => ({ id: randomUUID(), doctor_id: id, day, slots, created_at: at, updated_at: at }))).execute();
  return { id, email, phone };
}

/** Where call i goes: alternately through each way in. */
const via = (setup: Setup, i: number): string => (i % 2 === 0 ? setup.bases[0] : setup.bases[1]);

async function signIn(setup: Setup, email: string, i: number, ip: string): Promise<string> {
  const res = await call(via(setup, i), 'auth', 'login', { emailOrPhone: email, password: PASSWORD }, { ip });
  const token = res.body.tokens?.access.token;
  if (res.status !== 200 || token === undefined) throw new Error(`could not sign in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

const tomorrow = () => appointmentDateIso(kampalaDate(Date.now() + 86_400_000));

describeScaleOut('scaling out on PostgreSQL + Redis (ADR 303)', () => {
  // Real processes, real waits (the job poller ticks every 2 s): more than jest's default 5 s per test.
  jest.setTimeout(30_000);
  const setups: Record<'a' | 'b', Setup | undefined> = { a: undefined, b: undefined };

  beforeAll(async () => {
    const [a, b] = await Promise.allSettled([openSetup('(a) one server, SERVER_PROCESSES=2', [2]), openSetup('(b) two servers, one database', [1, 1])]);
    if (a.status === 'fulfilled') setups.a = a.value;
    if (b.status === 'fulfilled') setups.b = b.value;
    for (const r of [a, b]) if (r.status === 'rejected') throw r.reason;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([closeSetup(setups.a), closeSetup(setups.b)]);
    rmSync(deployDir, { recursive: true, force: true });
  }, 30_000);

  describe.each(['a', 'b'] as const)('setup %s', (key) => {
    const s = (): Setup => {
      const setup = setups[key];
      if (setup === undefined) throw new Error(`setup ${key} did not start`);
      return setup;
    };

    it('spreads calls over both server processes', async () => {
      const ip = randomIp();
      for (let i = 0; i < 4; i++) expect((await call(via(s(), i), 'system', 'health', {}, { ip })).status).toBe(200);
      // Every access line carries its process's pid; both processes must have answered.
      const pids = await until('both processes to answer', () => {
        const seen = new Set(s().servers.flatMap((server) => [...server.output().matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/v1"/g)].map((m) => Number(m[1]))));
        return seen.size >= 2 ? seen : undefined;
      }, 10_000);
      if (key === 'a') for (const pid of pids) expect(childrenOf(s().servers[0]?.child.pid ?? 0)).toContain(pid);
    });

    it('a code sent through one verifies on the other, and a sign-in made on one works on the other', async () => {
      const { bases, db } = s();
      const ip = randomIp();
      const phone = uniquePhone();
      expect((await call(bases[0], 'auth', 'sendOTPRegistration', { phone_number: phone }, { ip })).status).toBe(200);
      const code = await until('the code to be sent', async () => /\bcode\b\D*(\d{4})\b/.exec((await readOutbox(db, phone))[0]?.body ?? '')?.[1], 10_000);
      expect((await call(bases[1], 'auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: code }, { ip })).status).toBe(200);
      const email = uniqueEmail();
      const created = await call(bases[0], 'auth', 'createAccountWeb', { name: 'Aisha Nakato', date_of_birth: '1990-05-20', email, gender: 'female', phoneNumber: phone, password: PASSWORD }, { ip });
      expect(created.status).toBe(200);

      const login = await call(bases[1], 'auth', 'login', { emailOrPhone: email, password: PASSWORD }, { ip });
      expect(login.status).toBe(200);
      const access = login.body.tokens?.access.token ?? '';
      const refresh = login.body.tokens?.refresh.token ?? '';
      expect((await call(bases[0], 'auth', 'getUserProfile', {}, { ip, token: access })).status).toBe(200);
      const rotated = await call(bases[0], 'auth', 'refreshTokens', { refreshToken: refresh }, { ip });
      expect(rotated.status).toBe(200);
      // The spent refresh token is known as spent on the other server too.
      expect((await call(bases[1], 'auth', 'refreshTokens', { refreshToken: refresh }, { ip })).status).toBe(401);
    });

    it('counts a rate limit as one budget: failures through both add up, then both refuse', async () => {
      const { bases, db } = s();
      const ip = randomIp();
      const patient = await addPatient(db, 0);
      // login-failures:account allows 10 failed attempts per account; counted per process, each would have
      // seen only 5 and the right password would still get in.
      for (let i = 0; i < 10; i++) expect((await call(via(s(), i), 'auth', 'login', { emailOrPhone: patient.email, password: `wrong-${i}` }, { ip })).status).toBe(401);
      for (const base of bases) {
        const refused = await call(base, 'auth', 'login', { emailOrPhone: patient.email, password: PASSWORD }, { ip });
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe('RATE_LIMITED');
      }
    });

    it('books a slot once when many patients ask for it through both at the same time', async () => {
      const { db } = s();
      const ip = randomIp();
      const doctor = await addDoctor(db);
      const patients = await Promise.all(Array.from({ length: 12 }, () => addPatient(db, 50_000)));
      const tokens = await Promise.all(patients.map((p, i) => signIn(s(), p.email, i, ip)));
      const date = tomorrow();
      const answers = await Promise.all(
        tokens.map((token, i) => call(via(s(), i), 'appointment', 'create', { doctorId: doctor.id, appointment_note: 'Cough', appointment_date: date, appointment_time: '10:00' }, { ip: randomIp(), token })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.body.code === 'SLOT_TAKEN')).toHaveLength(11);
      const rows = await db.selectFrom('appointments').select(['id', 'patient_id']).where('doctor_id', '=', doctor.id).execute();
      expect(rows).toHaveLength(1);
      const ledger = await checkLedger(db);
      expect({ balances: ledger.balances, entries: ledger.entries, drifted: ledger.drifted.length }).toEqual({ balances: 0, entries: 0, drifted: 0 });
    });

    it('runs each background job once across the processes', async () => {
      const { bases, db } = s();
      const ip = randomIp();
      const doctor = await addDoctor(db);
      const patient = await addPatient(db, 50_000);
      const token = await signIn(s(), patient.email, 0, ip);
      const booked = await call(bases[1], 'appointment', 'create', { doctorId: doctor.id, appointment_note: 'Headache', appointment_date: tomorrow(), appointment_time: '15:00' }, { ip, token });
      expect(booked.status).toBe(200);
      const appointment = await db.selectFrom('appointments').select('id').where('doctor_id', '=', doctor.id).executeTakeFirstOrThrow();
      // 30 more "booked" notices, due now: every process with workers polls for them at once.
      const tag = randomBytes(4).toString('hex');
      await enqueueJobs(db, Array.from({ length: 30 }, (_, i) => ({ kind: 'appointment.notify', payload: { appointmentId: appointment.id, event: 'booked' }, runAt: new Date(), dedupeKey: `scale-out:${tag}:${i}` })), new Date());
      const jobs = () => db.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', 'appointment.notify').where(sql<string>`payload`, 'like', `%${appointment.id}%`).execute();
      const finished = await until('the jobs to run', async () => {
        const all = await jobs();
        return all.length === 31 && all.every((j) => j.status !== 'PENDING' && j.status !== 'RUNNING') ? all : undefined;
      }, 20_000);
      expect(finished.every((j) => j.status === 'DONE' && j.attempts === 1)).toBe(true);
      // Each job tells the doctor once per channel: 31 jobs, 31 messages on each of the doctor's channels.
      const channels = await db.selectFrom('users').select(['notify_sms', 'notify_email']).where('id', '=', doctor.id).executeTakeFirstOrThrow();
      const expected = 31 * (channels.notify_sms + channels.notify_email);
      expect(expected).toBeGreaterThan(0);
      const sent = await db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('recipient', 'in', [doctor.email, doctor.phone]).executeTakeFirstOrThrow();
      expect(Number(sent.n)).toBe(expected);
    });
  });
});
