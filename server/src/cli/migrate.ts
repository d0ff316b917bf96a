// `npm run migrate -w @musawo/server`: bring DATABASE_URL's schema to the latest migration.
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';

async function run(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    const { applied } = await migrateToLatest(db);
    console.log(applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
  } finally {
    await db.destroy();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
