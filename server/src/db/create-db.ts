// The only place that knows which engine is in use. Everything else talks Kysely and gets the same JS types
// back from both engines (numbers for int8/numeric, ISO strings for timestamps).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { ImmediateSqliteDialect, withStatementCache } from './sqlite-dialect';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface CreateDbOptions {
  /** PostgreSQL only: the schema searched first (tests give each suite its own schema). */
  searchPath?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

function int8ToNumber(value: string): number {
  const n = Number(value);
  // Money is integer UGX and counts are small; anything beyond 2^53 is a bug worth failing loudly on.
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} does not fit a JS number`);
  return n;
}

const pgParsers = new Map<number, (value: string) => unknown>([
  [PG_INT8, int8ToNumber],
  [PG_NUMERIC, (v) => Number(v)],
  // SQLite stores dates as text; keep PostgreSQL's the same instead of letting pg build local-time Dates.
  [PG_DATE, (v) => v],
  [PG_TIMESTAMP, (v) => new Date(`${v.replace(' ', 'T')}Z`).toISOString()],
  [PG_TIMESTAMPTZ, (v) => new Date(v).toISOString()],
]);

const pgTypes = {
  getTypeParser: ((oid: number, format?: string) => pgParsers.get(oid) ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export function createDb(url: string, options: CreateDbOptions = {}): Db {
  if (isPostgresUrl(url)) {
    if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) throw new Error('invalid search path');
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      types: pgTypes,
      ...(options.searchPath === undefined ? {} : { options: `-c search_path=${options.searchPath}` }),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!url.startsWith('sqlite:')) throw new Error('DATABASE_URL must be sqlite:<path> or postgres://...');
  const path = url.slice('sqlite:'.length);
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  if (!memory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL + NORMAL is durable across application crashes; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
}

// Compiled once: the ping is the same on every call and on both engines (Kysely rebuilt and recompiled the
// `sql` template each time, ~0.7 µs of the readiness check).
const PING = CompiledQuery.raw('select 1');

/** Answers only when the database does (the health check). */
export async function pingDb(db: Db): Promise<void> {
  await db.executeQuery(PING);
}

export function engineOf(db: Kysely<unknown> | Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
