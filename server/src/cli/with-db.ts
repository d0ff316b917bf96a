// The frame of a command that works on the database: the configured database, migrated, handed to `work`; then
// closed, and the process exits with `work`'s code (1 on an error, printed).
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';

export function runWithDb(work: (db: Db) => Promise<number>): void {
  const run = async (): Promise<number> => {
    const db = createDb(loadConfig().databaseUrl);
    try {
      await migrateToLatest(db);
      return await work(db);
    } finally {
      await db.destroy();
    }
  };
  run().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
