// Build step (issue 11): paint the first view of `/` — the shell's top bar and footer around the discovery home
// page, its queries still loading — into deploy/shell/index.html with its CSS, so a phone on 3G shows the hero
// before any JavaScript has run. The shell keeps the plain page as spa.html for every other path.
// Run by scripts/build.mjs: bundled by scripts/prerender.rspack.mjs, then `node .tmp/prerender/prerender.cjs <shell dir> <version>`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  const { Layout } = await import('../shell/src/app/layout');
  const { RemoteAreaFrame } = await import('../shell/src/app/remote-area');
  const { App: DiscoveryApp } = await import('../remote-discovery/src/app');

  const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  // A visitor's first view: signed out, nothing fetched yet. Calls never run during a server render.
  const platform = {
    gateway: { call: () => new Promise<never>(() => undefined) },
    session: createSessionStore(noStorage, noStorage),
    bus: createEventBus(),
  };
  const sheet = new ServerStyleSheet();
  let html: string;
  let styles: string;
  try {
    html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <PlatformProvider value={platform}>
          <QueryClientProvider client={new QueryClient()}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              <MemoryRouter initialEntries={['/']}>
                <Routes>
                  <Route element={<Layout />}>
                    <Route
                      path="*"
                      element={
                        <RemoteAreaFrame name="discovery">
                          <DiscoveryApp />
                        </RemoteAreaFrame>
                      }
                    />
                  </Route>
                </Routes>
              </MemoryRouter>
            </ThemeProvider>
          </QueryClientProvider>
        </PlatformProvider>
      </StyleSheetManager>,
    );
    // The painted page is seen for seconds on 3G before the app starts, and its search field takes typing (the shell
    // carries that text into the live page). A painted <form> would also submit natively: pressing Enter or Search
    // there reloaded the page and started the whole download again. Painted, a form is a plain box with the same
    // class; the live page renders the real form over it.
    html = html.replace(/<form\b/g, '<div').replace(/<\/form>/g, '</div>');
    // A plain <style> the browser's styled-components never adopts: rehydrating it would merge these rules into
    // groups whose ids depend on the order chunks happen to evaluate, and could rewrite the painted page's CSS.
    styles = `<style data-prerender>${sheet.instance.toString().replace(/<\/style/gi, '<\\/style')}</style>`;
  } finally {
    sheet.seal();
  }
  const indexPath = path.join(shellDir, 'index.html');
  const page = readFileSync(indexPath, 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  writeFileSync(path.join(shellDir, 'spa.html'), page);
  writeFileSync(indexPath, page.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>`));
  console.log(`prerendered / into ${indexPath} (${(html.length / 1024).toFixed(1)} KB of HTML, ${(styles.length / 1024).toFixed(1)} KB of CSS)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
