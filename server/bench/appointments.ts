// Bookings over HTTP at fixed offered rates (ADR 301): a throwaway database (SQLite file or PostgreSQL schema)
// with BENCH_BOOKING_DOCTORS doctors (open all day, every day) and one funded, signed-in patient per request;
// the real server in its own process; the open-loop generator here. Each slot is asked for by two patients in a
// row (5-10 ms apart at these rates, so the two often overlap): one must get it, the other SLOT_TAKEN. After the
// runs the database must show exactly one booking per slot asked for, as many as the successful answers, and a
// balanced ledger. p95 covers both outcomes; CPU per 1,000 bookings is the server's.
// Then the doctors read those appointments at READ_RATE (issue 49, ADR 109): each read appends one row to the access
// record under one lock for the whole server. p95, one row per answered read, and the chain still whole.
import { randomBytes, randomUUID } from 'node:crypto';
import { appointmentDateIso, kampalaDate, WEEK_DAYS } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { startSession } from '../src/auth/sessions';
import { insertUser } from '../src/auth/users-repo';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { verifyAccessChain } from '../src/privacy/access-record';
import { checkLedger } from '../src/wallet/ledger';
import { recordDeposit } from '../src/wallet/deposits';
import { throwaway } from './fixtures';
import { BROWSER_HEADERS, type Engine, record, startServer } from './lib';
import { openLoop, type OpenLoopRun, type Shot } from './open-loop';
import { LOAD_SECONDS } from './reads';

const RATES = (process.env.BENCH_BOOKING_RATES ?? '100,200').split(',').map(Number).filter((n) => n > 0);
const DOCTORS = Math.min(Math.max(Number(process.env.BENCH_BOOKING_DOCTORS ?? 50), 1), 1_000);
const WARM_UP_SECONDS = 2;
/** Patients asking for each slot. */
const PER_SLOT = 2;
const SLOTS_A_DAY = 48;
const P95_TARGET = { op: '<=' as const, limit: 50, why: 'issue 30: bookings by distinct patients, open loop, p95 <= 50 ms at 200 req/s (the same bar at 100 req/s), both engines' };
const EXACT = { op: '<=' as const, limit: 0, why: 'exactly one booking per slot, as many as the successful answers' };
const READ_RATE = Number(process.env.BENCH_ACCESS_RATE ?? 200) || 200;
const READ_P95_TARGET = { op: '<=' as const, limit: 50, why: "ours (issue 49 set none): a doctor's read of an appointment, which appends to the access record under its one lock, no slower than a booking" };
const ONE_ROW_PER_READ = { op: '<=' as const, limit: 0, why: 'one access row per answered read, the chain whole (ADR 109)' };

export async function runAppointmentsBench(engine: Engine): Promise<void> {
  const database = await throwaway(engine, 'booking');
  const db = database.open();
  const jwtSecret = randomBytes(32).toString('hex');
  try {
    await migrateToLatest(db);
    // In-process, only to set up: the fast test password hash, no workers; sessions signed with the server's key.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: jwtSecret, RATE_LIMIT: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
    const app = await buildApp({ config, db });
    const now = new Date();
    const at = now.toISOString();
    const hash = await app.services.passwords.hash('Bench#2026pass');
    const patients = RATES.reduce((s, r) => s + Math.round(r * LOAD_SECONDS), Math.round((RATES[0] ?? 100) * WARM_UP_SECONDS));
    console.log(`  ${engine}: bookings at ${RATES.join(' and ')} req/s, ${LOAD_SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up; setting up ${DOCTORS} doctors and ${patients} funded patients...`);
    const setupStarted = Date.now();
    const doctors: string[] = [];
    const doctorTokens = new Map<string, string>();
    for (let i = 0; i < DOCTORS; i += 1) {
      const id = await insertUser(db, { userType: 'doctor', name: `Dr. Bench ${i}`, email: `bench.doctor.${i}@example.ug`, phone: `+2567710${String(i).padStart(5, '0')}`, passwordHash: hash, dateOfBirth: null, gender: null }, now);
      await db.insertInto('doctor_profiles').values({ user_id: id, specialty_name: 'General Practice', city: 'Kampala', consultation_fee: 1_000, experience_years: 3, languages: '[]', created_at: at, updated_at: at }).execute();
      const slots = JSON.stringify([{ id: randomUUID(), start: '00:00', end: '00:00' }]);
      await db.insertInto('doctor_availability').values(WEEK_DAYS.map((day) => ({ id: randomUUID(), doctor_id: id, day, slots, created_at: at, updated_at: at }))).execute();
      doctors.push(id);
      doctorTokens.set(id, (await startSession(app.services, { id, userType: 'doctor' })).access.token);
    }
    const tokens: string[] = new Array<string>(patients);
    const addPatient = async (i: number) => {
      const id = await insertUser(db, { userType: 'patient', name: `Patient ${i}`, email: `bench.patient.${i}@example.ug`, phone: `+2567720${String(i).padStart(5, '0')}`, passwordHash: hash, dateOfBirth: null, gender: null }, now);
      await recordDeposit(db, { userId: id, amount: 1_000_000, method: 'MTN_MOMO', description: 'Bench deposit', idempotencyKey: `bench:${id}`, now });
      tokens[i] = (await startSession(app.services, { id, userType: 'patient' })).access.token;
    };
    for (let i = 0; i < patients; i += 10) await Promise.all(Array.from({ length: Math.min(10, patients - i) }, (_, k) => addPatient(i + k)));
    await app.close();
    record('bookings: setting up doctors and patients', engine, (Date.now() - setupStarted) / 1000, 's', { digits: 1, note: `${DOCTORS} doctors, ${patients} patients with a wallet and a session` });

    // Request n (over every run): patient n; slot floor(n / PER_SLOT), spread over the doctors first, then over
    // the 30-minute grid from tomorrow on.
    let offset = 0;
    const slotOf = (n: number) => {
      const slot = Math.floor(n / PER_SLOT);
      const grid = Math.floor(slot / DOCTORS);
      const minutes = (grid % SLOTS_A_DAY) * 30;
      return {
        doctorId: doctors[slot % DOCTORS] ?? '',
        appointment_date: appointmentDateIso(kampalaDate(now.getTime() + (1 + Math.floor(grid / SLOTS_A_DAY)) * 86_400_000)),
        appointment_time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      };
    };
    const shot = (i: number): Shot => {
      const n = offset + i;
      return { kind: 'book', method: 'POST', path: '/api/v1', headers: { ...BROWSER_HEADERS, authorization: `Bearer ${tokens[n] ?? ''}` }, body: JSON.stringify({ SERVICE: 'appointment', ACTION: 'create', appointment_note: 'Bench', ...slotOf(n) }) };
    };
    let booked = 0;
    let taken = 0;
    const other: string[] = [];
    let otherCount = 0;
    const onAnswer = (_i: number, _s: Shot, status: number, body: string) => {
      if (status === 200) booked += 1;
      else if (status === 409 && body.includes('"SLOT_TAKEN"')) taken += 1;
      else {
        otherCount += 1;
        if (other.length < 3) other.push(`${status}: ${body.slice(0, 160)}`);
      }
    };

    const server = await startServer(`server-booking-${engine === 'SQLite' ? 'sqlite' : 'postgres'}`, database.url, jwtSecret);
    const runs: OpenLoopRun[] = [];
    try {
      const pid = server.child.pid;
      const warm = await openLoop({ base: server.base, rate: RATES[0] ?? 100, seconds: WARM_UP_SECONDS, shot, pid, onAnswer });
      offset += warm.sent;
      for (const rate of RATES) {
        const run = await openLoop({ base: server.base, rate, seconds: LOAD_SECONDS, shot, pid, onAnswer });
        offset += run.sent;
        runs.push(run);
        const l = run.latency;
        record(`bookings at ${rate} req/s: p95`, engine, l.p95, 'ms', {
          digits: 1,
          target: P95_TARGET,
          note: `${run.sent} sent, ${run.ok} booked, ${run.non2xx} refused, ${run.errors} no answer; p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(0)} ms; server ${((run.serverCpuMs ?? 0) / 1000 / run.seconds).toFixed(2)} cores, generator ${(run.clientCpuMs / 1000 / run.seconds).toFixed(2)} cores, worst send lag ${run.maxSendLagMs.toFixed(1)} ms`,
        });
        console.log(`    ${rate} req/s: p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms; ${run.ok} booked, ${run.non2xx} refused of ${run.sent}`);
      }
      await benchAccessReads(engine, db, server.base, pid, doctorTokens);
    } finally {
      await server.stop();
    }

    // What the database says, after the server stopped (and with it, its writes).
    const slotsAskedFor = Math.ceil(offset / PER_SLOT);
    const rows = await db.selectFrom('appointments').select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`count(distinct ${sql.ref('doctor_id')} || ' ' || ${sql.ref('starts_at')})`.as('slots')]).executeTakeFirstOrThrow();
    const doubled = await db.selectFrom('appointments').select(['doctor_id', 'starts_at']).groupBy(['doctor_id', 'starts_at']).having((eb) => eb.fn.countAll(), '>', 1).execute();
    const n = Number(rows.n);
    const slots = Number(rows.slots);
    record('bookings: slots booked twice', engine, doubled.length, '', { digits: 0, target: EXACT, note: `${slotsAskedFor} slots asked for by ${PER_SLOT} patients each: ${booked} booked, ${taken} SLOT_TAKEN; the database holds ${n} appointments in ${slots} distinct slots` });
    record('bookings: successful answers - booked slots', engine, Math.abs(booked - slots) + (n - slots), '', { digits: 0, target: EXACT });
    record('bookings: slots asked for and not booked', engine, slotsAskedFor - slots, '', { digits: 0, note: 'when every answer is a booking or SLOT_TAKEN this is 0' });
    record('bookings: answers other than booked or SLOT_TAKEN', engine, otherCount, '', { digits: 0, target: EXACT, ...(other.length === 0 ? {} : { note: other.join('; ') }) });
    const cpu = runs.every((r) => r.serverCpuMs !== undefined) ? runs.reduce((s, r) => s + (r.serverCpuMs ?? 0), 0) : undefined;
    const answered = runs.reduce((s, r) => s + r.ok + r.non2xx, 0);
    record('server CPU per 1,000 bookings', engine, cpu === undefined || answered === 0 ? undefined : (cpu * 1000) / answered, 'ms', { digits: 0, note: `user + system of the server process(es), over the runs at ${RATES.join(' and ')} req/s (both outcomes, and the notification jobs the server ran meanwhile)` });
    const ledger = await checkLedger(db);
    if (ledger.balances !== 0 || ledger.entries !== 0 || ledger.drifted.length > 0) throw new Error(`${engine}: the ledger does not balance after the booking run (balances ${ledger.balances}, entries ${ledger.entries}, ${ledger.drifted.length} drifted)`);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

/** The doctors read the appointments just booked (each one's own), at READ_RATE: every answered read appends one access row. */
async function benchAccessReads(engine: Engine, db: Db, base: string, pid: number | undefined, doctorTokens: ReadonlyMap<string, string>): Promise<void> {
  const booked = await db.selectFrom('appointments').select(['id', 'doctor_id']).execute();
  if (booked.length === 0) throw new Error(`${engine}: no appointment to read`);
  const accessRows = async () => Number((await db.selectFrom('access_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rowsBefore = await accessRows();
  const shot = (i: number): Shot => {
    const a = booked[i % booked.length]!;
    return { kind: 'read', method: 'POST', path: '/api/v1', headers: { ...BROWSER_HEADERS, authorization: `Bearer ${doctorTokens.get(a.doctor_id) ?? ''}` }, body: JSON.stringify({ SERVICE: 'appointment', ACTION: 'getAppointment', appointmentId: a.id }) };
  };
  const run = await openLoop({ base, rate: READ_RATE, seconds: LOAD_SECONDS, shot, pid });
  const l = run.latency;
  record(`doctors' appointment reads at ${READ_RATE} req/s (one access row each): p95`, engine, l.p95, 'ms', {
    digits: 1,
    target: READ_P95_TARGET,
    note: `${run.sent} sent, ${run.ok} answered, ${run.non2xx} refused, ${run.errors} no answer; p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(0)} ms; server ${((run.serverCpuMs ?? 0) / 1000 / run.seconds).toFixed(2)} cores`,
  });
  console.log(`    doctors' reads at ${READ_RATE} req/s: p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms; ${run.ok} answered of ${run.sent}`);
  const rowsAfter = await accessRows();
  const chain = await verifyAccessChain(db);
  record("access record: rows added - answered reads, or a broken chain", engine, Math.abs(rowsAfter - rowsBefore - run.ok) + (chain.ok ? 0 : 1), '', {
    digits: 0,
    target: ONE_ROW_PER_READ,
    note: `${rowsAfter - rowsBefore} rows added for ${run.ok} answered reads; chain ${chain.ok ? `whole, ${chain.rows} rows` : `broken at ${chain.seq} (${chain.problem})`}`,
  });
}
