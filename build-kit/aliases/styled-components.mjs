// What the apps' browser bundles take of styled-components (ADR 010): the share of it every app gets from the shell
// is a whole module, so it keeps only the names the apps use. Server-side rendering (ServerStyleSheet,
// StyleSheetManager: scripts/prerender.tsx, built without this alias), themes built at run time (createTheme) and the
// RSC plugin stay out: 1.3 KB gzip of every page. The apps reach it through the federation share, which the bundler
// cannot check: styled-components.test.ts fails on a name the apps import that is missing here.
export { default, createGlobalStyle, css, keyframes, ThemeProvider, useTheme } from 'styled-components/dist/styled-components.browser.esm.js';
