// Kill -9 between the wallet's debit and the provider call (issue 47, ADR 206): the real server in a child
// process takes a withdrawal, commits the debit and the payout, and is killed while MTN's transfer request is
// in flight. A second server on the same database resends it (same reference) and settles it exactly once.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createPasswordHasher, TEST_ARGON2 } from '../auth/passwords';
import { insertUser } from '../auth/users-repo';
import { createDb, type Db } from '../db/create-db';
import { dropSchemaTakingTurns } from '../db/migrate';
import { checkLedger, walletAccountId } from '../wallet/ledger';
import { giveEarnings } from '../../test/payout-helpers';
import { type ServerProcess, spawnServer, until } from '../../test/processes';

const linuxOnly = process.platform === 'linux' ? describe : describe.skip;

/** A fake MTN MoMo (token, transfer, transfer status) whose transfer requests can be held unanswered. */
function fakeMtn() {
  const transfers: string[] = [];
  let hold = true;
  let onTransfer: (() => void) | undefined;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const url = req.url ?? '';
      if (url.endsWith('/token/')) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'tok', expires_in: 3600 }));
      if (req.method === 'POST' && url === '/disbursement/v1_0/transfer') {
        transfers.push(String(req.headers['x-reference-id']));
        onTransfer?.();
        if (hold) return; // never answered: the server is killed while waiting
        return res.writeHead(transfers.filter((t) => t === transfers[0]).length > 1 ? 409 : 202).end();
      }
      if (req.method === 'GET' && url.startsWith('/disbursement/v1_0/transfer/')) {
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'SUCCESSFUL', financialTransactionId: 'MTN-777' }));
      }
      return res.writeHead(404).end();
    });
  });
  return {
    server,
    transfers,
    release() {
      hold = false;
    },
    nextTransfer: () => new Promise<void>((r) => (onTransfer = r)),
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (a schema of its own, named in the URL for the child). */
const engines = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

async function databaseFor(engine: 'sqlite' | 'postgres', dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { url: `sqlite:${join(dir, 'musawo.db')}`, drop: () => Promise.resolve() };
  const base = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await dropSchemaTakingTurns(client, schema);
    await client.end();
  };
  return { url, drop };
}

for (const engine of engines)
linuxOnly(`payout: kill -9 between the debit and the provider call [${engine}]`, () => {
  let dir: string;
  let db: Db;
  let mtn: ReturnType<typeof fakeMtn>;
  const servers: ServerProcess[] = [];
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'musawo-payout-crash-'));
    database = await databaseFor(engine, dir);
    mtn = fakeMtn();
    await new Promise<void>((r) => mtn.server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    mtn.server.closeAllConnections();
    await new Promise((r) => mtn.server.close(r));
    await db?.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses nothing: the payout stays debited and unsent, and the next server pays it once', async () => {
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      DEPLOY_DIR: join(dir, 'none'),
      REDIS_URL: '',
      SEED_DEMO: 'off',
      JWT_SECRET: 'payout-crash-test-secret-0123456789abcdef',
      PAYMENTS_PROVIDER: 'live',
      MTN_BASE_URL: `http://127.0.0.1:${(mtn.server.address() as AddressInfo).port}`,
      MTN_SUBSCRIPTION_KEY: 'k', MTN_API_USER: 'u', MTN_API_KEY: 'a',
      MTN_DISBURSEMENT_SUBSCRIPTION_KEY: 'dk', MTN_DISBURSEMENT_API_USER: 'du', MTN_DISBURSEMENT_API_KEY: 'da',
      MTN_TARGET_ENVIRONMENT: 'mtnuganda',
    };
    const first = await spawnServer(env);
    servers.push(first);
    db = createDb(env.DATABASE_URL);
    const now = new Date();
    const hash = await createPasswordHasher(TEST_ARGON2).hash('Kampala#2026');
    const at = now.toISOString();
    const doctorId = await insertUser(db, { userType: 'doctor', name: 'Dr. Crash', email: 'crash.doctor@musawo.test', phone: '+256772100200', passwordHash: hash, dateOfBirth: '1980-01-01', gender: 'female', emailVerifiedAt: at, phoneVerifiedAt: at }, now);
    const patientId = await insertUser(db, { userType: 'patient', name: 'Pat', email: 'crash.patient@musawo.test', phone: '+256772100201', passwordHash: hash, dateOfBirth: '1990-01-01', gender: 'male', emailVerifiedAt: at, phoneVerifiedAt: at }, now);
    await giveEarnings(db, doctorId, patientId, 50_000, 1, now);

    const rpc = async (base: string, service: string, action: string, body: Record<string, unknown>, token?: string) => {
      const res = await fetch(`${base}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ SERVICE: service, ACTION: action, ...body }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const login = await rpc(first.base, 'auth', 'login', { emailOrPhone: 'crash.doctor@musawo.test', password: 'Kampala#2026' });
    const token = String((login.body.tokens as { access: { token: string } }).access.token);

    const arrived = mtn.nextTransfer();
    const pending = rpc(first.base, 'Payout', 'withdraw', { amount: 15_000, provider: 'MTN', idempotencyKey: 'crash-withdrawal-1' }, token).catch(() => undefined);
    await arrived;
    first.child.kill('SIGKILL');
    await new Promise((r) => (first.child.exitCode !== null || first.child.signalCode !== null ? r(undefined) : first.child.once('exit', r)));
    await pending;

    const row = await db.selectFrom('payouts').selectAll().where('user_id', '=', doctorId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', provider_state: 'UNSENT' });
    const balance = async () => Number((await db.selectFrom('ledger_accounts').select('balance').where('id', '=', walletAccountId(doctorId)).executeTakeFirstOrThrow()).balance);
    expect(await balance()).toBe(35_000);

    // The dead process's claim on the payout is a 30 s lease; the test lets it run out at once instead of waiting.
    expect(Date.parse(row.next_check_at)).toBeGreaterThan(Date.now());
    await db.updateTable('payouts').set({ next_check_at: new Date(Date.now() - 1_000).toISOString() }).where('id', '=', row.id).execute();
    mtn.release();
    const second = await spawnServer(env);
    servers.push(second);
    await until('the restarted server to settle the payout', async () => {
      const r = await db.selectFrom('payouts').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
      return r.status === 'SUCCESS' ? true : undefined;
    });
    // The resend carried the same reference as the request the first process died in.
    expect(new Set(mtn.transfers)).toEqual(new Set([row.id]));
    expect(await balance()).toBe(35_000);
    const paid = await db.selectFrom('ledger_postings').select('id').where('idempotency_key', '=', `payout:${row.id}:paid`).execute();
    expect(paid).toHaveLength(1);
    expect(await db.selectFrom('payouts').select('provider_transaction_id').where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual({ provider_transaction_id: 'MTN-777' });
    expect(await checkLedger(db)).toEqual({ balances: 0, entries: 0, drifted: [] });
  }, 90_000);
});
