// Reports of remote loads from browsers (migration 007): written by system/reportRemoteLoads, read by the canary
// guard and `npm run remotes` (cli/remote-health.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';

export interface RemoteReport {
  app: string;
  version: string;
  phase: 'load' | 'render';
  ok: boolean;
  error: string | null;
}

/** Loads (attempts to load a version's code) and failures (loads that failed, and render failures) since a time. */
export interface VersionHealth {
  app: string;
  version: string;
  loads: number;
  failures: number;
}

export async function insertRemoteReports(db: Db, reports: readonly RemoteReport[], now: Date): Promise<void> {
  if (reports.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('remote_reports')
    .values(reports.map((r) => ({ id: randomUUID(), app: r.app, version: r.version, phase: r.phase, ok: r.ok ? 1 : 0, error: r.error, at })))
    .execute();
}

export async function healthSince(db: Db, since: Date): Promise<VersionHealth[]> {
  const rows = await db
    .selectFrom('remote_reports')
    .select([
      'app',
      'version',
      sql<number>`sum(case when phase = 'load' then 1 else 0 end)`.as('loads'),
      sql<number>`sum(case when ok = 0 then 1 else 0 end)`.as('failures'),
    ])
    .where('at', '>=', since.toISOString())
    .groupBy(['app', 'version'])
    .orderBy('app')
    .orderBy('version')
    .execute();
  return rows.map((r) => ({ app: r.app, version: r.version, loads: Number(r.loads), failures: Number(r.failures) }));
}

/** Reports are kept a week: enough to look back on a release, not a history of anyone's visits. */
export async function deleteRemoteReportsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('remote_reports').where('at', '<', before.toISOString()).execute();
}
