// The Fastify application, without listening: main.ts listens, tests inject.
import { dirname, join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import * as z from 'zod/mini';
import { createPasswordHasher, PRODUCTION_ARGON2, TEST_ARGON2 } from './auth/passwords';
import type { Config } from './config';
import type { Db } from './db/create-db';
import { registerDevRoutes } from './dev/outbox-route';
import { registerUssdSimulator } from './dev/ussd-simulator';
import { AppError } from './errors';
import { createLogger, OneLineRequestLog } from './logging';
import { RateLimiter } from './lib/rate-limiter';
import { createBackground } from './lib/background';
import { registerSecurityHeaders } from './lib/helmet';
import { deriveKeys } from './lib/secrets';
import { type Clock, systemClock } from './lib/time';
import type { FetchLike } from './notify/africas-talking-adapter';
import { registerTopUpJobs } from './payments/top-up-notifications';
import { createNotifier } from './notify/create-notifier';
import type { Notifier } from './notify/port';
import { allProcedures } from './procedures/index';
import { registerGateway } from './rpc/gateway';
import type { AnyProcedure, AppServices } from './rpc/procedure';
import { registerCanaryGuard } from './release/canary-guard';
import { createArtifacts } from './release/artifact-cache';
import { createArtifactStore, deploymentOf } from './release/artifact-store';
import { createDeployState, type DeployStateReader } from './release/deploy-state';
import { listenForRegistryChanges } from './release/registry-listener';
import { importFolderRegistry } from './release/registry-import';
import { registerDeployRoutes } from './static/deploy-routes';
import { registerFileServer } from './static/file-server';
import { registerMediaRoutes } from './static/media-routes';
import { registerSeoRoutes, type SeoOptions } from './seo/seo-routes';
import { registerGeneratedMedia } from './static/generated-media-routes';
import { PORTRAITS_PATH, seedPortraitByFile } from './seed/seed-portraits';
import { TIP_STEPS_PATH, tipStepsByFile } from './seed/tip-steps';
import { createPlacesProvider } from './places/create-places-provider';
import { registerAppointmentJobs } from './appointments/appointment-notifications';
import { registerModerationJobs } from './operators/moderation-notifications';
import { createJobRunner } from './jobs/job-runner';
import { registerPaymentsCallback } from './payments/callback-route';
import { registerUssdRoute } from './ussd/ussd-route';
import { registerSmsRoute } from './sms-replies/sms-route';
import { type AdapterFor, createPaymentsAdapters } from './payments/create-payments';
import { createTopUpService } from './payments/top-ups';
import { createDisbursements } from './payments/create-disbursements';
import type { DisbursementFor } from './payments/disbursement-port';
import { createPayoutService } from './payouts/payouts';
import { registerPayoutJobs } from './payouts/payout-notifications';
import { registerConsultJobs } from './consult/consult-notifications';
import { registerConsultSocket } from './consult/consult-socket';
import { registerConsultFiles } from './consult/file-routes';
import { createDiskFileStore, createMemoryFileStore } from './consult/file-store';
import { createS3FileStore } from './consult/s3-file-store';
import { registerApplicationJobs } from './applications/application-notices';
import { registerLicenceCopyRoutes } from './applications/licence-copy-routes';
import { registerLicenceExpiry } from './applications/licence-expiry';
import { registerExportRoute } from './privacy/export-links';
import { registerErasureJob } from './privacy/account-erasure';
import { registerRetention } from './privacy/retention';
import { createConsultRealtime } from './consult/realtime';
import { CONSULT_FRAME_MAX_BYTES } from '@musawo/shared/contracts';

// Messages in English once, at load: zod's default locale object is global.
z.config(z.locales.en());

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Tests move time forward to expire codes and tokens. */
  now?: Clock;
  notifier?: Notifier;
  /** Injected into the SMS adapter (tests). */
  fetch?: FetchLike;
  logStream?: DestinationStream;
  procedures?: readonly AnyProcedure[];
  /** Mobile-money adapters per provider (tests inject fakes); PAYMENTS_PROVIDER decides otherwise. */
  payments?: AdapterFor;
  /** Disbursement adapters per provider (tests inject fakes); PAYMENTS_PROVIDER decides otherwise. */
  disbursements?: DisbursementFor;
  /** How often the job/top-up poller runs when workers are on (WORKERS). */
  workerIntervalMs?: number;
  /** The sitemap's addresses per file and cache time (tests make both small). */
  seo?: Pick<SeoOptions, 'maxUrls' | 'ttlMs'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for tests and CLIs that drive the same code without HTTP. */
    services: AppServices;
    /** What is live, as this process serves it (tests and the benchmark make it look at the database at once). */
    deployState: DeployStateReader;
  }
}

export type App = FastifyInstance;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  // Honour a caller's id (a proxy, the client) so logs line up end to end, but only a sane one.
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

interface ErrorBody {
  success: false;
  error: string;
  message: string;
  code: string;
  field?: string;
  requestId: string;
  /** Seconds, on 429 answers (as the Retry-After header). */
  retryAfter?: number;
}

// Fastify's own client errors, in words a person understands.
function fromFastifyError(err: FastifyError): AppError | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(400, 'BAD_CONTENT_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'BAD_REQUEST', 'The request body is empty: send a JSON object with SERVICE and ACTION.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'BAD_REQUEST', 'The request body length does not match its Content-Length.');
    default:
      break;
  }
  if (err instanceof SyntaxError) return new AppError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  const status = err.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return new AppError(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', err.message);
  return undefined;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const now = options.now ?? systemClock;

  const logger = createLogger(config.logLevel, options.logStream);
  const app = Fastify({
    loggerInstance: logger,
    logController: new OneLineRequestLog(logger),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
  });

  const background = createBackground((name, err) => app.log.error({ err, task: name }, 'background task failed'));
  const jobs = createJobRunner({ db, now, background, log: app.log });
  const topUps = createTopUpService({ db, now, adapters: options.payments ?? createPaymentsAdapters(config, { now }), log: app.log, onSettled: () => jobs.kick() });
  const payouts = createPayoutService({ db, now, adapters: options.disbursements ?? createDisbursements(config, { now }), approvalAbove: config.payments.payoutApprovalAbove, log: app.log, onSettled: () => jobs.kick() });
  // Released versions (issue 46, ADR 306): the store every machine shares, and this machine's verified copy of it.
  const artifacts = createArtifacts(createArtifactStore(config.artifactStore), { cacheDir: config.artifactCacheDir, log: app.log });
  const services: AppServices = {
    artifacts,
    config,
    db,
    now,
    // main.ts passes the configured or kept secret; an app built without one (tests) signs with its own random key.
    keys: deriveKeys(config.jwtSecret ?? randomBytes(32).toString('hex')),
    notifier: options.notifier ?? createNotifier(config, { db, now, ...(options.fetch === undefined ? {} : { fetch: options.fetch }) }),
    limiter: new RateLimiter({
      redisUrl: config.redisUrl,
      enabled: config.rateLimitEnabled,
      onRedisDown: (err) => app.log.warn({ err }, 'Redis unavailable; rate limits fall back to this process'),
    }),
    passwords: createPasswordHasher(config.nodeEnv === 'test' ? TEST_ARGON2 : PRODUCTION_ARGON2),
    background,
    places: createPlacesProvider(config.placesProvider),
    jobs,
    topUps,
    payouts,
    consult: createConsultRealtime({
      redisUrl: config.redisUrl,
      filesDir: config.consult.filesDir,
      objectStore: config.consult.objectStore,
      onBusError: (err) => app.log.warn({ err }, 'Redis unavailable; consultation rooms reach only this process'),
    }),
    // Beside the consultation files (in memory when they are).
    // Beside the consultation files: in the same object store under licence-copies/, or a folder next to theirs.
    licenceCopies:
      config.consult.objectStore !== undefined
        ? createS3FileStore({ ...config.consult.objectStore, prefix: `${config.consult.objectStore.prefix}licence-copies/` })
        : config.consult.filesDir === undefined
          ? createMemoryFileStore()
          : createDiskFileStore(join(dirname(config.consult.filesDir), 'licence-copies')),
  };
  registerAppointmentJobs(jobs, { db, notifier: services.notifier, now });
  registerTopUpJobs(jobs, { db, notifier: services.notifier });
  registerPayoutJobs(jobs, { db, notifier: services.notifier });
  registerModerationJobs(jobs, { db, notifier: services.notifier });
  registerConsultJobs(jobs, { db, notifier: services.notifier, publicUrl: config.publicUrl });
  registerApplicationJobs(jobs, { db, notifier: services.notifier, keys: services.keys, now, publicUrl: config.publicUrl });
  registerLicenceExpiry(jobs, { db, notifier: services.notifier, now });
  registerErasureJob(jobs, { db, files: services.consult.files, notifier: services.notifier, now, log: app.log });
  registerRetention(jobs, { db, files: services.consult.files, licenceCopies: services.licenceCopies, now, log: app.log });
  jobs.onTick('top-ups', async () => {
    await topUps.pollDue();
  });
  jobs.onTick('payouts', async () => {
    await payouts.pollDue();
  });
  app.decorate('services', services);

  // helmet's headers on every response; API answers (everything under /api/) carry the subset that guards JSON (ADR 302).
  await registerSecurityHeaders(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appError = err instanceof AppError ? err : fromFastifyError(err);
    if (appError === undefined) request.log.error({ err }, 'unhandled error');
    else if (appError.status >= 500) request.log.error({ err }, appError.message);
    const status = appError?.status ?? 500;
    const message = appError?.message ?? 'Something went wrong on our side. Please try again.';
    const body: ErrorBody = { success: false, error: message, message, code: appError?.code ?? 'INTERNAL', requestId: request.id };
    if (appError?.field !== undefined) body.field = appError.field;
    if (appError?.retryAfter !== undefined) {
      reply.header('retry-after', String(appError.retryAfter));
      body.retryAfter = appError.retryAfter;
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { success: false, error: 'Not found', message: 'Not found', code: 'NOT_FOUND', requestId: request.id };
    return reply.code(404).send(body);
  });

  // Without CORS_ORIGINS no other origin may call: the plugin then adds no header and answers no preflight.
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // Compression only where a route asks for it (the gateway's answers, ADR 304); never request bodies. Static
  // files go out precompressed (file-server.ts), as they were built.
  await app.register(fastifyCompress, { global: false });
  await registerFileServer(app);

  // Consultation sockets (issue 33): a frame over CONSULT_FRAME_MAX_BYTES closes the socket (1009).
  await app.register(fastifyWebsocket, { options: { maxPayload: CONSULT_FRAME_MAX_BYTES } });
  registerConsultSocket(app, services);
  await registerConsultFiles(app, services);
  await registerLicenceCopyRoutes(app, services);
  registerExportRoute(app, services);
  registerGateway(app, services, options.procedures ?? allProcedures);
  if (config.nodeEnv !== 'production') registerDevRoutes(app, db);
  if (config.nodeEnv !== 'production') await registerUssdSimulator(app, services);
  registerPaymentsCallback(app, topUps, jobs);
  await registerUssdRoute(app, services);
  await registerSmsRoute(app, services);
  registerMediaRoutes(app, config.root);
  registerGeneratedMedia(app, PORTRAITS_PATH, seedPortraitByFile);
  registerGeneratedMedia(app, TIP_STEPS_PATH, tipStepsByFile);
  // Before the page fallback (`/*`) of the deploy routes: these two are not pages of the app (issue 44).
  registerSeoRoutes(app, { db, publicUrl: config.publicUrl, now, ...options.seo });
  const deployment = deploymentOf(config.artifactStore);
  const exportDir = config.artifactStore.kind === 'file' ? config.artifactStore.dir : undefined;
  const woken = config.redisUrl !== undefined || !config.databaseUrl.startsWith('sqlite:');
  const deploy = createDeployState({
    db,
    deployment,
    artifacts,
    log: app.log,
    // Woken at each change on PostgreSQL or Redis: the periodic look is a safety net there. SQLite (one machine)
    // looks before each read: an in-process read of one row.
    pollMs: 1_000,
    lookOnRead: config.databaseUrl.startsWith('sqlite:'),
    cacheKeep: config.artifactCacheKeep,
    // A deploy folder from before the registry moved (or copied from one): its remotes.json is the registry.
    ...(exportDir === undefined ? {} : { bootstrap: () => importFolderRegistry(db, deployment, exportDir, { now }) }),
  });
  registerDeployRoutes(app, deploy, artifacts, { repoRoot: config.root, publicUrl: config.publicUrl, db, now });
  app.decorate('deployState', deploy);
  registerCanaryGuard(jobs, { db, deployment, exportDir, redisUrl: config.redisUrl, rule: config.canaryGuard, now, log: app.log, read: deploy.read });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    deploy.start();
    if (woken) stopListening = listenForRegistryChanges({ databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, deployment, onChange: () => void deploy.refresh(), log: app.log });
  });

  // The poller resumes whatever a previous process left pending (top-ups, due jobs) as soon as we are up.
  if (config.workers) app.addHook('onReady', async () => jobs.start(options.workerIntervalMs ?? 2_000));

  app.addHook('onClose', async () => {
    await stopListening?.();
    await deploy.stop();
    await jobs.stop();
    await services.background.idle();
    await services.notifier.close();
    await services.limiter.close();
    await services.consult.close();
  });

  return app;
}
