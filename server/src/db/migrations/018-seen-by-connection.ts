// Which connection last said a party is in the consultation room. A page that closes clears "in the room" only if
// it was the last to say so: a second tab, or the same page's new socket after a reconnect, keeps the party in.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('consult_rooms').addColumn('patient_seen_by', 'text').execute();
  await db.schema.alterTable('consult_rooms').addColumn('doctor_seen_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('consult_rooms').dropColumn('doctor_seen_by').execute();
  await db.schema.alterTable('consult_rooms').dropColumn('patient_seen_by').execute();
}
