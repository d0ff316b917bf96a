// The release registry in the database (issue 46, ADR 306): what deploy/remotes.json and deploy/releases.json held,
// as rows every machine of a site shares. One registry per deployment (the artifact store's address, e.g.
// `s3://musawo-releases/site/` or `file:/srv/musawo/deploy`), so a development build and the real one kept in the
// same embedded database do not overwrite each other's live versions.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per deployment: the row every change locks, and the revision servers compare to know they are behind.
  await db.schema
    .createTable('deploy_registry')
    .addColumn('deployment', 'text', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  // The live version of each app: the shell (entry null) and each remote (its registry entry, JSON).
  await db.schema
    .createTable('deploy_live')
    .addColumn('deployment', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('shared_major', 'integer', (c) => c.notNull())
    .addColumn('entry', 'text')
    /** The order of the remotes in the registry browsers receive (the manifests' order). */
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('deploy_live_pk', ['deployment', 'app'])
    .execute();
  await db.schema
    .createTable('deploy_canaries')
    .addColumn('deployment', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('since', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('deploy_canaries_pk', ['deployment', 'app'])
    .execute();
  // Every release, canary, promotion and rollback, in the order they were made (`seq` per deployment).
  await db.schema
    .createTable('deploy_history')
    .addColumn('deployment', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    /** What else the entry says (a canary's percent, an automatic end's reason), JSON. */
    .addColumn('detail', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deploy_history_pk', ['deployment', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deploy_history').execute();
  await db.schema.dropTable('deploy_canaries').execute();
  await db.schema.dropTable('deploy_live').execute();
  await db.schema.dropTable('deploy_registry').execute();
}
