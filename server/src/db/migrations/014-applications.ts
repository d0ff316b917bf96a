// Doctors' applications (issue 47, ADR 209): what an applicant sends from /join/apply, the copy of their practising
// licence (its bytes in a FileStore, the row here), and the operator's decision. The doctor's UMDPC registration
// number and licence expiry move to their profile on approval; the Verified badge and the licence-expiry job read
// them there. A doctor can be unlisted (`unlisted_reason`): a new doctor until they set their hours, any doctor
// whose practising licence has expired.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A copy uploaded before the form is sent; the application that claims it is set once (guarded update).
  await db.schema
    .createTable('licence_copies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('application_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('doctor_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('specialty_id', 'text', (c) => c.notNull().references('specialties.id').onDelete('restrict'))
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('facility', 'text', (c) => c.notNull())
    .addColumn('umdpc_number', 'text', (c) => c.notNull())
    .addColumn('licence_expires_on', 'text', (c) => c.notNull())
    .addColumn('licence_copy_id', 'text', (c) => c.notNull().references('licence_copies.id').onDelete('restrict'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('reject_reason', 'text')
    .addColumn('doctor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('doctor_applications_status_created').on('doctor_applications').columns(['status', 'created_at', 'id']).execute();
  // One open or approved application per registration number and per phone: a rejected applicant may apply again.
  // Partial unique indexes, the same on both engines; the submit checks first so the message names the field.
  await db.schema.createIndex('doctor_applications_umdpc').on('doctor_applications').column('umdpc_number').unique().where(sql.ref('status'), '<>', 'rejected').execute();
  await db.schema.createIndex('doctor_applications_phone').on('doctor_applications').column('phone_number').unique().where(sql.ref('status'), '<>', 'rejected').execute();

  // The licence on the doctor's profile. `licence_demo` marks the seed's made-up numbers. `licence_warned_days`:
  // the last expiry warning sent (30, then 7), so each is sent once; cleared when the licence is renewed.
  await db.schema.alterTable('doctor_profiles').addColumn('umdpc_number', 'text').execute();
  await db.schema.alterTable('doctor_profiles').addColumn('licence_expires_on', 'text').execute();
  await db.schema.alterTable('doctor_profiles').addColumn('licence_demo', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('doctor_profiles').addColumn('licence_warned_days', 'integer').execute();
  await db.schema.alterTable('doctor_profiles').addColumn('unlisted_reason', 'text').execute();
  await db.schema.createIndex('doctor_profiles_umdpc').on('doctor_profiles').column('umdpc_number').unique().execute();
  await db.schema.createIndex('doctor_profiles_licence_expiry').on('doctor_profiles').column('licence_expires_on').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('doctor_profiles_licence_expiry').execute();
  await db.schema.dropIndex('doctor_profiles_umdpc').execute();
  for (const column of ['unlisted_reason', 'licence_warned_days', 'licence_demo', 'licence_expires_on', 'umdpc_number']) {
    await db.schema.alterTable('doctor_profiles').dropColumn(column).execute();
  }
  await db.schema.dropTable('doctor_applications').execute();
  await db.schema.dropTable('licence_copies').execute();
}
