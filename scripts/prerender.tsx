// Build step (ADR 015): paint the app into the shell's HTML so a phone on 3G shows it before any JavaScript has run,
// and React hydrates it when it starts. index.html (`/`) gets the whole home page: the shell's frame around the
// discovery remote's page, signed out, its queries still loading. spa.html, the page of every other path, gets the
// frame with the loading state in the page's place. Both are rendered from the app's own tree (ShellApp), so the
// browser's first render finds every element where the painting put it.
// Run by scripts/build.mjs: bundled by scripts/prerender.rspack.mjs, then `node .tmp/prerender/prerender.cjs <shell dir> <version>`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import type { PaintedKind } from '@musawo/shared/react';
import type { Language } from '@musawo/shared/contracts';
import discoveryManifest from '../remote-discovery/musawo.manifest.mjs';

const [shellDir, discoveryVersion] = process.argv.slice(2);
if (!shellDir || !discoveryVersion) throw new Error('usage: prerender.tsx <shell dir> <discovery version>');

// What the bundler defines for the browser builds.
Object.assign(globalThis, { __APP_NAME__: 'musawo_discovery', __APP_VERSION__: discoveryVersion, __API_BASE__: '/api/v1', __SHARED_MAJOR__: 1 });

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

async function main(): Promise<void> {
  const { ShellApp } = await import('../shell/src/app/shell-app');
  const { createEventBus, createLanguageStore, createSessionStore } = await import('../shared/src/runtime');
  const { prepareLanguage } = await import('../shared/src/react');
  const { LANGUAGES } = await import('../shared/src/contracts');
  const routes = discoveryManifest.routes.map((r) => r.path);
  const registry = { schemaVersion: 1 as const, remotes: [{ name: 'discovery' as const, version: discoveryVersion, entry: '/painted', sharedMajor: 1, routes }] };
  const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

  /** The page's HTML and its CSS: a visitor's first view, signed out, nothing fetched yet. */
  const paint = async (pathname: string, painted: PaintedKind, lang: Language): Promise<{ html: string; styles: string }> => {
    // Calls never run during a build's render.
    const platform = {
      gateway: { call: () => new Promise<never>(() => undefined) },
      session: createSessionStore(noStorage, noStorage),
      bus: createEventBus(),
    };
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
      const body = await html(prelude);
      // A plain <style>: the browser's styled-components writes its own rules as the app renders, under the same
      // class names. styled-components' rehydration markers (a `data-styled.gN[id=...]` rule per component and a
      // `/*!sc*/` after every rule) are left out: nothing reads them, and on 3G they pushed the hero's paragraph past
      // the page's first network chunk (ADR 009's note of 2026-11-26).
      const css = sheet.instance
        .toString()
        .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/g, '')
        .replace(/\/\*!sc\*\/\n?/g, '');
      return { html: body, styles: `<style data-prerender>${css.replace(/<\/style/gi, '<\\/style')}</style>` };
    } finally {
      sheet.seal();
    }
  };

  const indexPath = path.join(shellDir, 'index.html');
  const page = readFileSync(indexPath, 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  if (!page.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en"> to set');

  // One painting per language (ADR 016): index.html and spa.html in English, index.lg.html, spa.sw.html... in the
  // others; the server answers the one the `lang` cookie names, and the root says which language React must hydrate
  // (`data-painted-lang`; none is English, which keeps the home page's hero as early in the HTML as before).
  for (const lang of LANGUAGES) {
    await prepareLanguage(lang);
    // `/`: the shell's layout around the discovery remote's home page.
    const home = await paint('/', 'page', lang);
    // Every other path: the frame and the loading state (the frame marks no link as current and leaves out the
    // account links: it serves every path, for anyone). Without JavaScript the <noscript> message says why nothing
    // comes, and the loading state is hidden.
    const frame = await paint('/loading', 'frame', lang);
    const painted = (p: { html: string; styles: string }, rootAttrs: string, head = '') =>
      page
        .replace('<html lang="en">', `<html lang="${lang}">`)
        .replace('</head>', `${p.styles}${head}</head>`)
        .replace('<div id="root"></div>', `<div id="root" ${rootAttrs}${lang === 'en' ? '' : ` data-painted-lang="${lang}"`}>${p.html}</div>`);
    const suffix = lang === 'en' ? '' : `.${lang}`;
    writeFileSync(path.join(shellDir, `spa${suffix}.html`), painted(frame, 'data-painted="frame"', '<noscript><style>[data-painted-loading]{display:none}</style></noscript>'));
    writeFileSync(path.join(shellDir, `index${suffix}.html`), painted(home, `data-painted="page" data-painted-path="/" data-painted-from="discovery@${discoveryVersion}"`));
    for (const [name, p] of [[`index${suffix}.html`, home], [`spa${suffix}.html`, frame]] as const) {
      console.log(`prerendered ${name} (${(p.html.length / 1024).toFixed(1)} KB of HTML, ${(p.styles.length / 1024).toFixed(1)} KB of CSS)`);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
