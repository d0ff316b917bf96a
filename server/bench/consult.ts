// Consultation messages (issue 33): 200 open rooms, each with its doctor's socket connected to the real server
// (its own process); patients send messages through the gateway at a fixed offered rate (open loop), and each is
// timed from the send to its arrival on the doctor's socket. Figures: messages delivered per second, delivery p95.
import { randomBytes, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ServerFrame } from '@musawo/shared/contracts';
import { buildApp } from '../src/app';
import { startSession } from '../src/auth/sessions';
import { insertUser } from '../src/auth/users-repo';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { throwaway } from './fixtures';
import { type Engine, percentile, record, startServer } from './lib';

const ROOMS = Math.min(Math.max(Number(process.env.BENCH_CONSULT_ROOMS ?? 200), 1), 1_000);
const RATE = Math.min(Math.max(Number(process.env.BENCH_CONSULT_RATE ?? 200), 1), 2_000);
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_CONSULT_SECONDS ?? 5), 1), 30);
const P95_TARGET = { op: '<=' as const, limit: 2_000, why: 'issue 33: a message reaches the other side within 2 s when both are online' };

export async function runConsultBench(engine: Engine): Promise<void> {
  const database = await throwaway(engine, 'consult');
  const db = database.open();
  const jwtSecret = randomBytes(32).toString('hex');
  const sockets: WebSocket[] = [];
  try {
    await migrateToLatest(db);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: jwtSecret, RATE_LIMIT: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
    const app = await buildApp({ config, db });
    const now = new Date();
    const at = now.toISOString();
    const hash = await app.services.passwords.hash('Bench#2026pass');
    const rooms: { id: string; patient: string; doctor: string }[] = [];
    for (let i = 0; i < ROOMS; i += 1) {
      const doctorId = await insertUser(db, { userType: 'doctor', name: `Dr. Room ${i}`, email: `consult.doctor.${i}@example.ug`, phone: `+2567730${String(i).padStart(5, '0')}`, passwordHash: hash, dateOfBirth: null, gender: null }, now);
      const patientId = await insertUser(db, { userType: 'patient', name: `Patient ${i}`, email: `consult.patient.${i}@example.ug`, phone: `+2567740${String(i).padStart(5, '0')}`, passwordHash: hash, dateOfBirth: null, gender: null }, now);
      const id = randomUUID();
      const start = new Date(now.getTime() + 5 * 60_000);
      await db
        .insertInto('appointments')
        .values({ id, patient_id: patientId, doctor_id: doctorId, status: 'ACCEPTED', local_date: '2026-01-01', local_time: '10:00', starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(), note: 'Bench', fee: 0, currency: 'UGX', accept_instructions: null, reject_reason: null, cancellation_reason: null, idempotency_key: null, created_at: at, updated_at: at })
        .execute();
      const [patient, doctor] = await Promise.all([startSession(app.services, { id: patientId, userType: 'patient' }), startSession(app.services, { id: doctorId, userType: 'doctor' })]);
      rooms.push({ id, patient: patient.access.token, doctor: doctor.access.token });
    }
    await app.close();

    const server = await startServer(`consult-${engine.toLowerCase()}`, database.url, jwtSecret);
    try {
      const sentAt = new Map<string, number>();
      const delays: number[] = [];
      // One doctor's socket per room, all open before the load starts.
      await Promise.all(
        rooms.map(
          (room) =>
            new Promise<void>((resolve, reject) => {
              const ws = new WebSocket(`${server.base.replace('http', 'ws')}/api/v1/consult/${room.id}/socket`);
              sockets.push(ws);
              ws.on('open', () => ws.send(JSON.stringify({ t: 'auth', token: room.doctor })));
              ws.on('message', (data) => {
                const frame = JSON.parse(String(data)) as ServerFrame;
                if (frame.t === 'ready') resolve();
                if (frame.t === 'message') {
                  const t = sentAt.get(frame.message.text);
                  if (t !== undefined) delays.push(performance.now() - t);
                }
              });
              ws.on('error', reject);
            }),
        ),
      );
      const total = RATE * SECONDS;
      console.log(`  ${engine}: ${ROOMS} rooms open; ${total} messages at ${RATE}/s from the patients...`);
      const started = performance.now();
      let failed = 0;
      const sends: Promise<void>[] = [];
      for (let i = 0; i < total; i += 1) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const room = rooms[i % rooms.length] as (typeof rooms)[number];
        const text = `bench message ${i}`;
        sentAt.set(text, performance.now());
        sends.push(
          fetch(`${server.base}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${room.patient}` }, body: JSON.stringify({ SERVICE: 'consult', ACTION: 'sendMessage', appointmentId: room.id, text }) })
            .then(async (res) => {
              await res.arrayBuffer();
              if (!res.ok) failed += 1;
            })
            .catch(() => void (failed += 1)),
        );
      }
      await Promise.all(sends);
      const deadline = performance.now() + 5_000;
      while (delays.length < total - failed && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const elapsed = (performance.now() - started) / 1000;
      const sorted = [...delays].sort((a, b) => a - b);
      record(`consult: messages delivered per second (${ROOMS} rooms, ${RATE}/s offered)`, engine, delays.length / elapsed, 'msg/s', { digits: 0, note: `${delays.length} of ${total} delivered, ${failed} refused` });
      record(`consult: delivery p95, send to the other party's socket`, engine, percentile(sorted, 95), 'ms', { digits: 1, target: P95_TARGET });
    } finally {
      for (const ws of sockets) ws.terminate();
      await server.stop();
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
}
