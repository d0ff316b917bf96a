// The shell's tree around a remote's page, rendered in Node (issue 44, ADR 335): the same render for the shell's
// build (its frames around the page's slot, scripts/prerender.tsx) and for a remote's server renderer (its page
// inside that frame, scripts/ssr-render.tsx), so what the server cuts out of one fits the other.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import type { Language } from '@musawo/shared/contracts';
import type { PaintedKind } from '@musawo/shared/react';
import type { QueryClient } from '@musawo/shared/query';
import type { Gateway } from '@musawo/shared/runtime';

/** The remote whose page the tree holds: its registry name and routes. */
export interface TreeOwner {
  name: string;
  routes: string[];
}

/** Where the server writes the rendered remote's name and version, and the page's CSS (server/src/ssr/server-render.ts). */
export const FROM_MARK = 'data-painted-from="musawo:painted-from"';
export const CSS_MARK = '<!--musawo:page-css-->';

/** The registry version of a slot's render: React.lazy components are kept per version, so not the page's own. */
export const SLOT_VERSION = '0.0.0-slot';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
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

export interface TreeData {
  gateway: Gateway;
  queryClient: QueryClient;
}

/**
 * The tree's HTML and CSS rules at `location` (path and query): a visitor's view, signed out, with no storage. With no
 * `data` nothing is fetched (calls never answer: the frames of a build); with it, the page reads what its remote's
 * prefetch put in the query client.
 */
export async function renderTree(location: string, painted: PaintedKind, lang: Language, owner: TreeOwner | undefined, version: string, data?: TreeData): Promise<{ html: string; rules: string[] }> {
  const { ShellApp } = await import('../shell/src/app/shell-app');
  const { createEventBus, createLanguageStore, createSessionStore } = await import('../shared/src/runtime');
  const { QueryClient } = await import('../shared/src/query');
  const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const platform = {
    gateway: data?.gateway ?? { call: () => new Promise<never>(() => undefined) },
    session: createSessionStore(noStorage, noStorage),
    bus: createEventBus(),
  };
  const registry = { schemaVersion: 1 as const, remotes: owner ? [{ name: owner.name, version, entry: '/painted', sharedMajor: 1, routes: owner.routes }] : [] };
  // A Luganda or Kiswahili page lives under its language's prefix (ADR 336): its links carry it, as in the browser.
  const basename = lang === 'en' ? undefined : `/${lang}`;
  const at = basename === undefined ? location : `${basename}${location === '/' ? '' : location.startsWith('/?') ? location.slice(1) : location}`;
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter basename={basename} initialEntries={[at]}>
      {children}
    </MemoryRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>
        <ShellApp platform={platform} queryClient={data?.queryClient ?? new QueryClient()} Router={Router} registry={registry} registryError={null} painted={painted} language={createLanguageStore(lang)} />
      </StyleSheetManager>,
      // Every boundary inline, in document order: a boundary React would otherwise move to the end of the document
      // needs an inline script to be shown, and the page's policy runs none.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    return { html: await text(prelude), rules: cssRules(sheet.instance.toString()) };
  } finally {
    sheet.seal();
  }
}
