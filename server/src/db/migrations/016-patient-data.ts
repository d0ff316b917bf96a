// Health data the patient controls (issue 49; ADRs 109, 110, 111). Depends on no migration after 013.
// - access_record: every read and write of a patient's clinical data by someone else. Append only and hash-chained:
//   each row's hash covers its content and the previous row's hash, so an edited or deleted row breaks the chain.
// - consents: which version of the privacy notice and terms the person accepted, and their marketing choice, as a
//   history (never updated); users.notify_marketing is the current marketing choice, off until turned on.
// - data_exports: "Download my data" links (the token hashed; works once, expires within an hour).
// - account_deletions: "Delete my account" requests and when the erasure job finished them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_record')
    /** Position in the one chain: 1, 2, 3, ... The primary key makes two writers unable to take the same place. */
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    /** No foreign key: the record outlives the account (ADR 110), under the account's id only. */
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql`actor_role in ('doctor', 'operator')`))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('read', 'write')`))
    /** What: appointment (its reason and notes), consultation (messages), attachment, notes, message. */
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'text')
    .addColumn('subject_id', 'text')
    /** Through which channel: web, live (the consultation socket), file, sms, ussd, console. */
    .addColumn('channel', 'text', (c) => c.notNull())
    /** Why: 'appointment' for the doctor of that appointment; an operator's typed reason. */
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_record_patient').on('access_record').columns(['patient_id', 'seq']).execute();

  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('terms', 'marketing')`))
    /** The privacy notice and terms' version for 'terms'; 'on' or 'off' for 'marketing'. */
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consents_user').on('consents').columns(['user_id', 'kind', 'created_at']).execute();
  await db.schema.alterTable('users').addColumn('notify_marketing', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** sha256 of the link's token; the token itself is never stored. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('data_exports_expires').on('data_exports').column('expires_at').execute();

  await db.schema
    .createTable('account_deletions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    /** The name the ledger's rows are kept under once the account is erased (ADR 110). */
    .addColumn('pseudonym', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
  await db.schema.dropTable('data_exports').execute();
  await db.schema.alterTable('users').dropColumn('notify_marketing').execute();
  await db.schema.dropTable('consents').execute();
  await db.schema.dropTable('access_record').execute();
}
