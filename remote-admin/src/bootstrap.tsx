// Standalone development page: `npm run dev -w remote-admin` (port 3006; the API is proxied to $API_TARGET).
import { renderStandalone } from '@musawo/shared/react';
import { App } from './app';

// The demo sign-in bar exists only in development builds (a release's main.js is never a page anyway).
if (process.env.NODE_ENV !== 'production') void import('@musawo/shared/dev').then((dev) => dev.mountDevSignIn(__API_BASE__));
renderStandalone(<App />, __API_BASE__);
