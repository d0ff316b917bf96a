// The health tips' head() from a query client filled by hand, as the server's prefetch leaves it (issue 44).
import type { HealthTip } from '@musawo/shared/contracts';
import { QueryClient } from '@musawo/shared/query';
import { tipKey, tipsKey } from '../api/health-tips';
import { articlesHead } from './head';

const HOSTILE = `</script><script>alert(1)</script> "x" 'y' <!-- \u2028`;
const ORIGIN = 'https://musawo.example';
const tip = (id: string, over: Partial<HealthTip> = {}): HealthTip => ({
  id, title: `Tip ${id}`, description: 'Sleep under a net.', createdAt: '2026-03-01T08:00:00.000Z', category: 'Malaria', contentType: 'image',
  content: { coverImage: '/media/tips/net.webp', contentUrl: null, sections: [{ content: 'Text' }] }, ...over,
});
const ctx = (pathname: string, queryClient: QueryClient) => ({ pathname, search: '', language: 'en' as const, queryClient, origin: ORIGIN });

describe('articlesHead', () => {
  it('an article: its title and description, Article with headline, date, author and absolute image', () => {
    const client = new QueryClient();
    client.setQueryData(tipKey('t1'), tip('t1'));
    const head = articlesHead(ctx('/articles/t1', client));
    expect(head).toMatchObject({ title: 'Tip t1 | Musawo', description: 'Sleep under a net.', type: 'article', image: '/media/tips/net.webp' });
    expect(head?.jsonLd?.[0]).toMatchObject({ '@type': 'Article', headline: 'Tip t1', datePublished: '2026-03-01T08:00:00.000Z', author: { '@type': 'Organization', name: 'Musawo' }, image: `${ORIGIN}/media/tips/net.webp`, url: `${ORIGIN}/articles/t1` });
  });

  it('the list: an ItemList of the tips; an article found only in the list still has its head', () => {
    const client = new QueryClient();
    client.setQueryData(tipsKey, [tip('t1'), tip('t2', { title: HOSTILE })]);
    const list = articlesHead(ctx('/articles', client));
    expect(list?.title).toBe('Health Tips | Musawo');
    expect(list?.jsonLd?.[1]).toMatchObject({ '@type': 'ItemList', itemListElement: [{ position: 1, url: `${ORIGIN}/articles/t1` }, { position: 2, name: HOSTILE }] });
    expect(articlesHead(ctx('/articles/t2', client))?.title).toBe(`${HOSTILE} | Musawo`);
  });

  it('an unknown id answers 404; another page says nothing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: tipKey('gone'), queryFn: () => Promise.reject(Object.assign(new Error('not found'), { status: 404 })) });
    expect(articlesHead(ctx('/articles/gone', client))).toMatchObject({ status: 404, title: 'Health tip not found | Musawo' });
    expect(articlesHead(ctx('/about', client))).toBeUndefined();
  });
});
