// Remote side of ADR 010: a released remote's remoteEntry.js takes the bundler glue of the federation runtime
// (the functions that load chunks and consume shared modules) from the shell, as it takes the runtime core and the
// SDK. The functions keep no state of their own (they work on the container's __webpack_require__.federation);
// what is per container is made fresh here: the runtime wrapper (a remote's own copy, whose module-level instance
// must not be the shell's), its instance, its options and its share scope object.
/* eslint-disable @typescript-eslint/no-require-imports */
const shell = globalThis.__MUSAWO_BUNDLER_RUNTIME__;
if (!shell) throw new Error('This remote runs inside the Musawo shell, which provides the federation runtime.');
const runtime = require('@module-federation/runtime');
// The shell exposes nothing, so its build leaves this one function out: a remote brings its own (~0.5 KB gzip).
const { initContainerEntry } = require('../../node_modules/@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shell.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
module.exports = { __esModule: true, default: federation, ...federation };
