// The USSD callback at a fixed offered rate of new sessions (issue 48, ADR 204): a throwaway database with 50 listed
// doctors in 5 districts and 200 patients, the real server in its own process, the open-loop generator here. Every
// second 200 sessions dial; each answers "1" (Book a doctor: the district list) a second later and picks the first
// district (the specialty list) a second after that, as a person would: 600 callbacks a second in the steady state,
// each a database session read and a guarded update. Target: p99 <= 1 s (the gateway's patience), both engines.
import { randomBytes, randomUUID } from 'node:crypto';
import { WEEK_DAYS } from '@musawo/shared/contracts';
import { buildApp } from '../src/app';
import { insertUser } from '../src/auth/users-repo';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { insertSpecialties } from '../src/directory/specialties-repo';
import { throwaway } from './fixtures';
import { type Engine, record, startServer } from './lib';
import { openLoop, type Shot } from './open-loop';
import { LOAD_SECONDS } from './reads';

const SESSIONS_PER_SECOND = Number(process.env.BENCH_USSD_SESSIONS ?? 200);
const SCREENS = ['', '1', '1*1'];
const PATIENTS = 200;
const WARM_UP_SECONDS = 2;
const P99_TARGET = { op: '<=' as const, limit: 1_000, why: 'issue 48: every USSD screen within 1 s; p99 at 200 new sessions a second, three screens each' };
const EXACT = { op: '<=' as const, limit: 0, why: 'every callback answers its screen' };

export async function runUssdBench(engine: Engine): Promise<void> {
  const database = await throwaway(engine, 'ussd');
  const db = database.open();
  const jwtSecret = randomBytes(32).toString('hex');
  try {
    await migrateToLatest(db);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: jwtSecret, RATE_LIMIT: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
    const app = await buildApp({ config, db });
    const now = new Date();
    const at = now.toISOString();
    const hash = await app.services.passwords.hash('Bench#2026pass');
    const specialties = Array.from({ length: 5 }, (_, i) => ({ id: randomUUID(), name: `Specialty ${i}`, image: '', tags: [`bench${i}`] }));
    await insertSpecialties(db, specialties, at);
    for (let i = 0; i < 50; i += 1) {
      const id = await insertUser(db, { userType: 'doctor', name: `Dr. Bench ${i}`, email: `ussd.doctor.${i}@example.ug`, phone: `+2567730${String(i).padStart(5, '0')}`, passwordHash: hash, dateOfBirth: null, gender: null }, now);
      await db.insertInto('doctor_profiles').values({ user_id: id, specialty_name: 'General Practice', specialty_id: specialties[i % 5]?.id ?? null, city: `District ${i % 5}`, consultation_fee: 1_000, experience_years: 3, languages: '[]', created_at: at, updated_at: at }).execute();
      const slots = JSON.stringify([{ id: randomUUID(), start: '08:00', end: '18:00' }]);
      await db.insertInto('doctor_availability').values(WEEK_DAYS.map((day) => ({ id: randomUUID(), doctor_id: id, day, slots, created_at: at, updated_at: at }))).execute();
    }
    const phones: string[] = [];
    for (let i = 0; i < PATIENTS; i += 1) {
      const phone = `+2567740${String(i).padStart(5, '0')}`;
      await insertUser(db, { userType: 'patient', name: `Patient ${i}`, email: `ussd.patient.${i}@example.ug`, phone, passwordHash: hash, dateOfBirth: null, gender: null, phoneVerifiedAt: at }, now);
      phones.push(phone);
    }
    await app.close();

    const rate = SESSIONS_PER_SECOND * SCREENS.length;
    // The server runs as in production: the callback URL carries the token.
    const token = randomBytes(24).toString('hex');
    // Request i: screen i % 3 of the session that dialled (i % 3) seconds earlier; before those exist, a new dial.
    const shotsOf = (runId: string) => (i: number): Shot => {
      const step = i % SCREENS.length;
      const session = Math.floor(i / SCREENS.length) - step * SESSIONS_PER_SECOND;
      const s = session < 0 ? -1 - i : session;
      const text = session < 0 ? '' : (SCREENS[step] ?? '');
      const body = new URLSearchParams({ sessionId: `bench-${runId}-${s}`, serviceCode: '*284*77#', phoneNumber: phones[Math.abs(s) % PATIENTS] ?? '', networkCode: '63902', text }).toString();
      return { kind: 'ussd', method: 'POST', path: `/api/ussd/africastalking?token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body };
    };
    let wrong = 0;
    const samples: string[] = [];
    const onAnswer = (_i: number, s: Shot, status: number, body: string) => {
      const text = new URLSearchParams(s.body ?? '').get('text') ?? '';
      const expected = text === '' ? 'CON Musawo\n1 Book a doctor' : text === '1' ? 'CON Choose a district' : 'CON Choose a specialty';
      if (status !== 200 || !body.startsWith(expected)) {
        wrong += 1;
        if (samples.length < 3) samples.push(`${status} for "${text}": ${body.slice(0, 80)}`);
      }
    };

    const server = await startServer(`server-ussd-${engine === 'SQLite' ? 'sqlite' : 'postgres'}`, database.url, jwtSecret, { USSD_CALLBACK_TOKEN: token });
    try {
      // As the other benches: a 2 s warm-up (its own sessions) first, so the figure is the steady state's, not the
      // first second's compiling and opening of database connections.
      await openLoop({ base: server.base, rate, seconds: WARM_UP_SECONDS, shot: shotsOf(randomBytes(4).toString('hex')), pid: server.child.pid });
      const run = await openLoop({ base: server.base, rate, seconds: LOAD_SECONDS, shot: shotsOf(randomBytes(4).toString('hex')), pid: server.child.pid, onAnswer });
      const l = run.latency;
      record(`USSD callback p99 at ${SESSIONS_PER_SECOND} sessions/s`, engine, l.p99, 'ms', {
        digits: 1,
        target: P99_TARGET,
        note: `${run.sent} callbacks at ${rate}/s; p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, max ${l.max.toFixed(0)} ms; server ${((run.serverCpuMs ?? 0) / 1000 / run.seconds).toFixed(2)} cores, worst send lag ${run.maxSendLagMs.toFixed(1)} ms`,
      });
      record('USSD callbacks without their screen', engine, wrong, '', { digits: 0, target: EXACT, ...(samples.length === 0 ? {} : { note: samples.join('; ') }) });
      console.log(`    ${SESSIONS_PER_SECOND} sessions/s (${rate} callbacks/s): p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms; ${wrong} wrong of ${run.sent}`);
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
}
