// `npm run seed:scale -w @musawo/server -- <N>`: adds N synthetic listed doctors (benchmarks). Migrates first;
// adds the specialties when the database has none. All of them share one password (never used to sign in).
import { randomBytes } from 'node:crypto';
import { createPasswordHasher, PRODUCTION_ARGON2 } from '../auth/passwords';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { addScaleDoctors } from '../seed/scale-doctors';

const MAX = 1_000_000;

async function run(): Promise<void> {
  const raw = process.argv[2] ?? '';
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX) {
    console.error(`Usage: npm run seed:scale -w @musawo/server -- <N>   (N doctors to add, 1 to ${MAX.toLocaleString('en-US')})`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const hash = await createPasswordHasher(PRODUCTION_ARGON2).hash(randomBytes(24).toString('base64url'));
    const ms = await addScaleDoctors(db, count, hash, (line) => console.log(line));
    console.log(`Added ${count.toLocaleString('en-US')} doctors in ${(ms / 1000).toFixed(1)} s.`);
  } finally {
    await db.destroy();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
