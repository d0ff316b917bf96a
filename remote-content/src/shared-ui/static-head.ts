// The head of content's fixed pages (issue 44): the title and description each page shows, in the page's language.
// They are copies in the remote's first catalogue (`head.*`, kept equal to the pages' own by i18n/head-texts.test.ts):
// the pages' catalogues are in their own chunks (the legal texts alone are 14 KB), which head() cannot wait for.
import { BUSINESS_HOURS, languagePath, SUPPORT_EMAIL, SUPPORT_PHONE, type PageHead } from '@musawo/shared/contracts';
import { loadedTranslator, type RemoteHeadContext } from '@musawo/shared/react';
import { contentTexts, type ContentText } from '../i18n';

/** Each fixed page and its texts' key prefix. */
const STATIC_PAGES: Record<string, 'about' | 'privacy' | 'terms' | 'contact' | 'help' | 'join' | 'download' | 'careers'> = {
  '/about': 'about',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/contact': 'contact',
  '/help': 'help',
  '/join': 'join',
  '/app-download': 'download',
  '/careers': 'careers',
};

export function staticHead({ pathname, language, origin = '' }: RemoteHeadContext): PageHead | undefined {
  const page = STATIC_PAGES[pathname];
  if (page === undefined) return undefined;
  const t = loadedTranslator(contentTexts, language);
  const title = `${t.t(`head.${page}.title` as ContentText)} | Musawo`;
  const values =
    page === 'contact'
      ? { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE, weekdays: language === 'en' ? BUSINESS_HOURS.weekdays : t.t('head.contact.weekdays'), saturday: language === 'en' ? BUSINESS_HOURS.saturday : t.t('head.contact.saturday') }
      : undefined;
  const description = t.t(`head.${page}.description` as ContentText, values);
  const webPage = { '@context': 'https://schema.org', '@type': pathname === '/about' ? 'AboutPage' : pathname === '/contact' ? 'ContactPage' : 'WebPage', name: title, description, url: `${origin}${languagePath(language, pathname)}`, inLanguage: language };
  return { title, description, jsonLd: [webPage] };
}
