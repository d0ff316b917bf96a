import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@musawo/build-kit';

export default createAppConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), kind: 'shell' });
