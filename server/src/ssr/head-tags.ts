// The <head> of a server-rendered public page (issue 44): what its remote's head() said, written for search engines
// and link previews, escaped for each place it goes (element text, attribute value, JSON inside <script>).
import { LANGUAGES, languagePath, type Language, type PageHead } from '@musawo/shared/contracts';

export interface HeadPlace {
  /** The site's public origin (config.publicUrl), for canonical and alternate links and absolute image URLs. */
  origin: string;
  /** The app's path and query, without a language prefix (`/doctor/7`, `/search-results?specialty=3`). */
  path: string;
  language: Language;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that can sit inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags that go into <head> (the frame's own <title> is replaced by the caller). */
export function headTags(head: PageHead, place: HeadPlace): string {
  const url = (p: string) => `${place.origin}${p}`;
  const tags = [`<title>${escapeText(head.title)}</title>`, `<meta name="description" content="${escapeAttr(head.description)}">`];
  tags.push(`<link rel="canonical" href="${escapeAttr(url(languagePath(place.language, place.path)))}">`);
  for (const l of LANGUAGES) tags.push(`<link rel="alternate" hreflang="${l}" href="${escapeAttr(url(languagePath(l, place.path)))}">`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(url(place.path))}">`);
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}
