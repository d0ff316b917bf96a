// Operators suspend doctors and hide reviews (issue 47, ADR 208). A suspended doctor keeps their profile, wallet
// and history; `suspended_at` takes them out of every listing and booking until an operator reinstates them. A hidden
// review stays stored (the reviewer and the record can be shown again by "Restore") and counts in no rating.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doctor_profiles').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('doctor_profiles').addColumn('suspension_reason', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('hidden_reason', 'text').execute();
  // Every search now filters on suspended_at: the near index (005) covers it too, so a count still reads the index alone.
  await db.schema.dropIndex('doctor_profiles_near').execute();
  await db.schema.createIndex('doctor_profiles_near').on('doctor_profiles').columns(['lat', 'lng', 'rating', 'consultation_fee', 'specialty_id', 'suspended_at', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('doctor_profiles_near').execute();
  await db.schema.createIndex('doctor_profiles_near').on('doctor_profiles').columns(['lat', 'lng', 'rating', 'consultation_fee', 'specialty_id', 'user_id']).execute();
  await db.schema.alterTable('reviews').dropColumn('hidden_reason').execute();
  await db.schema.alterTable('reviews').dropColumn('hidden_at').execute();
  await db.schema.alterTable('doctor_profiles').dropColumn('suspension_reason').execute();
  await db.schema.alterTable('doctor_profiles').dropColumn('suspended_at').execute();
}
