// Users, minimal doctor fields, availability and the dev outbox. Runs unchanged on SQLite and PostgreSQL:
// only portable types (text, integer, bigint, double precision), timestamps as ISO text, flags as 0/1.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('patient', 'doctor')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone_number', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text')
    .addColumn('gender', 'text')
    .addColumn('address', 'text')
    .addColumn('image_url', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('UGX'))
    .addColumn('email_verified_at', 'text')
    .addColumn('phone_verified_at', 'text')
    .addColumn('notify_sms', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('external_patient_id', 'text')
    .addColumn('tokens_valid_after', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('doctor_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('specialty_name', 'text')
    .addColumn('city', 'text')
    .addColumn('consultation_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('experience_years', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('doctor_availability')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doctor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('slots', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('doctor_availability_doctor_day', ['doctor_id', 'day'])
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_messages_recipient').on('outbox_messages').columns(['recipient', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox_messages', 'doctor_availability', 'doctor_profiles', 'users']) await db.schema.dropTable(table).execute();
}
