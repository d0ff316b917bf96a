// Health tips (articles) with their sections. Rows stay here; callers get the spec's HealthTip objects.
import type { HealthTip } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';

export interface NewHealthTip extends HealthTip {
  updatedAt?: string;
}

async function sectionsOf(db: Db, ids: readonly string[]): Promise<Map<string, HealthTip['content']['sections']>> {
  const out = new Map<string, HealthTip['content']['sections']>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('health_tip_sections').select(['tip_id', 'title', 'content']).where('tip_id', 'in', ids).orderBy('tip_id').orderBy('position').execute();
  for (const row of rows) {
    const list = out.get(row.tip_id) ?? [];
    list.push(row.title === null ? { content: row.content } : { title: row.title, content: row.content });
    out.set(row.tip_id, list);
  }
  return out;
}

const columns = ['id', 'title', 'description', 'category', 'content_type', 'cover_image', 'content_url', 'created_at'] as const;

type TipRow = { id: string; title: string; description: string; category: string; content_type: HealthTip['contentType']; cover_image: string | null; content_url: string | null; created_at: string };

function toTip(row: TipRow, sections: HealthTip['content']['sections']): HealthTip {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    contentType: row.content_type,
    createdAt: row.created_at,
    content: { coverImage: row.cover_image, contentUrl: row.content_url, sections },
  };
}

export async function listTips(db: Db, page: { offset: number; limit: number; newestFirst: boolean }): Promise<{ tips: HealthTip[]; total: number }> {
  const direction = page.newestFirst ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    db.selectFrom('health_tips').select(columns).orderBy('created_at', direction).orderBy('id', direction).offset(page.offset).limit(page.limit).execute(),
    db.selectFrom('health_tips').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const sections = await sectionsOf(db, rows.map((r) => r.id));
  return { tips: rows.map((r) => toTip(r, sections.get(r.id) ?? [])), total: Number(count.n) };
}

export async function findTip(db: Db, id: string): Promise<HealthTip | undefined> {
  const row = await db.selectFrom('health_tips').select(columns).where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  return toTip(row, (await sectionsOf(db, [id])).get(id) ?? []);
}

export async function insertTips(db: Db, tips: readonly NewHealthTip[]): Promise<void> {
  if (tips.length === 0) return;
  await db
    .insertInto('health_tips')
    .values(
      tips.map((t) => ({
        id: t.id,
        title: t.title,
        description: t.description,
        category: t.category,
        content_type: t.contentType,
        cover_image: t.content.coverImage ?? null,
        content_url: t.content.contentUrl ?? null,
        created_at: t.createdAt,
        updated_at: t.updatedAt ?? t.createdAt,
      })),
    )
    .execute();
  const sections = tips.flatMap((t) => t.content.sections.map((s, position) => ({ tip_id: t.id, position, title: s.title ?? null, content: s.content })));
  if (sections.length > 0) await db.insertInto('health_tip_sections').values(sections).execute();
}

/** Articles' ids and when each last changed, in id order after `afterId`: the sitemap reads them a page at a time. */
export async function tipStamps(db: Db, afterId: string, limit: number): Promise<{ id: string; updatedAt: string }[]> {
  const rows = await db.selectFrom('health_tips').select(['id', 'updated_at']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at }));
}
