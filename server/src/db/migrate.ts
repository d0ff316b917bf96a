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

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationOutcome> {
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
