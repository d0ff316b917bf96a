// Doctor search at scale: a throwaway SQLite database with BENCH_DOCTORS (default 100,000) synthetic doctors,
// then place + specialty searches near Kampala through the whole app (app.inject: gateway, validation,
// handler, hydration), timed in-process for up to BENCH_SEARCH_SECONDS (default 8). Prints p50/p95/p99 and the
// query plans (EXPLAIN QUERY PLAN) of the page and count queries. Asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { compileSearch } from '../src/directory/doctors-repo';
import { NEAR_RADIUS_KM } from '../src/directory/geo';
import { addScaleDoctors } from '../src/seed/scale-doctors';

const DOCTORS = Math.min(Math.max(Number(process.env.BENCH_DOCTORS ?? 100_000), 1_000), 1_000_000);
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SEARCH_SECONDS ?? 8), 1), 30);
const KAMPALA = { address: 'Kampala', lat: 0.3163, lng: 32.5822 };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function explain(db: Db, compiled: { sql: string; parameters: readonly unknown[] }): Promise<string[]> {
  const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
  return rows.rows.map((r) => r.detail);
}

export async function runSearchBench(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'musawo-search-bench-'));
  const url = `sqlite:${join(tmp, 'search.db')}`;
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    console.log(`\nDoctor search benchmark: seeding ${DOCTORS.toLocaleString('en-US')} doctors into SQLite...`);
    const seedMs = await addScaleDoctors(db, DOCTORS, 'not-a-password-hash');
    console.log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
    await db.executeQuery(CompiledQuery.raw('analyze'));

    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), NOTIFY_TRANSPORT: 'outbox', DATABASE_URL: url, RATE_LIMIT: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
    const app = await buildApp({ config, db });
    const specialties = await db.selectFrom('specialties').select(['id', 'name']).orderBy('position').execute();

    const searchOnce = async (i: number, withSpecialty: boolean): Promise<number> => {
      const specialty = specialties[i % specialties.length];
      const body = {
        SERVICE: 'doctor',
        ACTION: 'searchDoctorsByLocation',
        searchParams: { location: JSON.stringify(KAMPALA), specialty: withSpecialty ? JSON.stringify({ id: specialty?.id, speciality_name: specialty?.name }) : '', page: '1', limit: '10' },
        filters: { rating: 0, price: [0, 100_000] },
        currency: 'UGX',
      };
      const t = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: '/api/v1', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return ms;
    };

    const run = async (label: string, withSpecialty: boolean, seconds: number) => {
      for (let i = 0; i < 30; i += 1) await searchOnce(i, withSpecialty);
      const times: number[] = [];
      const deadline = Date.now() + seconds * 1000;
      let matched = 0;
      for (let i = 0; Date.now() < deadline; i += 1) times.push(await searchOnce(i, withSpecialty));
      if (withSpecialty && specialties[0] !== undefined) {
        const res = await app.inject({ method: 'POST', url: '/api/v1', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ SERVICE: 'doctor', ACTION: 'searchDoctorsByLocation', searchParams: { location: JSON.stringify(KAMPALA), specialty: JSON.stringify({ id: specialties[0].id }) } }) });
        matched = (res.json<{ results: { total: number } }>()).results.total;
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((s, t) => s + t, 0) / times.length;
      console.log(
        `  ${label.padEnd(34)} n=${String(times.length).padEnd(6)} p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms  (${(1000 / mean).toFixed(0)} req/s sequential)${matched > 0 ? `  ~${matched} matches per specialty` : ''}`,
      );
    };

    console.log(`  ${NEAR_RADIUS_KM} km around Kampala, page 1 of 10, through app.inject (one at a time):`);
    await run('place + specialty', true, SECONDS);
    await run('place only (no specialty)', false, Math.max(1, Math.round(SECONDS / 4)));

    const compiled = compileSearch(db, { specialtyIds: [specialties[0]?.id ?? ''], near: { center: KAMPALA, radiusKm: NEAR_RADIUS_KM }, offset: 0, limit: 10 });
    console.log('\n  EXPLAIN QUERY PLAN, page query (place + specialty):');
    for (const line of await explain(db, compiled.page)) console.log(`    ${line}`);
    console.log('  EXPLAIN QUERY PLAN, count query (place + specialty):');
    for (const line of await explain(db, compiled.count)) console.log(`    ${line}`);
    await app.close();
  } finally {
    await db.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}

// `npx tsx bench/search.ts` runs it alone; `npm run bench` calls runSearchBench after the HTTP benchmarks.
if (process.argv[1]?.endsWith('search.ts') === true) {
  runSearchBench().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
