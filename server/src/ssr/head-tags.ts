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

/** Open Graph's locale per language (language_TERRITORY): the product serves Uganda. */
const OG_LOCALE: Record<Language, string> = { en: 'en_UG', lg: 'lg_UG', sw: 'sw_UG' };

/**
 * The picture as an absolute URL (link previews ignore relative ones): an http(s) URL as it is, anything else is a
 * path on this site. A `javascript:` or `data:` value therefore becomes a harmless path, never a scheme.
 */
export function absoluteImage(origin: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${origin}${image.startsWith('/') ? image : `/${image}`}`;
}

/** The tags that go into <head> (the frame's own <title> is replaced by the caller). */
export function headTags(head: PageHead, place: HeadPlace): string {
  const url = (p: string) => `${place.origin}${p}`;
  const canonical = url(languagePath(place.language, place.path));
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`;
  const tags = [`<title>${escapeText(head.title)}</title>`, meta('name', 'description', head.description)];
  tags.push(`<link rel="canonical" href="${escapeAttr(canonical)}">`);
  for (const l of LANGUAGES) tags.push(`<link rel="alternate" hreflang="${l}" href="${escapeAttr(url(languagePath(l, place.path)))}">`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(url(place.path))}">`);
  // Link previews (WhatsApp, Facebook read Open Graph; X reads its own card tags, falling back to Open Graph).
  const image = head.image === undefined || head.image === '' ? undefined : absoluteImage(place.origin, head.image);
  tags.push(meta('property', 'og:site_name', 'Musawo'), meta('property', 'og:type', head.type ?? 'website'), meta('property', 'og:title', head.title));
  tags.push(meta('property', 'og:description', head.description), meta('property', 'og:url', canonical), meta('property', 'og:locale', OG_LOCALE[place.language]));
  for (const l of LANGUAGES) if (l !== place.language) tags.push(meta('property', 'og:locale:alternate', OG_LOCALE[l]));
  if (image !== undefined) tags.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', head.title));
  tags.push(meta('name', 'twitter:card', image === undefined ? 'summary' : 'summary_large_image'), meta('name', 'twitter:title', head.title));
  tags.push(meta('name', 'twitter:description', head.description));
  if (image !== undefined) tags.push(meta('name', 'twitter:image', image));
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}
