// `npm run serve -w @musawo/server`: migrate, seed an empty database with the demo accounts, listen.
import { buildApp } from './app';
import { loadConfig } from './config';
import { BatchedLogDestination } from './logging';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoDataIfEmpty } from './seed/demo-data';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  await migrateToLatest(db);
  // Lines logged in one event-loop turn go out in one write; what is pending is written on exit (ADR 302).
  const app = await buildApp({ config, db, logStream: new BatchedLogDestination(1).flushOnExit() });
  if (config.seedDemo) await seedDemoDataIfEmpty({ db, now: app.services.now, passwords: app.services.passwords, log: app.log });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then release the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const engine = config.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL';
  app.log.info(`Musawo is running at ${config.publicUrl} (${engine}, serving ${config.deployDir})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
