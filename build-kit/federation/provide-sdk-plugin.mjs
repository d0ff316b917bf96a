// Shell side of ADR 010: the federation SDK and its error texts travel once, in the shell. This runtime plugin
// publishes the shell's own copies (the ES builds the shell's federation runtime uses, so nothing is added to the
// shell) before any remote's remoteEntry.js runs; released remotes read them through sdk-from-shell.cjs,
// error-codes-from-shell.cjs and bundler-runtime-from-shell.cjs instead of bundling their own.
import * as sdk from '@module-federation/sdk';
import * as errorCodes from '@module-federation/error-codes';
import * as bundlerRuntime from '@module-federation/webpack-bundler-runtime';

globalThis.__MUSAWO_FEDERATION_SDK__ = sdk;
globalThis.__MUSAWO_FEDERATION_ERROR_CODES__ = errorCodes;
globalThis.__MUSAWO_BUNDLER_RUNTIME__ = bundlerRuntime;

export default function provideSdkPlugin() {
  return { name: 'musawo-provide-sdk' };
}
