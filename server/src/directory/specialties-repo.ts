// Specialties and their symptom tags. Rows stay here; callers get the spec's Specialty objects.
import type { Specialty } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';
import { localTexts } from './specialty-words';

export interface NewSpecialty {
  id: string;
  name: string;
  image: string;
  tags: readonly string[];
}

export async function tagsBySpecialty(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('specialty_tags').select(['specialty_id', 'tag']).where('specialty_id', 'in', ids).orderBy('specialty_id').orderBy('position').execute();
  for (const row of rows) {
    const list = out.get(row.specialty_id) ?? [];
    list.push(row.tag);
    out.set(row.specialty_id, list);
  }
  return out;
}

/** Every specialty with its tags, and its names, tags and search words in Luganda and Kiswahili (issue 50). */
export async function listSpecialties(db: Db): Promise<Specialty[]> {
  const rows = await db.selectFrom('specialties').select(['id', 'name', 'image']).orderBy('position').orderBy('name').execute();
  const tags = await tagsBySpecialty(db, rows.map((r) => r.id));
  return rows.map((r) => {
    const own = tags.get(r.id) ?? [];
    const local = localTexts(r.name, own);
    return { id: r.id, speciality_name: r.name, image: r.image, tags: own, ...(local ?? {}) };
  });
}

/** By id, else by name (case-insensitive): a client may hold a specialty from an older list. */
export async function findSpecialtyId(db: Db, ref: { id?: string; name?: string }): Promise<string | undefined> {
  if (ref.id !== undefined && ref.id !== '') {
    const byId = await db.selectFrom('specialties').select('id').where('id', '=', ref.id).executeTakeFirst();
    if (byId !== undefined) return byId.id;
  }
  if (ref.name !== undefined && ref.name.trim() !== '') {
    const name = ref.name.trim().toLowerCase();
    const rows = await db.selectFrom('specialties').select(['id', 'name']).execute();
    return rows.find((r) => r.name.toLowerCase() === name)?.id;
  }
  return undefined;
}

/** Whether `text` holds `words` as whole words ("homa ya mtoto" holds "homa"; "kliniki" does not hold "ini"). */
function hasWords(text: string, words: string): boolean {
  const spaced = (x: string) => ` ${x.toLowerCase().replace(/[^\p{L}\p{N}’']+/gu, ' ').trim()} `;
  return spaced(text).includes(spaced(words));
}

/** LIKE wildcards and escapes in what a person typed are just characters to them; drop them. */
const likeSafe = (text: string) => text.replace(/[%_\\]/g, ' ').trim().toLowerCase();

/**
 * Specialties any of `symptoms` points to: a tag containing the symptom, a symptom containing a tag
 * ("severe headache" -> "headache"), or the specialty's own name. Case-insensitive on both engines.
 */
export async function specialtyIdsForSymptoms(db: Db, symptoms: readonly string[]): Promise<string[]> {
  const terms = [...new Set(symptoms.map(likeSafe).filter((t) => t.length > 0))];
  if (terms.length === 0) return [];
  // A symptom in Luganda or Kiswahili ("omusujja", "homa") finds the specialties whose words in those languages have it.
  const local = (await listSpecialties(db)).filter((s) => (s.searchWords ?? []).some((w) => terms.some((t) => hasWords(w, t) || hasWords(t, w))));
  const byTag = await db
    .selectFrom('specialty_tags')
    .select('specialty_id')
    .distinct()
    .where((eb) => eb.or(terms.flatMap((t) => [sql<boolean>`lower(tag) like ${`%${t}%`}`, sql<boolean>`${t} like ('%' || lower(tag) || '%')`])))
    .execute();
  const byName = await db
    .selectFrom('specialties')
    .select('id')
    .where((eb) => eb.or(terms.map((t) => sql<boolean>`lower(name) like ${`%${t}%`}`)))
    .execute();
  return [...new Set([...byTag.map((r) => r.specialty_id), ...byName.map((r) => r.id), ...local.map((s) => s.id)])];
}

export async function insertSpecialties(db: Db, specialties: readonly NewSpecialty[], at: string): Promise<void> {
  if (specialties.length === 0) return;
  await db
    .insertInto('specialties')
    .values(specialties.map((s, position) => ({ id: s.id, name: s.name, image: s.image, position, created_at: at })))
    .execute();
  await db
    .insertInto('specialty_tags')
    .values(specialties.flatMap((s) => s.tags.map((tag, position) => ({ specialty_id: s.id, tag, position }))))
    .execute();
}

export async function countSpecialties(db: Db): Promise<number> {
  const row = await db.selectFrom('specialties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
