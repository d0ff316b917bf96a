// What a server-rendered public page tells search engines and link previews (issue 44): its remote's `head()`
// answers it from the data its `prefetch()` loaded; the server writes it into the document's <head>, escaped for
// each place (text, attribute, JSON-LD). The same for every visitor: never anything about the person asking.
import type { Language } from './languages';

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

/**
 * What the server hands a remote version's renderer (`ssr/render.cjs` in its version folder, issue 44, ADR 335). The
 * renderer runs in a worker thread; its only way to data is `fetch`, which reaches the server's own API as a
 * signed-out caller (no cookie, no token: public reads only), so nothing of the visitor can be in what it renders.
 */
export interface ServerRenderInput {
  /** The manifest's route the path matched (`/doctor/:id`): the frame around the page is rendered at it. */
  route: string;
  /** The app's path without a language prefix (`/doctor/7`). */
  pathname: string;
  /** The query string with its `?`, or empty. */
  search: string;
  language: Language;
  /** The site's public origin, for head()'s absolute schema.org addresses. */
  origin?: string;
  /** A fetch that reaches `/api/v1` on the server itself, signed out. */
  fetch: typeof fetch;
}

/** What a renderer answers: the page cut out of the shell's frame, the CSS rules its tree used, its data and head. */
export interface ServerRendered {
  html: string;
  css: string[];
  /** The answers the render read (`PageData` of @musawo/shared/query), for the browser's first render. */
  state: unknown;
  head?: PageHead;
  /** The resource hints React wrote for the page (`<link rel="preload" as="image" ...>`): the server puts them in <head>. */
  links?: string[];
}
