// Build step of the shell (ADR 015, ADR 335): paint the shell's frames into HTML so a phone on 3G shows them before
// any JavaScript has run, and React hydrates them when it starts. Everything is rendered from the app's own tree
// (ShellApp, scripts/render-tree.tsx), so the browser's first render finds every element where the painting put it.
//
//   frames <shell dir> <paints.json>
//     spa.html (and spa.lg.html, spa.sw.html), the page of every path nobody renders: the frame with the loading
//     state in the page's place. musawo-frames.json: for each route a remote's manifest renders (a pattern such as
//     `/doctor/:id`), per language, the whole document with the page's slot (`<musawo-page>`) where the page goes,
//     and the frame's CSS. Each request's page comes from the owner version's renderer (scripts/ssr-render.tsx).
//
// <paints.json>: [{ name, routes, paints }] of the remotes that render pages (their manifests, from the caller).
// Bundled by scripts/prerender.rspack.mjs, run by scripts/lib/deploy.mjs.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@musawo/shared/contracts';
import { CSS_MARK, FROM_MARK, renderTree, SLOT_VERSION, type TreeOwner } from './render-tree';
import { PAGE_SLOT } from './prerender-slot';

interface Painter extends TreeOwner {
  paints: string[];
}

const [job, ...args] = process.argv.slice(2);

const styleTag = (rules: string[], attr: string) => `<style ${attr}>${rules.join('').replace(/<\/style/gi, '<\\/style')}</style>`;

async function main(): Promise<void> {
  if (job !== 'frames') throw new Error(`prerender: unknown job '${String(job)}' (frames)`);
  // What the bundler defines for the browser builds.
  Object.assign(globalThis, { __APP_NAME__: 'musawo_shell', __APP_VERSION__: SLOT_VERSION, __API_BASE__: '/api/v1', __SHARED_MAJOR__: 1 });
  const { prepareLanguage } = await import('../shared/src/react');
  const { LANGUAGES } = await import('../shared/src/contracts');

  const [shellDir, paintsFile] = args;
  if (!shellDir || !paintsFile) throw new Error('usage: prerender frames <shell dir> <paints.json>');
  const painters = JSON.parse(readFileSync(paintsFile, 'utf8')) as Painter[];
  const indexPath = path.join(shellDir, 'index.html');
  const page = readFileSync(indexPath, 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  if (!page.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en"> to set');
  if (!/<title>[^<]*<\/title>/.test(page)) throw new Error('index.html has no <title> for the server to replace with the page\'s');
  const doc = (lang: Language, body: string, rules: string[], rootAttrs: string, head = '') =>
    page
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace('</head>', `${styleTag(rules, 'data-prerender')}${head}</head>`)
      .replace('<div id="root"></div>', `<div id="root" ${rootAttrs}${lang === 'en' ? '' : ` data-painted-lang="${lang}" data-painted-base="/${lang}"`}>${body}</div>`);
  const frames: { path: string; owner: string; languages: Record<string, { html: string; css: string[] }> }[] = painters.flatMap((p) =>
    p.paints.map((route) => ({ path: route, owner: p.name, languages: {} })),
  );
  // One frame per language (ADR 016): the language is the page's address's (issue 44); the root says which language
  // React must hydrate (`data-painted-lang`; none is English).
  for (const lang of LANGUAGES) {
    await prepareLanguage(lang);
    // Every path nobody renders: the frame and the loading state (the frame marks no link as current and leaves
    // out the account links: it serves every path, for anyone). Without JavaScript the <noscript> message says
    // why nothing comes, and the loading state is hidden.
    const loading = await renderTree('/loading', 'frame', lang, undefined, SLOT_VERSION);
    const suffix = lang === 'en' ? '' : `.${lang}`;
    writeFileSync(path.join(shellDir, `spa${suffix}.html`), doc(lang, loading.html, loading.rules, 'data-painted="frame"', '<noscript><style>[data-painted-loading]{display:none}</style></noscript>'));
    console.log(`prerendered spa${suffix}.html (${(loading.html.length / 1024).toFixed(1)} KB of HTML)`);
    // A rendered route: the frame around the page's slot, as the shell renders it around that remote's page (the
    // route's pattern is a path the router matches: `/doctor/:id` opens the doctor page with the id `:id`).
    for (const frame of frames) {
      const owner = painters.find((p) => p.name === frame.owner);
      const slot = await renderTree(frame.path, 'page', lang, owner, SLOT_VERSION);
      if (slot.html.split(PAGE_SLOT).length !== 2) throw new Error(`the frame of ${frame.path} has no single place for ${frame.owner}'s page`);
      const rootAttrs = `data-painted="page" data-painted-path="${frame.path}" ${FROM_MARK}`;
      frame.languages[lang] = { html: doc(lang, slot.html, slot.rules, rootAttrs, CSS_MARK), css: slot.rules };
      console.log(`prerendered the frame of ${frame.path} for ${frame.owner} in ${lang} (${(slot.html.length / 1024).toFixed(1)} KB of HTML)`);
    }
  }
  writeFileSync(path.join(shellDir, 'musawo-frames.json'), `${JSON.stringify({ schemaVersion: 1, frames })}\n`);
  // Every page is the server's to compose per request: no stale home page here.
  rmSync(indexPath);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
