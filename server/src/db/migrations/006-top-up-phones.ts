// Mobile money numbers an account may top up from (issue 31): a number joins only once a code texted to it was
// entered. The account's own verified phone needs no row. Numbers that already paid a top-up of the account
// (the holder approved it with their PIN) are kept, so nobody has to verify a number they already use.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('top_up_phones')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('top_up_phones_pk', ['user_id', 'phone'])
    .execute();
  await sql`insert into top_up_phones (user_id, phone, verified_at)
    select user_id, phone, min(completed_at) from top_ups where status = 'SUCCESS' and completed_at is not null group by user_id, phone`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('top_up_phones').execute();
}
