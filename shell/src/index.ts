// The async boundary lets the federation runtime negotiate shared singletons before any app code runs. A
// production shell's singletons are eager (ADR 010), so there the app comes in the same files as the entry: one
// 3G round trip fewer before anything renders. Its modules are then evaluated a few at a time, each group in a
// task of its own (ADR 012): evaluated at once they held a slow phone's main thread for ~150 ms.
import { startPageParts } from './federation/page-parts';

if (__EAGER_SHARED__) void startInStages();
else void import('./bootstrap');

async function startInStages() {
  // The kit parts this page's first view shows (the calendar on a doctor's page) download while everything boots.
  // They start with the document's load event, which on a cold visit comes right after these scripts have run: a
  // chunk asked for before it would hold the event back, and then so would a remote that never answers (the
  // browser would show the page as loading for as long as that request hangs).
  if (document.readyState === 'complete') startPageParts(window.location.pathname);
  else window.addEventListener('load', () => startPageParts(window.location.pathname), { once: true });
  // The federation runtime has just started in this task: the first stage waits for the next one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { nextTask } = await import(/* webpackMode: "eager" */ '@musawo/shared/runtime');
  await import(/* webpackMode: "eager" */ '@musawo/shared/contracts');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'styled-components'),
    import(/* webpackMode: "eager" */ '@musawo/shared/router'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@musawo/shared/query');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@musawo/shared/react');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}
