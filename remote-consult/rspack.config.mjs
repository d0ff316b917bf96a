import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../shared/build/create-app-config.mjs';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'musawo_consult',
  port: 3005,
  exposes: { './App': './src/app.tsx' },
});
