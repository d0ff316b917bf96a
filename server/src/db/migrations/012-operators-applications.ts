// Operators (issue 47, ADR 107): a third kind of account, `operator`, that no sign-up can create; each operator
// sign-in's last activity (the session ends after 30 minutes idle); and the operators' activity record, which
// nothing updates or deletes.
//
// SQLite cannot alter a CHECK constraint, so `users` is rebuilt the way SQLite documents it (ALTER TABLE, "making
// other kinds of table schema changes"): foreign keys off (a DROP TABLE would otherwise cascade into every child
// table), create the new table from the current one's own SQL with the wider check, copy, drop, rename, recreate its
// indexes, check the foreign keys, foreign keys on. Migrations on SQLite do not run inside a transaction (Kysely),
// so the pragma takes effect and the rebuild gets a transaction of its own.
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../create-db';

const OLD_CHECK = "user_type in ('patient', 'doctor')";
const NEW_CHECK = "user_type in ('patient', 'doctor', 'operator')";

async function rebuildSqliteUsers(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(trx);
      const createSql = table.rows[0]?.sql;
      if (createSql === undefined || !createSql.includes(from)) throw new Error(`users: expected the check "${from}"`);
      const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(trx);
      const created = createSql.replace(from, to).replace(/^CREATE TABLE\s+("users"|users)/i, 'CREATE TABLE users_012');
      await sql.raw(created).execute(trx);
      await sql`insert into users_012 select * from users`.execute(trx);
      await sql`drop table users`.execute(trx);
      await sql`alter table users_012 rename to users`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('users: foreign keys broken by the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function setUserTypeCheck(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table users drop constraint users_user_type_check`.execute(db);
    await sql.raw(`alter table users add constraint users_user_type_check check (${to})`).execute(db);
  } else {
    await rebuildSqliteUsers(db, from, to);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setUserTypeCheck(db, OLD_CHECK, NEW_CHECK);

  // One row per operator sign-in (its refresh-token family): when it was last used.
  await db.schema
    .createTable('operator_sessions')
    .addColumn('family_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Who did what, when and why. Append only: the code has no update or delete of it.
  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_actions_created').on('operator_actions').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_actions').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await sql`delete from users where user_type = 'operator'`.execute(db);
  await setUserTypeCheck(db, NEW_CHECK, OLD_CHECK);
}
