// The directory: specialties (with their symptom tags as rows, so a symptom search is a plain SQL match),
// doctor location and rating columns, reviews and health tips. Portable types only, like 001.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('specialties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('specialty_tags')
    .addColumn('specialty_id', 'text', (c) => c.notNull().references('specialties.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('specialty_tags_pk', ['specialty_id', 'tag'])
    .execute();

  // SQLite adds one column per ALTER; a REFERENCES column must default to NULL there, which it does.
  await db.schema.alterTable('doctor_profiles').addColumn('specialty_id', 'text', (c) => c.references('specialties.id').onDelete('set null')).execute();
  await db.schema.alterTable('doctor_profiles').addColumn('lat', 'double precision').execute();
  await db.schema.alterTable('doctor_profiles').addColumn('lng', 'double precision').execute();
  // Kept as sum and count so a new review updates both in one guarded UPDATE; `rating` is their average
  // (0 while there are none) so it can be indexed and sorted identically on both engines (no NULL ordering).
  await db.schema.alterTable('doctor_profiles').addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('doctor_profiles').addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('doctor_profiles').addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0)).execute();

  // Place + specialty is the common search: the bounding box is a range scan inside one specialty. rating and
  // user_id ride along so the page (ordered by distance, then rating) is picked from the index alone: at
  // 100k doctors that took the query from ~7 ms to ~2 ms on SQLite.
  await db.schema.createIndex('doctor_profiles_geo').on('doctor_profiles').columns(['lat', 'lng', 'rating', 'user_id']).execute();
  await db.schema.createIndex('doctor_profiles_specialty_geo').on('doctor_profiles').columns(['specialty_id', 'lat', 'lng', 'rating', 'user_id']).execute();
  await db.schema.createIndex('doctor_profiles_rating').on('doctor_profiles').columns(['rating', 'review_count']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doctor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patient_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Null for reviews brought in from clinics' own feedback (the demo directory); set for in-app reviews.
    .addColumn('appointment_id', 'text')
    .addColumn('reviewer_name', 'text')
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('review_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_doctor_created').on('reviews').columns(['doctor_id', 'created_at']).execute();
  // One review per appointment; NULLs never collide on either engine.
  await db.schema.createIndex('reviews_appointment').on('reviews').column('appointment_id').unique().execute();

  await db.schema
    .createTable('health_tips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image', 'video', 'other')`))
    .addColumn('cover_image', 'text')
    .addColumn('content_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('health_tips_created').on('health_tips').column('created_at').execute();

  await db.schema
    .createTable('health_tip_sections')
    .addColumn('tip_id', 'text', (c) => c.notNull().references('health_tips.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('health_tip_sections_pk', ['tip_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['health_tip_sections', 'health_tips', 'reviews']) await db.schema.dropTable(table).execute();
  for (const index of ['doctor_profiles_rating', 'doctor_profiles_specialty_geo', 'doctor_profiles_geo']) await db.schema.dropIndex(index).execute();
  for (const column of ['rating', 'review_count', 'rating_sum', 'lng', 'lat', 'specialty_id']) await db.schema.alterTable('doctor_profiles').dropColumn(column).execute();
  for (const table of ['specialty_tags', 'specialties']) await db.schema.dropTable(table).execute();
}
