// Timings that used to be asserted inside tests (issue 45: tests measure behaviour, the bench measures time):
//   - the demo seed (66 doctors with drawn portraits and reviews) into an empty database: <= 15 s;
//   - a 99 KB hostile email sent to the three auth actions that take one, in-process: the slowest answer
//     <= 2 s (the quadratic check this guards against took tens of seconds; an idle answer takes ~5 ms).
// The tests keep the behaviour: the seed's content, and that such an email is refused on its length alone.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { createPasswordHasher, TEST_ARGON2 } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoDataIfEmpty } from '../src/seed/demo-data';
import { throwaway } from './fixtures';
import { type Engine, record } from './lib';

const hostileEmail = `a@${'.'.repeat(99_000)}@`;
const HOSTILE_BODIES = [
  { SERVICE: 'auth', ACTION: 'sendPasswordResetEmail', email: hostileEmail },
  { SERVICE: 'auth', ACTION: 'createAccountWeb', name: 'A', date_of_birth: '1990-01-01', email: hostileEmail, gender: 'female', phoneNumber: '+256700000001', password: 'Kampala#2026' },
  { SERVICE: 'auth', ACTION: 'verifyEmail', email: hostileEmail, otp: '1234' },
];

export async function runGuardsBench(engine: Engine): Promise<void> {
  const database = await throwaway(engine, 'guards');
  const db = database.open();
  try {
    await migrateToLatest(db);
    const started = performance.now();
    if (!(await seedDemoDataIfEmpty({ db, now: () => new Date(), passwords: createPasswordHasher(TEST_ARGON2), log: { info: () => undefined } }))) throw new Error('the demo seed found a database that was not empty');
    record('demo seed into an empty database', engine, (performance.now() - started) / 1000, 's', { digits: 2, target: { op: '<=', limit: 15, why: 'the demo seed stays fast: portraits and reviews add little to the inserts' } });

    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMIT: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
    const app = await buildApp({ config, db });
    try {
      let slowest = 0;
      for (const payload of HOSTILE_BODIES) {
        const t = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/v1', payload });
        slowest = Math.max(slowest, performance.now() - t);
        if (res.statusCode !== 400) throw new Error(`${payload.ACTION} answered ${res.statusCode} to a 99 KB email`);
      }
      record('99 KB hostile email, slowest answer', engine, slowest, 'ms', { digits: 0, target: { op: '<=', limit: 2_000, why: 'issue 31: one long hostile input must not hold the server' } });
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
}
