// What browsers report about loading the remotes (issue 28): one row per load or failure, so operations can see
// each live and canary version's health (`npm run remotes`) and a failing canary is ended automatically. No
// personal data: no user, address, page path or query string; the error text is trimmed and scrubbed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    /** 'load' (the remote's code arrived, or did not) or 'render' (it threw while rendering). */
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('remote_reports_at').on('remote_reports').columns(['at', 'app', 'version']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_reports').execute();
}
