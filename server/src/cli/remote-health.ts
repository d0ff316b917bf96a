// Loads and failures per remote version in the last hour, as JSON on stdout (read by `npm run remotes`).
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { healthSince } from '../release/remote-reports-repo';

async function run(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    // A database the server has not started on yet has no reports table: bring it up to date (as the server would).
    await migrateToLatest(db);
    const health = await healthSince(db, new Date(Date.now() - 60 * 60 * 1000));
    process.stdout.write(`${JSON.stringify(health)}\n`);
  } finally {
    await db.destroy();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
