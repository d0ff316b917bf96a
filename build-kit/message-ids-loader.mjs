// Puts the numbers of numbered catalogue keys (message-keys.mjs, ADR 329) in place of the message ids the app's
// translator calls name, before the TypeScript is compiled. Only production browser builds use it; their catalogues
// are numbered by messages-loader.mjs from the same plan.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { editsFor, numberIds } from './message-keys.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default function messageIdsLoader(source) {
  const spans = editsFor(root, this.resourcePath, source);
  return spans ? numberIds(source, spans) : source;
}
