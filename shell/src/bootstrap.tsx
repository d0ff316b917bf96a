import { createRoot, hydrateRoot } from 'react-dom/client';
import { findRemoteFor, guardFor, splitLanguagePath, type Registry } from '@musawo/shared/contracts';
import { createBrowserPlatform, createQueryClient, languageFailed, loadToasts, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore, keepLanguage, nextTask, startingLanguage } from '@musawo/shared/runtime';
import { fetchRegistry } from './federation/registry';
import { prefetchRemoteApp, registerRegistry } from './federation/remote-loader';
import { admission } from './features/session/guard';
import { ShellApp } from './app/shell-app';
import { languageBasename, PageRouter } from './app/router';
import { fillFromPage, paintingToHydrate } from './app/painting';
import { syncSessionAcrossTabs } from './session/sync-tabs';
import { afterFirstView, registerServiceWorker } from './features/offline/register-sw';

/** The longest the shell's first render waits for the page's remote to load (see start()). */
const REMOTE_HEAD_START_MS = 1_500;

// One bus, one session, one gateway for the page: remotes reach them through context.
const platform = createBrowserPlatform(__API_BASE__);
const { bus, session } = platform;
const queryClient = createQueryClient();
// The page's language is its address's (ADR 336): `/lg/...` is Luganda whatever the `lang` cookie says, which is only
// the visitor's preference (the language control sets it).
const language = createLanguageStore(startingLanguage(window.location.pathname), (l) => keepLanguage(document, window.localStorage, l));
document.documentElement.lang = language.get();

syncSessionAcrossTabs(session, window, window.localStorage);

async function start() {
  let registry: Registry | null = null;
  let registryError: Error | null = null;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // The app's path, without the language prefix the router takes as its basename.
  const { path: pathname } = splitLanguagePath(window.location.pathname);
  // React does not correct attributes when it hydrates: a painting made without this page's prefix (the build's)
  // has links without it, so it is rendered afresh. What the server renders under a prefix says so (ADR 336).
  const underBase = root.dataset.paintedBase === languageBasename(window.location.pathname);
  // The shell's and the kit's messages in the page's language before the first render (English is bundled).
  const messages = prepareLanguage(language.get());
  try {
    registry = await fetchRegistry();
    registerRegistry(registry);
    const first = admission(guardFor(registry, pathname), session.get()?.user) !== 'open' ? undefined : findRemoteFor(registry, pathname);
    if (first) {
      // A server-rendered page brings its data (ADR 335): it goes into the cache before React takes the page over,
      // so nothing is asked for again now. Otherwise the server's Link header has already asked for the page's
      // reads, and the remote's prefetch finds them on the way.
      const painted = underBase && paintingToHydrate(root, pathname, registry) === 'page';
      const loading = prefetchRemoteApp(first, (mod) => {
        if (!painted) void mod.prefetch?.({ pathname, search: window.location.search, language: language.get(), queryClient, gateway: platform.gateway });
      });
      // The page's remote arrives alongside the shell (the page's Link header preloads it): let it run, and its
      // prefetch() start the page's API calls, before the shell's own first render takes the main thread for a
      // few hundred ms on a slow phone. The painted first view stays on screen meanwhile; never wait long.
      await Promise.race([loading.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, REMOTE_HEAD_START_MS))]);
    }
    // The page's remote has registered its catalogue by now: its messages load with the others.
    await Promise.race([Promise.all([messages, prepareLanguage(language.get())]), new Promise((resolve) => setTimeout(resolve, REMOTE_HEAD_START_MS))]);
    // The remote's modules were just evaluated: render in a task of its own (ADR 012).
    await nextTask();
  } catch (err) {
    registryError = err instanceof Error ? err : new Error(String(err));
    bus.publish('remote:load-failed', { remote: 'registry', reason: registryError.message });
  }
  await messages;
  // A painting hydrates only if every catalogue loaded its language: one that could not (a chunk lost on a flaky
  // connection) would render English where the painting has Luganda or Kiswahili (React error #418).
  const painted = languageFailed(language.get()) || !underBase ? null : paintingToHydrate(root, pathname, registry, language.get());
  const app = (
    <ShellApp platform={platform} queryClient={queryClient} Router={PageRouter} registry={registry} registryError={registryError} painted={painted} language={language} />
  );
  // React takes the painting over where it can (ADR 015): the painted elements stay. A server-rendered page's data
  // goes into the cache first (ADR 335), so the first render is the server's. Otherwise it renders the page from
  // scratch in place of what was painted.
  if (painted) {
    if (painted === 'page') fillFromPage(document, queryClient);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

void start();
// Once the first view is done, the toast code (its own chunk, ADR 013), then the service worker: the worker's first
// install is handed every file the page has loaded by then, the toast code included, so toasts work offline too.
const toastsLoaded = afterFirstView(bus).then(() => loadToasts().then(() => undefined, () => undefined));
registerServiceWorker(undefined, toastsLoaded);
