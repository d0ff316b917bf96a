// What search engines and link previews read on /articles and /articles/:id (issue 44): the list as an ItemList,
// an article as schema.org Article (headline, datePublished, author, image), 404 for an unknown id.
import { languagePath, type HealthTip, type PageHead } from '@musawo/shared/contracts';
import { loadedTranslator, type RemoteHeadContext } from '@musawo/shared/react';
import { matchPath } from '@musawo/shared/router';
import { isNotFound, tipKey, tipsKey } from '../api/health-tips';
import { articleTexts } from '../i18n';

/** Musawo writes the tips with its doctors: the site is their author and publisher. */
const MUSAWO = { '@type': 'Organization', name: 'Musawo' };

export function articlesHead({ pathname, language, queryClient, origin = '' }: RemoteHeadContext): PageHead | undefined {
  const t = loadedTranslator(articleTexts, language);
  const url = (path: string) => `${origin}${languagePath(language, path)}`;
  const absolute = (src: string) => (/^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? src : `/${src}`}`);
  if (pathname === '/articles') {
    const title = `${t.t('articles.title')} | Musawo`;
    const description = t.t('articles.description');
    const tips = queryClient.getQueryData<HealthTip[]>(tipsKey) ?? [];
    const list = { '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: tips.length, itemListElement: tips.map((tip, i) => ({ '@type': 'ListItem', position: i + 1, url: url(`/articles/${encodeURIComponent(tip.id)}`), name: tip.title })) };
    return { title, description, jsonLd: [{ '@context': 'https://schema.org', '@type': 'MedicalWebPage', name: title, description, url: url('/articles'), inLanguage: language }, list] };
  }
  const id = matchPath({ path: '/articles/:id', end: true }, pathname)?.params.id;
  if (id === undefined) return undefined;
  const state = queryClient.getQueryState<HealthTip>(tipKey(id));
  if (state?.status === 'error' && isNotFound(state.error)) return { status: 404, title: `${t.t('article.notFound')} | Musawo`, description: t.t('article.notFoundText') };
  const tip = state?.data ?? queryClient.getQueryData<HealthTip[]>(tipsKey)?.find((x) => x.id === id);
  if (tip === undefined) return undefined;
  const cover = tip.content.coverImage ?? undefined;
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: tip.title,
    description: tip.description,
    datePublished: tip.createdAt,
    articleSection: tip.category,
    author: MUSAWO,
    publisher: MUSAWO,
    url: url(`/articles/${encodeURIComponent(tip.id)}`),
    mainEntityOfPage: url(`/articles/${encodeURIComponent(tip.id)}`),
  };
  if (cover !== undefined && cover !== '') article.image = absolute(cover);
  return { title: `${tip.title} | Musawo`, description: tip.description, type: 'article', ...(cover ? { image: cover } : {}), jsonLd: [article] };
}
