// A write transaction that survives PostgreSQL's own concurrency answers. Row locks are taken in one order
// (see wallet/ledger.ts), but a deadlock or serialization failure is still PostgreSQL's right to declare; the
// whole unit is then retried from the start, which is safe because nothing was committed.
import type { Transaction } from 'kysely';
import type { Db } from './create-db';
import type { Database } from './schema';

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has(String((err as { code?: unknown }).code));
}

export async function withTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (!isRetryable(err) || attempt >= MAX_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}
