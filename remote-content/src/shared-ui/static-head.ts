// The head of content's fixed pages (issue 44): the title and description each page shows, in the page's language,
// read from the page's own catalogue. Only the server's entry (src/server.ts) imports this: the catalogues it names
// are prepared in every language before a render, and none of it reaches the browser's first chunk (ADR 337).
import { BUSINESS_HOURS, languagePath, SUPPORT_EMAIL, SUPPORT_PHONE, type PageHead } from '@musawo/shared/contracts';
import { loadedTranslator, type Catalogue, type RemoteHeadContext } from '@musawo/shared/react';
import { aboutTexts } from '../features/about/i18n';
import { downloadTexts } from '../features/app-download/i18n';
import { careersTexts } from '../features/careers/i18n';
import { contactTexts } from '../features/contact/i18n';
import { helpTexts } from '../features/help/i18n';
import { joinTexts } from '../features/join/i18n';
import { legalTexts } from '../features/legal/i18n';

/** Each fixed page: its catalogue and its texts' key prefix there (`<prefix>.title`, `<prefix>.description`). */
const STATIC_PAGES: Record<string, { texts: Catalogue<string>; prefix: string }> = {
  '/about': { texts: aboutTexts, prefix: 'about' },
  '/privacy': { texts: legalTexts, prefix: 'privacy' },
  '/terms': { texts: legalTexts, prefix: 'terms' },
  '/contact': { texts: contactTexts, prefix: 'contact' },
  '/help': { texts: helpTexts, prefix: 'help' },
  '/join': { texts: joinTexts, prefix: 'join' },
  '/app-download': { texts: downloadTexts, prefix: 'download' },
  '/careers': { texts: careersTexts, prefix: 'careers' },
};

export function staticHead({ pathname, language, origin = '' }: RemoteHeadContext): PageHead | undefined {
  const page = STATIC_PAGES[pathname];
  if (page === undefined) return undefined;
  const t = loadedTranslator(page.texts, language);
  const title = `${t.t(`${page.prefix}.title`)} | Musawo`;
  const values =
    page.prefix === 'contact'
      ? { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE, weekdays: language === 'en' ? BUSINESS_HOURS.weekdays : t.t('contact.weekdays'), saturday: language === 'en' ? BUSINESS_HOURS.saturday : t.t('contact.saturday') }
      : undefined;
  const description = t.t(`${page.prefix}.description`, values);
  const webPage = { '@context': 'https://schema.org', '@type': pathname === '/about' ? 'AboutPage' : pathname === '/contact' ? 'ContactPage' : 'WebPage', name: title, description, url: `${origin}${languagePath(language, pathname)}`, inLanguage: language };
  return { title, description, jsonLd: [webPage] };
}
