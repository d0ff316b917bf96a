// The jobs table: the queue on every setup (SQLite alone, or PostgreSQL with Redis; see ADR 201). A job is
// written in the same transaction as the change that calls for it, so a commit without its notification or
// reminder cannot happen; a worker claims a due job with a guarded UPDATE, so two workers never both run it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** At most one job per key, ever (e.g. `reminder:<appointment>:24h`). */
  dedupeKey?: string;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export async function enqueueJobs(db: Db, jobs: readonly NewJob[], now: Date): Promise<void> {
  if (jobs.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('jobs')
    .values(
      jobs.map((j) => ({
        id: randomUUID(),
        kind: j.kind,
        payload: JSON.stringify(j.payload),
        status: 'PENDING' as const,
        run_at: j.runAt.toISOString(),
        attempts: 0,
        locked_until: null,
        last_error: null,
        dedupe_key: j.dedupeKey ?? null,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Cancels jobs that have not started, by dedupe key prefix (e.g. every reminder of one appointment). */
export async function cancelPendingJobs(db: Db, dedupePrefix: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'CANCELLED', updated_at: now.toISOString() })
    .where('dedupe_key', 'like', `${dedupePrefix.replace(/[%_]/g, '')}%`)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function parsePayload(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Claims up to `limit` due jobs for `leaseMs`. A RUNNING job whose lease ran out (its worker died) is due
 * again. Each claim is its own guarded UPDATE: only one worker sees 1 row affected.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload', 'attempts', 'status', 'locked_until'])
    .where((eb) => eb.or([eb.and([eb('status', '=', 'PENDING'), eb('run_at', '<=', at)]), eb.and([eb('status', '=', 'RUNNING'), eb('locked_until', '<', at)])]))
    .orderBy('run_at')
    .limit(limit)
    .execute();
  const claimed: ClaimedJob[] = [];
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  for (const c of candidates) {
    let q = db
      .updateTable('jobs')
      .set({ status: 'RUNNING', locked_until: lockedUntil, attempts: sql`attempts + 1`, updated_at: at })
      .where('id', '=', c.id)
      .where('status', '=', c.status);
    q = c.locked_until === null ? q.where('locked_until', 'is', null) : q.where('locked_until', '=', c.locked_until);
    const result = await q.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ id: c.id, kind: c.kind, payload: parsePayload(c.payload), attempts: c.attempts + 1 });
  }
  return claimed;
}

export async function finishJob(db: Db, id: string, status: 'DONE' | 'FAILED' | 'CANCELLED', now: Date, error?: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status, locked_until: null, last_error: error ?? null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'RUNNING')
    .execute();
}

export async function retryJob(db: Db, id: string, runAt: Date, now: Date, error: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'PENDING', run_at: runAt.toISOString(), locked_until: null, last_error: error.slice(0, 1000), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'RUNNING')
    .execute();
}

/** Records a running job's progress (e.g. which messages already went out) so a retry can skip it. */
export async function saveJobPayload(db: Db, id: string, payload: Record<string, unknown>): Promise<void> {
  await db.updateTable('jobs').set({ payload: JSON.stringify(payload) }).where('id', '=', id).where('status', '=', 'RUNNING').execute();
}
