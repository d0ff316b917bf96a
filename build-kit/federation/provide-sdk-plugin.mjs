// Shell side of ADR 010: the federation error texts and bundler glue travel once, in the shell. This runtime plugin
// publishes the shell's own copies (the ES builds the shell's federation runtime uses, so nothing is added to the
// shell) before any remote's remoteEntry.js runs; released remotes read them through error-codes-from-shell.cjs and
// bundler-runtime-from-shell.cjs instead of bundling their own. The federation SDK is not published: a remote's
// bundler glue reads nothing of it, and the whole SDK kept alive for nobody cost the shell 2 KB gzip.
import * as errorCodes from '@module-federation/error-codes';
import * as bundlerRuntime from '@module-federation/webpack-bundler-runtime';

globalThis.__MUSAWO_FEDERATION_ERROR_CODES__ = errorCodes;
globalThis.__MUSAWO_BUNDLER_RUNTIME__ = bundlerRuntime;

export default function provideSdkPlugin() {
  return { name: 'musawo-provide-sdk' };
}
