// `npm run serve -w @musawo/server`: migrate, seed an empty database with the demo accounts, listen.
// With SERVER_PROCESSES above 1 (ADR 303) this process prepares the database once, then runs that many server
// processes that share the port (node:cluster), and restarts one that dies.
import cluster, { type Worker } from 'node:cluster';
import { buildApp, type App } from './app';
import { type Config, loadConfig } from './config';
import { ensureSigningSecret } from './security/signing-secret';
import { asyncStdout } from './logging';
import { createDb, type Db } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoDataIfEmpty } from './seed/demo-data';

/** A server process that died this many times within RESTART_WINDOW_MS is not started again: the whole server stops. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 1_000;
const FORCE_EXIT_MS = 10_000;

/** Logs go to stdout through pino's asynchronous destination, which pino flushes on exit (ADR 302). */
function build(config: Config, db: Db): Promise<App> {
  return buildApp({ config, db, logStream: asyncStdout() });
}

/** Migrates, builds the app, and seeds an empty database with the demo accounts when asked to. */
async function prepared(config: Config, db: Db): Promise<App> {
  await migrateToLatest(db);
  const app = await build(config, db);
  if (config.seedDemo) await seedDemoDataIfEmpty({ db, now: app.services.now, passwords: app.services.passwords, log: app.log });
  return app;
}

function runningLine(config: Config, extra = ''): string {
  const engine = config.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL';
  return `Musawo is running at ${config.publicUrl} (${engine}, serving ${config.deployDir}${extra})`;
}

function onSignals(stop: (signal: string) => void): void {
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** One server process: listens until a signal, then lets in-flight requests finish and releases the database. */
async function serve(config: Config, prepare: boolean): Promise<void> {
  const db = createDb(config.databaseUrl);
  const app = prepare ? await prepared(config, db) : await build(config, db);

  let closing = false;
  onSignals((signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    force.unref();
    app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });

  await app.listen({ host: config.host, port: config.port });
  if (cluster.isPrimary) app.log.info(runningLine(config));
}

/**
 * The parent of SERVER_PROCESSES server processes: migrates and seeds once, starts them, restarts one that dies
 * (unless it keeps dying), and passes SIGTERM/SIGINT on. Background jobs run in the first process only: the
 * others are started with WORKERS=off (a claimed job is never run twice anyway: jobs-repo claims are guarded).
 */
async function supervise(config: Config): Promise<void> {
  const db = createDb(config.databaseUrl);
  const app = await prepared({ ...config, workers: false }, db);
  const log = app.log;
  await app.close();
  await db.destroy();
  if (config.rateLimitEnabled && config.redisUrl === undefined) {
    log.warn(`rate limits are kept in each of the ${config.processes} server processes: a client can make up to ${config.processes} times as many attempts; set REDIS_URL to share them`);
  }

  let stopping = false;
  let exitCode = 0;
  const alive = new Set<Worker>();
  const restarts: number[] = [];
  const start = (index: number): Worker => {
    const worker = cluster.fork(index === 0 ? {} : { WORKERS: 'off' });
    alive.add(worker);
    worker.on('exit', (code, signal) => {
      alive.delete(worker);
      if (stopping) {
        if (alive.size === 0) process.exit(exitCode);
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && (restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        log.fatal({ exitCode: code, signal }, `server processes died ${restarts.length} times within a minute: stopping`);
        exitCode = 1;
        stop('restarts');
        return;
      }
      log.error({ exitCode: code, signal, index }, 'a server process died: starting another');
      setTimeout(() => {
        if (!stopping) start(index);
      }, RESTART_DELAY_MS);
    });
    return worker;
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS + 1_000);
    force.unref();
    if (alive.size === 0) process.exit(exitCode);
    for (const w of alive) w.process.kill('SIGTERM');
  };
  onSignals(stop);

  // Counted on the cluster, not per worker: a process that dies before it listens is replaced by another.
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.processes) log.info(runningLine(config, `, ${config.processes} server processes`));
  });
  for (let i = 0; i < config.processes; i++) start(i);
}

async function main(): Promise<void> {
  const config = ensureSigningSecret(loadConfig());
  if (config.processes === 1) return serve(config, true);
  if (cluster.isPrimary) return supervise(config);
  return serve(config, false);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
