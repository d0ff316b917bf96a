// In person or online (issue 50 item 6): a doctor sees patients at their place, online, or both (every existing
// doctor: both), and each booking says which one it is (every existing booking: in person, as they were).
// Text with a check constraint, not a flag, on both engines.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor_profiles')
    .addColumn('visit_modes', 'text', (c) => c.notNull().defaultTo('both').check(sql`visit_modes in ('in_person', 'online', 'both')`))
    .execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('visit_mode', 'text', (c) => c.notNull().defaultTo('in_person').check(sql`visit_mode in ('in_person', 'online')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('visit_mode').execute();
  await db.schema.alterTable('doctor_profiles').dropColumn('visit_modes').execute();
}
