// /specialties for search engines and link previews (issue 44): its title and description, MedicalWebPage and an
// ItemList of the specialties, in the page's language.
import { languagePath, type PageHead, type Specialty } from '@musawo/shared/contracts';
import { loadedTranslator, type RemoteHeadContext } from '@musawo/shared/react';
import { specialtiesTexts } from '../i18n';

export function specialtiesHead({ pathname, language, queryClient, origin = '' }: RemoteHeadContext): PageHead | undefined {
  if (pathname !== '/specialties') return undefined;
  const t = loadedTranslator(specialtiesTexts, language);
  const title = `${t.t('specialties.title')} | Musawo`;
  const description = t.t('specialties.description');
  const list = queryClient.getQueryData<Specialty[]>(['specialties']) ?? [];
  const name = (s: Specialty) => (language === 'en' ? undefined : s.names?.[language]) ?? s.speciality_name;
  const items = { '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: list.length, itemListElement: list.map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: name(s) })) };
  const page = { '@context': 'https://schema.org', '@type': 'MedicalWebPage', name: title, description, url: `${origin}${languagePath(language, '/specialties')}`, inLanguage: language };
  return { title, description, jsonLd: [page, ...(list.length > 0 ? [items] : [])] };
}
