import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installDialogPolyfill } from './dialog-polyfill';

// findBy… and waitFor give up after 1 s by default. A lazily loaded page with its messages, rendered while the rest of
// a CI run shares the two cores, once took longer (the console's reviews page): waiting longer says "busy", never "wrong".
configure({ asyncUtilTimeout: 5_000 });

// React Router reads TextEncoder at import; jsdom's window lacks it.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

// react-hot-toast and our reduced-motion checks read matchMedia; jsdom lacks it. (A test of what a build-time
// render gives runs in Node's environment, with no window at all.)
const browser = typeof window !== 'undefined';
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browser && (!window.scrollTo || String(window.scrollTo).includes('notImplemented'))) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
// The kit's Dialog opens a native <dialog> with showModal(), which jsdom lacks.
if (browser) installDialogPolyfill(window);
