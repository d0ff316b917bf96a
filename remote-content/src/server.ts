// The content remote as the server renders it (ADR 335, 337): the browser's App and prefetch, and head(), which only
// the server calls. head() reads each page's own catalogue; importing them here defines them, so the renderer
// prepares them in the page's language before it renders. None of it is in the browser's chunks.
import type { RemoteAppModule } from '@musawo/shared/react';
import { App, prefetch } from './app';
import { articlesHead } from './features/articles/lib/head';
import { staticHead } from './shared-ui/static-head';

export { App, prefetch };

/** Each public page's title, description and schema.org data, and 404 for an unknown tip (issue 44). */
export const head: NonNullable<RemoteAppModule['head']> = (context) => staticHead(context) ?? articlesHead(context);

void ({ App, prefetch, head } satisfies RemoteAppModule);
