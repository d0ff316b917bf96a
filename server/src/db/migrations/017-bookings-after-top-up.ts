// A USSD booking that waits for its mobile-money top-up (issue 48, ADR 204): when the wallet is short on the
// confirm screen, the caller approves a top-up to the same number and the session ends; the booking is finished
// (or its failure told) by SMS once the top-up settles. One row per top-up; the slot is not held meanwhile.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings_after_top_up')
    .addColumn('top_up_id', 'text', (c) => c.primaryKey().references('top_ups.id').onDelete('cascade'))
    .addColumn('patient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('doctor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('local_time', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    /** WAITING until the top-up settles; then BOOKED, TAKEN, SHORT, BUSY, FAILED or PAYMENT_FAILED. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('WAITING'))
    .addColumn('appointment_id', 'text', (c) => c.references('appointments.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('bookings_after_top_up_status').on('bookings_after_top_up').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookings_after_top_up').execute();
}
