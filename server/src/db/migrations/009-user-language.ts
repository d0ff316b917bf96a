// The language each person reads Musawo in (issue 34, ADR 016): the interface follows it on sign-in, and their SMS and
// email are written in it. 'en', 'lg' or 'sw'; every existing account keeps English.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
