// The benchmark databases.
// - The search database (100,000 doctors by default, and the demo health tips) is seeded once and kept: on
//   SQLite a file .tmp/bench/search-<key>.db, on PostgreSQL a schema bench_search_<key>. <key> hashes the
//   migration list, the doctor count and SEED_FORMAT, so adding a migration (or changing the count) seeds a
//   fresh one; bump SEED_FORMAT when scale-doctors.ts changes what it writes. A seed that was interrupted is never reused
//   (SQLite: written under another name and renamed when complete; PostgreSQL: a bench_meta row written last).
// - Throwaway databases (the booking bench's) are created per run and removed after it.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { insertTips } from '../src/directory/tips-repo';
import { seedTips } from '../src/seed/directory-tips';
import { seedId } from '../src/seed/prng';
import { addScaleDoctors } from '../src/seed/scale-doctors';
import { benchDir, type Engine } from './lib';

const SEED_FORMAT = 1;
export const DOCTORS = Math.min(Math.max(Number(process.env.BENCH_DOCTORS ?? 100_000), 1_000), 1_000_000);
const PG_DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function pgBaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? PG_DEFAULT_URL;
}

function cacheKey(): string {
  return createHash('sha256')
    .update(JSON.stringify({ migrations: Object.keys(migrations), doctors: DOCTORS, format: SEED_FORMAT }))
    .digest('hex')
    .slice(0, 10);
}

/** Answers why PostgreSQL cannot be used, or undefined when it answers. */
export async function pgUnreachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: pgBaseUrl(), connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function pgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgBaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL URL whose connections search `schema` first (for a server started with DATABASE_URL). */
function pgUrlWithSchema(schema: string): string {
  const url = new URL(pgBaseUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export interface SearchDb {
  db: Db;
  /** The DATABASE_URL a process would use to open the same data. */
  url: string;
  /** Seconds spent seeding now; undefined when the cached copy was reused. */
  seededSeconds: number | undefined;
  where: string;
}

async function seed(db: Db, engine: Engine, label: string): Promise<number> {
  await migrateToLatest(db);
  console.log(`  seeding ${DOCTORS.toLocaleString('en-US')} doctors into ${label} (once; kept for later runs)...`);
  const started = Date.now();
  // Never used to sign in: the scale doctors share a placeholder, not a real argon2 hash.
  await addScaleDoctors(db, DOCTORS, 'not-a-password-hash', (line) => console.log(`  ${line.trim()}`));
  if (engine === 'SQLite') await db.executeQuery(CompiledQuery.raw('analyze'));
  else {
    // Not just ANALYZE: until VACUUM sets the visibility map, PostgreSQL cannot answer the search from the
    // covering index alone (index-only scan) and reads ~1,600 heap pages per search instead: 6.4 ms instead of
    // 1.5 ms for the page query. A live database gets this from autovacuum; a bulk load must do it itself.
    for (const table of ['users', 'doctor_profiles', 'doctor_availability', 'specialties']) await db.executeQuery(CompiledQuery.raw(`vacuum analyze ${table}`));
  }
  return (Date.now() - started) / 1000;
}

/** The demo health tips, for the mixed reads (databases seeded before they were added here lack them). */
async function ensureTips(db: Db): Promise<void> {
  const row = await db.selectFrom('health_tips').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(row?.n ?? 0) === 0) await insertTips(db, seedTips((key) => seedId('tip', key)));
}

export async function openSearchDb(engine: Engine): Promise<SearchDb> {
  const key = cacheKey();
  if (engine === 'SQLite') {
    const file = join(benchDir, `search-${key}.db`);
    // Older keys (a migration since) are dead weight: remove them.
    for (const name of readdirSync(benchDir)) if (/^search-[0-9a-f]+\.db(-wal|-shm)?$/.test(name) && !name.startsWith(`search-${key}.db`)) rmSync(join(benchDir, name), { force: true });
    let seededSeconds: number | undefined;
    if (!existsSync(file)) {
      const partial = join(benchDir, `search-${key}.partial-${process.pid}.db`);
      const db = createDb(`sqlite:${partial}`);
      try {
        seededSeconds = await seed(db, 'SQLite', 'SQLite');
        await db.executeQuery(CompiledQuery.raw('pragma wal_checkpoint(truncate)'));
      } finally {
        await db.destroy();
      }
      for (const suffix of ['-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
      renameSync(partial, file);
    }
    const url = `sqlite:${file}`;
    const db = createDb(url);
    // Later migrations would only matter after a key change, but a run must never work on a stale schema.
    await migrateToLatest(db);
    await ensureTips(db);
    return { db, url, seededSeconds, where: file };
  }

  const schema = `bench_search_${key}`;
  // One seeding at a time across engineers sharing this server; the others wait and then reuse it.
  const lock = new pg.Client({ connectionString: pgBaseUrl() });
  await lock.connect();
  let seededSeconds: number | undefined;
  try {
    await lock.query("select pg_advisory_lock(hashtext('musawo-bench-search-seed'))");
    const done = await pgAdmin(async (c) => {
      const exists = await c.query('select 1 from information_schema.tables where table_schema = $1 and table_name = $2', [schema, 'bench_meta']);
      if (exists.rowCount === 0) return false;
      const row = await c.query(`select value from ${schema}.bench_meta where key = 'seeded'`);
      return row.rowCount === 1;
    });
    if (!done) {
      await pgAdmin(async (c) => {
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.query(`create schema ${schema}`);
      });
      const db = createDb(pgBaseUrl(), { searchPath: schema, poolSize: 4 });
      try {
        seededSeconds = await seed(db, 'PostgreSQL', `PostgreSQL schema ${schema}`);
      } finally {
        await db.destroy();
      }
      await pgAdmin(async (c) => {
        await c.query(`create table ${schema}.bench_meta (key text primary key, value text not null)`);
        await c.query(`insert into ${schema}.bench_meta values ('seeded', $1)`, [new Date().toISOString()]);
      });
    }
    // Still under the lock: two runs must not both add the tips.
    const db = createDb(pgBaseUrl(), { searchPath: schema, poolSize: 4 });
    try {
      await migrateToLatest(db);
      await ensureTips(db);
    } catch (err) {
      await db.destroy();
      throw err;
    }
    return { db, url: pgUrlWithSchema(schema), seededSeconds, where: `schema ${schema}` };
  } finally {
    await lock.end();
  }
}

export interface Throwaway {
  url: string;
  open(): Db;
  drop(): Promise<void>;
}

/** An empty database for one run: a temporary SQLite file under .tmp/bench, or a bench_run_<random> schema. */
export async function throwaway(engine: Engine, name: string): Promise<Throwaway> {
  if (engine === 'SQLite') {
    const file = join(benchDir, `${name}-${process.pid}.db`);
    const url = `sqlite:${file}`;
    return {
      url,
      open: () => createDb(url),
      drop: () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
        return Promise.resolve();
      },
    };
  }
  const schema = `bench_run_${name.replace(/[^a-z0-9]/g, '')}_${randomBytes(4).toString('hex')}`;
  await pgAdmin((c) => c.query(`create schema ${schema}`));
  return {
    url: pgUrlWithSchema(schema),
    open: () => createDb(pgBaseUrl(), { searchPath: schema, poolSize: 10 }),
    drop: () => pgAdmin((c) => c.query(`drop schema if exists ${schema} cascade`)).then(() => undefined),
  };
}
