// Build step (ADR 015, ADR 324): paint the app into HTML so a phone on 3G shows it before any JavaScript has run,
// and React hydrates it when it starts. Everything is rendered from the app's own tree (ShellApp), so the browser's
// first render finds every element where the painting put it. Two jobs, each in the build of the app that owns it:
//
//   frames <shell dir> <paints.json>
//     The shell's build. spa.html (and spa.lg.html, spa.sw.html), the page of every path nobody paints: the frame
//     with the loading state in the page's place. musawo-frames.json: for each path a remote's manifest paints, per
//     language, the whole document with the page's slot (`<musawo-page>`) where the page goes, and the frame's CSS.
//   paintings <remote> <version> <out dir> <paints.json>
//     A remote's release. musawo-paintings.json: for each path its manifest paints, per language, the page's HTML
//     (what the tree renders in the slot's place) and its CSS rules. The server puts it into the live shell's frame.
//
// <paints.json>: [{ name, routes, paints }] of the remotes that paint pages (their manifests, from the caller).
// Bundled by scripts/prerender.rspack.mjs (PAINT_REMOTE names the remote), run by scripts/lib/deploy.mjs.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import type { PaintedKind } from '@musawo/shared/react';
import type { Language } from '@musawo/shared/contracts';
import { paintTarget } from './prerender-remote-loader';
import { PAGE_SLOT } from './prerender-slot';

interface Painter {
  name: string;
  routes: string[];
  paints: string[];
}

/** Where the server writes the painted remote's name and version, and the page's CSS (server/src/static/painting.ts). */
const FROM_MARK = 'data-painted-from="musawo:painted-from"';
const CSS_MARK = '<!--musawo:page-css-->';

const [job, ...args] = process.argv.slice(2);

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/**
 * The sheet's rules, one string each. styled-components' rehydration markers (a `data-styled.gN[id=...]` rule per
 * component and a `/*!sc*\/` after every rule) are left out: nothing reads them, and on 3G they pushed the hero's
 * paragraph past the page's first network chunk (ADR 009's note of 2026-11-26).
 */
function cssRules(sheet: string): string[] {
  return sheet
    .split(/\/\*!sc\*\/\n?/)
    .filter((r) => r !== '' && !/^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/.test(r.trim()));
}
const styleTag = (rules: string[], attr: string) => `<style ${attr}>${rules.join('').replace(/<\/style/gi, '<\\/style')}</style>`;

/** The registry version of a slot's render: React.lazy components are kept per version, so not the page's own. */
const SLOT_VERSION = '0.0.0-slot';

async function main(): Promise<void> {
  // What the bundler defines for the browser builds (the painted remote's, in its release).
  const painting = job === 'paintings' ? { name: args[0] ?? '', version: args[1] ?? '' } : { name: 'shell', version: SLOT_VERSION };
  Object.assign(globalThis, { __APP_NAME__: `musawo_${painting.name}`, __APP_VERSION__: painting.version, __API_BASE__: '/api/v1', __SHARED_MAJOR__: 1 });
  const { ShellApp } = await import('../shell/src/app/shell-app');
  const { createEventBus, createLanguageStore, createSessionStore } = await import('../shared/src/runtime');
  const { prepareLanguage } = await import('../shared/src/react');
  const { LANGUAGES } = await import('../shared/src/contracts');
  const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

  /** The tree's HTML and CSS rules at `pathname`: a visitor's first view, signed out, nothing fetched yet. */
  const paint = async (pathname: string, painted: PaintedKind, lang: Language, owner: Painter | undefined, version: string): Promise<{ html: string; rules: string[] }> => {
    // Calls never run during a build's render.
    const platform = {
      gateway: { call: () => new Promise<never>(() => undefined) },
      session: createSessionStore(noStorage, noStorage),
      bus: createEventBus(),
    };
    const registry = { schemaVersion: 1 as const, remotes: owner ? [{ name: owner.name, version, entry: '/painted', sharedMajor: 1, routes: owner.routes }] : [] };
    const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>;
    const sheet = new ServerStyleSheet();
    try {
      const { prelude } = await prerenderToNodeStream(
        <StyleSheetManager sheet={sheet.instance}>
          <ShellApp platform={platform} queryClient={new QueryClient()} Router={Router} registry={registry} registryError={null} painted={painted} language={createLanguageStore(lang)} />
        </StyleSheetManager>,
        // Every boundary inline, in document order: a boundary React would otherwise move to the end of the document
        // needs an inline script to be shown, and the page's policy runs none.
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      );
      return { html: await html(prelude), rules: cssRules(sheet.instance.toString()) };
    } finally {
      sheet.seal();
    }
  };

  const readPainters = (file: string | undefined): Painter[] => {
    if (!file) throw new Error('prerender: no paints.json given');
    return JSON.parse(readFileSync(file, 'utf8')) as Painter[];
  };

  if (job === 'frames') {
    const [shellDir, paintsFile] = args;
    if (!shellDir) throw new Error('usage: prerender frames <shell dir> <paints.json>');
    const painters = readPainters(paintsFile);
    const indexPath = path.join(shellDir, 'index.html');
    const page = readFileSync(indexPath, 'utf8');
    if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
    if (!page.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en"> to set');
    const doc = (lang: Language, body: string, rules: string[], rootAttrs: string, head = '') =>
      page
        .replace('<html lang="en">', `<html lang="${lang}">`)
        .replace('</head>', `${styleTag(rules, 'data-prerender')}${head}</head>`)
        .replace('<div id="root"></div>', `<div id="root" ${rootAttrs}${lang === 'en' ? '' : ` data-painted-lang="${lang}"`}>${body}</div>`);
    const frames: { path: string; owner: string; languages: Record<string, { html: string; css: string[] }> }[] = painters.flatMap((p) =>
      p.paints.map((pathname) => ({ path: pathname, owner: p.name, languages: {} })),
    );
    // One painting per language (ADR 016): spa.html in English, spa.lg.html, spa.sw.html in the others; the server
    // answers the one the `lang` cookie names, and the root says which language React must hydrate
    // (`data-painted-lang`; none is English, which keeps the home page's hero as early in the HTML as before).
    for (const lang of LANGUAGES) {
      await prepareLanguage(lang);
      // Every path nobody paints: the frame and the loading state (the frame marks no link as current and leaves
      // out the account links: it serves every path, for anyone). Without JavaScript the <noscript> message says
      // why nothing comes, and the loading state is hidden.
      const loading = await paint('/loading', 'frame', lang, undefined, SLOT_VERSION);
      const suffix = lang === 'en' ? '' : `.${lang}`;
      writeFileSync(path.join(shellDir, `spa${suffix}.html`), doc(lang, loading.html, loading.rules, 'data-painted="frame"', '<noscript><style>[data-painted-loading]{display:none}</style></noscript>'));
      console.log(`prerendered spa${suffix}.html (${(loading.html.length / 1024).toFixed(1)} KB of HTML)`);
      // A painted path: the frame around the page's slot, as the shell renders it around that remote's page.
      for (const frame of frames) {
        const owner = painters.find((p) => p.name === frame.owner);
        const slot = await paint(frame.path, 'page', lang, owner, SLOT_VERSION);
        if (slot.html.split(PAGE_SLOT).length !== 2) throw new Error(`the frame of ${frame.path} has no single place for ${frame.owner}'s page`);
        const rootAttrs = `data-painted="page" data-painted-path="${frame.path}" ${FROM_MARK}`;
        frame.languages[lang] = { html: doc(lang, slot.html, slot.rules, rootAttrs, CSS_MARK), css: slot.rules };
        console.log(`prerendered the frame of ${frame.path} for ${frame.owner} in ${lang} (${(slot.html.length / 1024).toFixed(1)} KB of HTML)`);
      }
    }
    writeFileSync(path.join(shellDir, 'musawo-frames.json'), `${JSON.stringify({ schemaVersion: 1, frames })}\n`);
    // `/` is the server's to compose (its frame here, its page in the owner's release): no stale home page here.
    rmSync(indexPath);
    return;
  }

  if (job === 'paintings') {
    const [name, version, outDir, paintsFile] = args;
    if (!name || !version || !outDir) throw new Error('usage: prerender paintings <remote> <version> <out dir> <paints.json>');
    const owner = readPainters(paintsFile).find((p) => p.name === name);
    if (!owner) throw new Error(`${name}'s manifest paints no page`);
    paintTarget.remote = name;
    const paintings = owner.paints.map((pathname) => ({ path: pathname, languages: {} as Record<string, { html: string; css: string[] }> }));
    for (const lang of LANGUAGES) {
      await prepareLanguage(lang);
      for (const p of paintings) {
        paintTarget.slot = true;
        const frame = await paint(p.path, 'page', lang, owner, SLOT_VERSION);
        paintTarget.slot = false;
        const whole = await paint(p.path, 'page', lang, owner, version);
        // The frame is the shell's (its own build paints it); the page is what fills the slot. A frame that changes
        // with the page could not be painted apart from it: refused.
        const [before, after, ...more] = frame.html.split(PAGE_SLOT);
        if (before === undefined || after === undefined || more.length > 0 || !whole.html.startsWith(before) || !whole.html.endsWith(after) || whole.html.length < before.length + after.length) {
          throw new Error(`${name} ${p.path} (${lang}): the shell's frame around the page differs from the frame around its slot`);
        }
        const pageHtml = whole.html.slice(before.length, whole.html.length - after.length);
        // Every rule the page's tree used; the server leaves out those the live shell's frame already has.
        p.languages[lang] = { html: pageHtml, css: whole.rules };
        console.log(`painted ${name} ${version} ${p.path} in ${lang} (${(pageHtml.length / 1024).toFixed(1)} KB of HTML)`);
      }
    }
    writeFileSync(path.join(outDir, 'musawo-paintings.json'), `${JSON.stringify({ schemaVersion: 1, name, version, paintings })}\n`);
    return;
  }
  throw new Error(`prerender: unknown job '${String(job)}' (frames or paintings)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
