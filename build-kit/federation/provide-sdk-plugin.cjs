// Shell side of ADR 010: the federation SDK and its error texts travel once, in the shell. This runtime plugin
// publishes the shell's own copies (the CommonJS builds the shell's federation runtime already uses, so nothing
// is added to the shell) before any remote's remoteEntry.js runs; released remotes read them through
// sdk-from-shell.cjs, error-codes-from-shell.cjs and bundler-runtime-from-shell.cjs instead of bundling their own.
// require, not import: an import would resolve the ES builds, a second copy beside the CommonJS ones in use.
/* eslint-disable @typescript-eslint/no-require-imports */
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');
const bundlerRuntime = require('@module-federation/webpack-bundler-runtime');
/* eslint-enable @typescript-eslint/no-require-imports */

globalThis.__MUSAWO_FEDERATION_SDK__ = sdk;
globalThis.__MUSAWO_FEDERATION_ERROR_CODES__ = errorCodes;
globalThis.__MUSAWO_BUNDLER_RUNTIME__ = bundlerRuntime;

module.exports = function provideSdkPlugin() {
  return { name: 'musawo-provide-sdk' };
};
