// Standalone development page: `npm run dev -w remote-consult` (the API is proxied to :8080).
import { renderStandalone } from '@musawo/shared/react';
import { App } from './app';

renderStandalone(<App />, __API_BASE__);
