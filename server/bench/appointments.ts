// Booking and dashboard throughput: a throwaway SQLite database with BENCH_BOOKING_DOCTORS doctors (open all
// day, every day) and funded patients; then appointment/create (each call a new, non-overlapping time: the
// full transaction with its ledger posting) and Transaction/userOverview through the whole app (app.inject),
// 8 in flight, for up to BENCH_BOOKING_SECONDS (default 5) each. Prints requests/s and p50/p95. Asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appointmentDateIso, kampalaDate, WEEK_DAYS } from '@musawo/shared/contracts';
import { buildApp } from '../src/app';
import { insertUser } from '../src/auth/users-repo';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { checkLedger } from '../src/wallet/ledger';
import { recordDeposit } from '../src/wallet/deposits';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_BOOKING_SECONDS ?? 5), 1), 30);
const DOCTORS = Math.min(Math.max(Number(process.env.BENCH_BOOKING_DOCTORS ?? 50), 1), 1_000);
const PATIENTS = DOCTORS * 4;
const IN_FLIGHT = 8;
const PASSWORD = 'Bench#2026pass';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runAppointmentsBench(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'musawo-booking-bench-'));
  const url = `sqlite:${join(tmp, 'booking.db')}`;
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    // NODE_ENV=test: the fast password hash (sign-in is not what is measured) and no background workers.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, RATE_LIMIT: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
    const app = await buildApp({ config, db });
    const now = new Date();
    const at = now.toISOString();
    const hash = await app.services.passwords.hash(PASSWORD);
    console.log(`\nBooking benchmark: ${DOCTORS} doctors, ${PATIENTS} patients, SQLite, ${IN_FLIGHT} in flight, ${SECONDS} s per action`);
    const doctors: string[] = [];
    for (let i = 0; i < DOCTORS; i += 1) {
      const id = await insertUser(db, { userType: 'doctor', name: `Dr. Bench ${i}`, email: `bench.doctor.${i}@example.ug`, phone: `+2567710${String(i).padStart(5, '0')}`, passwordHash: hash, dateOfBirth: null, gender: null }, now);
      await db.insertInto('doctor_profiles').values({ user_id: id, specialty_name: 'General Practice', city: 'Kampala', consultation_fee: 1_000, experience_years: 3, languages: '[]', created_at: at, updated_at: at }).execute();
      const slots = JSON.stringify([{ id: randomUUID(), start: '00:00', end: '00:00' }]);
      await db.insertInto('doctor_availability').values(WEEK_DAYS.map((day) => ({ id: randomUUID(), doctor_id: id, day, slots, created_at: at, updated_at: at }))).execute();
      doctors.push(id);
    }
    const tokens: string[] = [];
    for (let i = 0; i < PATIENTS; i += 1) {
      const email = `bench.patient.${i}@example.ug`;
      const id = await insertUser(db, { userType: 'patient', name: `Patient ${i}`, email, phone: `+2567720${String(i).padStart(5, '0')}`, passwordHash: hash, dateOfBirth: null, gender: null }, now);
      await recordDeposit(db, { userId: id, amount: 100_000_000, method: 'MTN_MOMO', description: 'Bench deposit', idempotencyKey: `bench:${id}`, now });
      const res = await app.inject({ method: 'POST', url: '/api/v1', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ SERVICE: 'auth', ACTION: 'login', emailOrPhone: email, password: PASSWORD }) });
      tokens.push(res.json<{ tokens: { access: { token: string } } }>().tokens.access.token);
    }

    const run = async (label: string, body: (i: number) => { token: string; payload: object }) => {
      const times: number[] = [];
      let next = 0;
      let failed = 0;
      const deadline = Date.now() + SECONDS * 1000;
      const worker = async () => {
        while (Date.now() < deadline) {
          const i = next;
          next += 1;
          const { token, payload } = body(i);
          const t = process.hrtime.bigint();
          const res = await app.inject({ method: 'POST', url: '/api/v1', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify(payload) });
          times.push(Number(process.hrtime.bigint() - t) / 1e6);
          if (res.statusCode !== 200) failed += 1;
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      const elapsed = (Date.now() - started) / 1000;
      times.sort((a, b) => a - b);
      console.log(`  ${label.padEnd(30)} ${(times.length / elapsed).toFixed(0).padStart(6)} req/s   p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   ${times.length - failed} ok, ${failed} failed`);
    };

    // Request i: doctor i % D at grid slot floor(i / D) (48 a day, from tomorrow on); patient i % P, so no
    // two requests ask for the same doctor or the same patient at the same time.
    await run('appointment/create', (i) => {
      const slot = Math.floor(i / DOCTORS);
      const date = kampalaDate(now.getTime() + (1 + Math.floor(slot / 48)) * 86_400_000);
      const minutes = (slot % 48) * 30;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { token: tokens[i % PATIENTS] ?? '', payload: { SERVICE: 'appointment', ACTION: 'create', doctorId: doctors[i % DOCTORS], appointment_note: 'Bench', appointment_date: appointmentDateIso(date), appointment_time: time } };
    });
    await run('Transaction/userOverview', (i) => ({ token: tokens[i % PATIENTS] ?? '', payload: { SERVICE: 'Transaction', ACTION: 'userOverview' } }));
    const ledger = await checkLedger(db);
    console.log(`  ledger after the run: balances sum ${ledger.balances}, entries sum ${ledger.entries}, drifted accounts ${ledger.drifted.length}`);
    await app.close();
  } finally {
    await db.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}
