import { Migrator, sql } from 'kysely';
import { engineOf, type Db } from './create-db';
import { migrations } from './migrations/index';

export interface MigrationOutcome {
  applied: string[];
}

/**
 * On PostgreSQL the migrator's own tables live in the connection's current schema, named explicitly: without a
 * schema, Kysely looks for its lock table by name in every schema, finds another schema's (a test suite's, or
 * another app's on a shared server), skips creating its own and then fails to lock.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (engineOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * PostgreSQL: schema migrations and schema drops on one server take turns under this advisory lock. Kysely's migrator
 * lists the tables of every schema to find its own; a schema dropped meanwhile (a test suite's cleanup, another
 * app's) makes that catalogue query fail with "relation ... does not exist". `dropSchemaTakingTurns` drops under it.
 */
const SCHEMA_CHANGE_LOCK = 4_871_113;

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationOutcome> {
  if (engineOf(db) !== 'postgres') return migrateOn(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(conn);
    try {
      return await migrateOn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(conn);
    }
  });
}

/** Drops a PostgreSQL schema (a throwaway one: a test suite's, a benchmark's) in turn with migrations. */
export async function dropSchemaTakingTurns(client: { query(text: string): Promise<unknown> }, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  await client.query(`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`);
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.query(`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`);
  }
}

async function migrateOn(db: Db): Promise<MigrationOutcome> {
  const migrationTableSchema = await migrationSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
