// Build step (issue 11): paint the first view of `/` — the shell's top bar and footer around the discovery home
// page, its queries still loading — into deploy/shell/index.html with its CSS, so a phone on 3G shows the hero
// before any JavaScript has run. spa.html, the page of every other path, gets the shell's frame painted: the top bar
// without account links, and the loading state (ADR 009).
// Run by scripts/build.mjs: bundled by scripts/prerender.rspack.mjs, then `node .tmp/prerender/prerender.cjs <shell dir> <version>`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';

const [shellDir, discoveryVersion] = process.argv.slice(2);
if (!shellDir || !discoveryVersion) throw new Error('usage: prerender.tsx <shell dir> <discovery version>');

// What the bundler defines for the browser builds.
Object.assign(globalThis, { __APP_NAME__: 'musawo_discovery', __APP_VERSION__: discoveryVersion, __API_BASE__: '/api/v1', __SHARED_MAJOR__: 1 });

async function main(): Promise<void> {
  const { MemoryRouter, Route, Routes } = await import('../shared/src/router');
  const { GlobalStyle, PlatformProvider, theme } = await import('../shared/src/react');
  const { createEventBus, createSessionStore } = await import('../shared/src/runtime');
  const { Layout, PaintedFrame } = await import('../shell/src/app/layout');
  const { AreaLoading, RemoteAreaFrame } = await import('../shell/src/app/remote-area');
  const { App: DiscoveryApp } = await import('../remote-discovery/src/app');

  const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

  /** The page's HTML and its CSS: a visitor's first view, signed out, nothing fetched yet. */
  const paint = (pathname: string, routes: ReactNode): { html: string; styles: string } => {
    // Calls never run during a server render.
    const platform = {
      gateway: { call: () => new Promise<never>(() => undefined) },
      session: createSessionStore(noStorage, noStorage),
      bus: createEventBus(),
    };
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        <StyleSheetManager sheet={sheet.instance}>
          <PlatformProvider value={platform}>
            <QueryClientProvider client={new QueryClient()}>
              <ThemeProvider theme={theme}>
                <GlobalStyle />
                <MemoryRouter initialEntries={[pathname]}>
                  <Routes>{routes}</Routes>
                </MemoryRouter>
              </ThemeProvider>
            </QueryClientProvider>
          </PlatformProvider>
        </StyleSheetManager>,
      );
      // A plain <style> the browser's styled-components never adopts: rehydrating it would merge these rules into
      // groups whose ids depend on the order chunks happen to evaluate, and could rewrite the painted page's CSS.
      // Since nothing rehydrates it, the markers styled-components writes for that (a `data-styled.gN[id=...]` rule
      // per component and a `/*!sc*/` after every rule) go: ~4.4 KB of the 17 KB of CSS that `/` carries before its
      // hero, ~0.9 KB gzip. On the 3G profile the first chunk of the page used to end inside the hero's paragraph: it
      // was painted in part, so Chrome took the app's own paragraph, painted seconds later, as the Largest
      // Contentful Paint (3.8 s instead of 0.6 s in 7 of 12 loads).
      const css = sheet.instance
        .toString()
        .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/g, '')
        .replace(/\/\*!sc\*\/\n?/g, '');
      const styles = `<style data-prerender>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      // The painted page is seen for seconds on 3G before the app starts, and its search field takes typing (the
      // shell carries that text into the live page). A painted <form> would also submit natively: pressing Enter or
      // Search there reloaded the page and started the whole download again. Painted, a form is a plain box with
      // the same class; the live page renders the real form over it.
      return { html: html.replace(/<form\b/g, '<div').replace(/<\/form>/g, '</div>'), styles };
    } finally {
      sheet.seal();
    }
  };

  // `/`: the shell's layout around the discovery remote's home page.
  const home = paint(
    '/',
    <Route element={<Layout />}>
      <Route
        path="*"
        element={
          <RemoteAreaFrame name="discovery">
            <DiscoveryApp />
          </RemoteAreaFrame>
        }
      />
    </Route>,
  );
  // Every other path: the frame and the loading state the shell shows until the page's code has loaded (a path no
  // link of the top bar points at, so none is marked as the current one). Without JavaScript the <noscript>
  // message says why nothing comes, and the loading state is hidden.
  const frame = paint(
    '/loading',
    <Route
      path="*"
      element={
        <PaintedFrame>
          <div data-painted-loading="">
            <AreaLoading />
          </div>
        </PaintedFrame>
      }
    />,
  );

  const indexPath = path.join(shellDir, 'index.html');
  const page = readFileSync(indexPath, 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  const painted = (p: { html: string; styles: string }, head = '') =>
    page.replace('</head>', `${p.styles}${head}</head>`).replace('<div id="root"></div>', `<div id="root">${p.html}</div>`);
  writeFileSync(path.join(shellDir, 'spa.html'), painted(frame, '<noscript><style>[data-painted-loading]{display:none}</style></noscript>'));
  writeFileSync(indexPath, painted(home));
  for (const [name, p] of [['/', home], ['spa.html', frame]] as const) {
    console.log(`prerendered ${name} (${(p.html.length / 1024).toFixed(1)} KB of HTML, ${(p.styles.length / 1024).toFixed(1)} KB of CSS)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
