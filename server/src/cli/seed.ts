// `npm run seed -w @musawo/server`: migrate, then seed the demo data if the database has no users.
import { createPasswordHasher, PRODUCTION_ARGON2 } from '../auth/passwords';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { seedDemoDataIfEmpty } from '../seed/demo-data';

const log = { info: (_obj: object, msg?: string) => console.log(msg) };

async function run(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const seeded = await seedDemoDataIfEmpty({ db, now: () => new Date(), passwords: createPasswordHasher(PRODUCTION_ARGON2), log });
    console.log(seeded ? 'Seeded the demo accounts (patient@musawo.test, doctor@musawo.test).' : 'The database already has users: nothing seeded.');
  } finally {
    await db.destroy();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
