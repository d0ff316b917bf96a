// What a server-rendered public page tells search engines and link previews (issue 44): its remote's `head()`
// answers it from the data its `prefetch()` loaded; the server writes it into the document's <head>, escaped for
// each place (text, attribute, JSON-LD). The same for every visitor: never anything about the person asking.

export interface PageHead {
  /** 404 when the page's subject does not exist (an unknown doctor or article, a landing page with no doctor). */
  status?: 200 | 404;
  /** The <title> and og:title, in the page's language. */
  title: string;
  /** The meta description and og:description (at most ~160 characters). */
  description: string;
  /** The page's picture for Open Graph and Twitter (a doctor's portrait): a site path or an absolute URL. */
  image?: string;
  /** og:type: 'profile' for a doctor, 'article' for an article; 'website' when absent. */
  type?: 'website' | 'profile' | 'article';
  /** schema.org objects (Physician, BreadcrumbList, Article, ItemList, MedicalWebPage), one script each. */
  jsonLd?: Record<string, unknown>[];
}
