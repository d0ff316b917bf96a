import { Migrator } from 'kysely';
import type { Db } from './create-db';
import { migrations } from './migrations/index';

export interface MigrationOutcome {
  applied: string[];
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
