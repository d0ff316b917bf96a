import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@musawo/build-kit';

// Name, dev port and early reads: musawo.manifest.mjs.
export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  exposes: { './App': './src/app.tsx' },
});
