// Runs an integration suite on every database engine: SQLite always (a temp file per suite), PostgreSQL when
// TEST_DATABASE_URL is set (a fresh schema per suite, because jest runs files in parallel workers).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ActionName, RpcInput, RpcOutput, ServiceName } from '@musawo/shared/contracts';
import { type App, buildApp, type BuildAppOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/create-db';
import { dropSchemaTakingTurns, migrateToLatest } from '../src/db/migrate';
import { type OutboxEntry, readOutbox } from '../src/notify/outbox-adapter';

type EngineName = 'sqlite' | 'postgres';

interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

function createTestClock(start = new Date()): TestClock {
  let t = start.getTime();
  const clock = (() => new Date(t)) as TestClock;
  clock.advance = (ms) => {
    t += ms;
  };
  clock.set = (d) => {
    t = d.getTime();
  };
  return clock;
}

/** What a failed call answers (DESIGN §5), plus whatever a successful one carries. */
interface TestBody {
  success?: boolean;
  message?: string;
  error?: string;
  code?: string;
  field?: string;
  requestId?: string;
  [key: string]: unknown;
}

interface CallOptions {
  token?: string;
  /** Defaults to a random address per call, so per-IP limits only bite when a test pins one. */
  ip?: string;
  headers?: Record<string, string>;
}

interface CallResult {
  status: number;
  body: TestBody;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface Harness {
  engine: EngineName;
  app: App;
  db: Db;
  config: Config;
  /** The database's URL as another process opens it (the release tools): on PostgreSQL, with the suite's schema. */
  url: string;
  clock: TestClock;
  call(service: string, action: string, fields?: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  /** A call that must succeed; answers the catalogue's typed output. */
  ok<S extends ServiceName, A extends ActionName<S>>(service: S, action: A, input: RpcInput<S, A>, options?: CallOptions): Promise<RpcOutput<S, A>>;
  outbox(to: string): Promise<OutboxEntry[]>;
}

export interface EngineOptions {
  /** A function when a value is only known once the file's own beforeAll ran (a port). */
  env?: Record<string, string> | (() => Record<string, string>);
  app?: Omit<BuildAppOptions, 'config' | 'db'>;
}

export const randomIp = (): string => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function openEngine(engine: EngineName): Promise<{ url: string; db: Db; cleanup(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'musawo-test-'));
    const url = `sqlite:${join(dir, 'test.db')}`;
    const db = createDb(url);
    return {
      url,
      db,
      cleanup: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (base === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb(base, { searchPath: schema, poolSize: 4 });
  return {
    url: `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    db,
    cleanup: async () => {
      await db.destroy();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropSchemaTakingTurns(dropper, schema);
      await dropper.end();
    },
  };
}

function enginesUnderTest(): EngineName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * Declares `name` once per engine; `fn` gets a getter for the suite's harness (ready inside tests and hooks) and the
 * engine's name (for a test only one engine has a thing to test).
 */
export function describeEngines(name: string, fn: (h: () => Harness, engine: EngineName) => void, options: EngineOptions = {}): void {
  for (const engine of enginesUnderTest()) {
    describe(`${name} [${engine}]`, () => {
      let harness: Harness | undefined;
      let cleanup: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        const opened = await openEngine(engine);
        cleanup = opened.cleanup;
        await migrateToLatest(opened.db);
        const env = typeof options.env === 'function' ? options.env() : options.env;
        const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: opened.url, ...env });
        const clock = createTestClock();
        const app = await buildApp({ now: clock, ...options.app, config, db: opened.db });
        const call: Harness['call'] = async (service, action, fields = {}, callOptions = {}) => {
          const headers: Record<string, string> = { 'content-type': 'application/json', ...callOptions.headers };
          if (callOptions.token !== undefined) headers.authorization = `Bearer ${callOptions.token}`;
          const res = await app.inject({
            method: 'POST',
            url: '/api/v1',
            headers,
            payload: JSON.stringify({ SERVICE: service, ACTION: action, ...fields }),
            remoteAddress: callOptions.ip ?? randomIp(),
          });
          return { status: res.statusCode, body: res.json<TestBody>(), headers: res.headers };
        };
        harness = {
          engine,
          app,
          db: opened.db,
          config,
          url: opened.url,
          clock,
          call,
          async ok(service, action, input, callOptions) {
            const res = await call(service, action, input as Record<string, unknown>, callOptions);
            if (res.status !== 200) throw new Error(`${service}/${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
            return res.body as never;
          },
          outbox: (to) => readOutbox(opened.db, to),
        };
      });

      afterAll(async () => {
        await harness?.app.close();
        await cleanup?.();
      });

      fn(() => {
        if (harness === undefined) throw new Error('the harness is used before beforeAll ran');
        return harness;
      }, engine);
    });
  }
}
