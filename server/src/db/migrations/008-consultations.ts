// Consultations (issue 33): the room of an appointment (the doctor's notes, a phone-call request, when each party
// was last seen there), its messages and attachments, and each party's read mark. Portable types, like 001.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consult_rooms')
    .addColumn('appointment_id', 'text', (c) => c.primaryKey().references('appointments.id').onDelete('cascade'))
    .addColumn('notes', 'text')
    .addColumn('phone_request', 'text', (c) => c.check(sql`phone_request in ('REQUESTED', 'CALLED', 'NOT_REACHED')`))
    .addColumn('patient_seen_at', 'text')
    .addColumn('doctor_seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('consult_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('uploader_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('consult_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    // Null for the room's own history lines (a call ended, the consultation completed).
    .addColumn('sender_id', 'text', (c) => c.references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('text', 'file', 'event')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('event', 'text')
    .addColumn('attachment_id', 'text', (c) => c.references('consult_attachments.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consult_messages_room').on('consult_messages').columns(['appointment_id', 'created_at']).execute();

  await db.schema
    .createTable('consult_reads')
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('last_read_at', 'text')
    // The last "new message" SMS or email this person was sent for this room: at most one per 15 minutes.
    .addColumn('notified_at', 'text')
    .addPrimaryKeyConstraint('consult_reads_pk', ['appointment_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consult_reads').execute();
  await db.schema.dropTable('consult_messages').execute();
  await db.schema.dropTable('consult_attachments').execute();
  await db.schema.dropTable('consult_rooms').execute();
}
