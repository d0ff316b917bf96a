// The "near a place" index covers every column a search without a specialty filters on (fee and specialty too), so
// counting the doctors near Kampala reads the index alone instead of the table's wide rows: at 100k doctors, ~50k
// of them near Kampala, ~14 ms -> ~8 ms on SQLite (ADR 105, 2026-11-26).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('doctor_profiles_near').on('doctor_profiles').columns(['lat', 'lng', 'rating', 'consultation_fee', 'specialty_id', 'user_id']).execute();
  await db.schema.dropIndex('doctor_profiles_geo').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('doctor_profiles_geo').on('doctor_profiles').columns(['lat', 'lng', 'rating', 'user_id']).execute();
  await db.schema.dropIndex('doctor_profiles_near').execute();
}
