/**
 * @jest-environment jsdom
 */
// The head of a public page must survive whatever a doctor, a reviewer or an author typed: each value goes through
// the escaping of its place, and parsing the output gives back exactly the values that went in.
import type { PageHead } from '@musawo/shared/contracts';
import { absoluteImage, headTags, scriptJson } from './head-tags';

const HOSTILE = `</script><script>alert(1)</script> "quoted" 'single' <!-- comment --> & \u2028line\u2029para </title><meta x="`;
const ORIGIN = 'https://musawo.example';

// The server's TypeScript has no DOM library: the few parts of jsdom's DOM this file reads, typed here.
interface El {
  tagName: string;
  textContent: string | null;
  children: ArrayLike<El>;
  getAttribute(name: string): string | null;
}
interface Doc {
  title: string;
  head: El;
  body: El;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El> & Iterable<El>;
}
const { DOMParser } = globalThis as unknown as { DOMParser: new () => { parseFromString(html: string, type: string): Doc } };

function parse(html: string): Doc {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}
const content = (doc: Doc, selector: string) => doc.querySelector(selector)?.getAttribute('content');

describe('headTags', () => {
  const head: PageHead = {
    title: `Dr. ${HOSTILE}`,
    description: `Fee ${HOSTILE}`,
    image: `/media/portraits/1.svg?x=${encodeURIComponent(HOSTILE)}`,
    type: 'profile',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Physician', name: HOSTILE, review: [{ reviewBody: HOSTILE }] }],
  };

  it('writes title, description, canonical, alternates, Open Graph and Twitter tags with the exact values', () => {
    const doc = parse(headTags(head, { origin: ORIGIN, path: '/doctor/7', language: 'lg' }));
    expect(doc.title).toBe(head.title);
    expect(content(doc, 'meta[name="description"]')).toBe(head.description);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/lg/doctor/7`);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(alternates).toEqual([['en', `${ORIGIN}/doctor/7`], ['lg', `${ORIGIN}/lg/doctor/7`], ['sw', `${ORIGIN}/sw/doctor/7`], ['x-default', `${ORIGIN}/doctor/7`]]);
    expect(content(doc, 'meta[property="og:title"]')).toBe(head.title);
    expect(content(doc, 'meta[property="og:description"]')).toBe(head.description);
    expect(content(doc, 'meta[property="og:type"]')).toBe('profile');
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${ORIGIN}/lg/doctor/7`);
    expect(content(doc, 'meta[property="og:locale"]')).toBe('lg_UG');
    expect([...doc.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))).toEqual(['en_UG', 'sw_UG']);
    expect(content(doc, 'meta[property="og:image"]')).toBe(`${ORIGIN}${head.image ?? ''}`);
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[name="twitter:title"]')).toBe(head.title);
    expect(content(doc, 'meta[name="twitter:description"]')).toBe(head.description);
    expect(content(doc, 'meta[name="twitter:image"]')).toBe(`${ORIGIN}${head.image ?? ''}`);
  });

  it('lets nothing break out: no element but the expected ones, and the JSON-LD parses back to what went in', () => {
    const doc = parse(headTags(head, { origin: ORIGIN, path: '/doctor/7', language: 'en' }));
    const names = Array.from(doc.head.children).map((e) => e.tagName.toLowerCase());
    expect(new Set(names)).toEqual(new Set(['title', 'meta', 'link', 'script']));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.body.children).toHaveLength(0);
    expect(doc.querySelector('meta[x]')).toBeNull();
    const script = doc.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(head.jsonLd?.[0]);
    // Nothing in the raw script text that an HTML parser or a JavaScript engine could treat as markup or a line end.
    expect(script?.textContent).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('uses a summary card and no image tags without a picture; an absolute picture stays as it is', () => {
    const doc = parse(headTags({ title: 'Articles', description: 'Health tips' }, { origin: ORIGIN, path: '/articles', language: 'sw' }));
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary');
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(absoluteImage(ORIGIN, 'https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
    expect(absoluteImage(ORIGIN, 'javascript:alert(1)')).toBe(`${ORIGIN}/javascript:alert(1)`);
  });

  it('scriptJson escapes every character that could end a script or a line', () => {
    const out = scriptJson({ a: HOSTILE });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ a: HOSTILE });
  });
});
