// Remote side of ADR 010: the federation error texts come from the shell (provide-sdk-plugin.mjs).
const errorCodes = globalThis.__MUSAWO_FEDERATION_ERROR_CODES__;
if (!errorCodes) throw new Error('This remote runs inside the Musawo shell, which provides the federation error codes.');
module.exports = errorCodes;
