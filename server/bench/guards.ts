// Timings that used to be asserted inside tests (issue 45: tests measure behaviour, the bench measures time):
//   - the demo seed (66 doctors with drawn portraits and reviews) into an empty database: <= 15 s;
//   - a 99 KB hostile email sent to the three auth actions that take one, in-process: the slowest answer
//     <= 2 s (the quadratic check this guards against took tens of seconds; an idle answer takes ~5 ms).
//   - the RPC fuzzer's longest event-loop hold by one request (runFuzzLoopBench): <= 100 ms.
// The tests keep the behaviour: the seed's content, that such an email is refused on its length alone, and the
// fuzzer's answers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { createPasswordHasher, TEST_ARGON2 } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { findRepoRoot } from '../src/paths';
import { seedDemoDataIfEmpty } from '../src/seed/demo-data';
import { throwaway } from './fixtures';
import { benchDir, type Engine, record } from './lib';

const root = findRepoRoot();

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

/**
 * The RPC fuzzer (server/src/security/rpc-fuzz.integration.test.ts, issue 31) run by jest with FUZZ_LOOP_REPORT: the
 * longest any one fuzzed request held the event loop, per engine (a regular expression gone quadratic shows here).
 */
export function runFuzzLoopBench(engines: readonly Engine[], pgUrl: string): void {
  const report = join(benchDir, 'fuzz-loop.json');
  rmSync(report, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_LOOP_REPORT: report };
  if (engines.includes('PostgreSQL')) env.TEST_DATABASE_URL = pgUrl;
  else delete env.TEST_DATABASE_URL;
  const jest = join(root, 'node_modules', '.bin', 'jest');
  const run = spawnSync(jest, ['server/src/security/rpc-fuzz.integration.test.ts'], { cwd: root, env, encoding: 'utf8' });
  const held = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as Record<string, number>) : {};
  const note = run.status === 0 ? undefined : 'the fuzzer failed: run it with jest to see why';
  for (const engine of engines) {
    const value = held[engine === 'SQLite' ? 'sqlite' : 'postgres'];
    record('event loop held by one fuzzed request', engine, value, 'ms', { digits: 0, target: { op: '<=', limit: 100, why: 'issue 31: no request may hold the event loop for more than 100 ms' }, ...(note === undefined ? {} : { note }) });
  }
}
