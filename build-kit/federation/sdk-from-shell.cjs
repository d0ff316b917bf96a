// Remote side of ADR 010: a released remote uses the federation SDK the shell published (provide-sdk-plugin.mjs).
const sdk = globalThis.__MUSAWO_FEDERATION_SDK__;
if (!sdk) throw new Error('This remote runs inside the Musawo shell, which provides the federation SDK.');
module.exports = sdk;
