// USSD (issue 48, ADR 204): menu sessions kept in the database so any server process can answer the next screen of
// a session (they expire 180 s after the last screen), and the 4-digit USSD PIN of an account, hashed like a
// password, with its wrong-PIN count and lock. Two-way SMS (ADR 205): a patient's "C" reply to a reminder is
// recorded as a confirmation (the appointment stays ACCEPTED: the product has no patient-confirmed status).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ussd_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    /** The gateway's whole `text` of the last request answered (every answer joined by '*'). */
    .addColumn('last_text', 'text', (c) => c.notNull())
    /** What that request was answered, sent again for a repeat. */
    .addColumn('last_answer', 'text', (c) => c.notNull())
    /** The menu's state after that answer (JSON). */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ussd_sessions_expires').on('ussd_sessions').column('expires_at').execute();
  await db.schema
    .createTable('ussd_pins')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('appointment_confirmations')
    .addColumn('appointment_id', 'text', (c) => c.primaryKey().references('appointments.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_confirmations').execute();
  await db.schema.dropTable('ussd_pins').execute();
  await db.schema.dropTable('ussd_sessions').execute();
}
