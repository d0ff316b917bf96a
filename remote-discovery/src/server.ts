// The discovery remote as the server renders it (ADR 335, 337): the browser's App and prefetch, and head(), which
// only the server calls. head() reads the pages' own catalogues; importing them here defines them, so the renderer
// prepares them in the page's language before it renders. None of it is in the browser's chunks.
import type { RemoteAppModule } from '@musawo/shared/react';
import { App, prefetch } from './app';
import { discoveryHead } from './features/landing/lib/head';
import { specialtiesHead } from './features/specialties/lib/head';

export { App, prefetch };

/** Each page's title, description and schema.org data, and 404 for a landing page with no doctor (issue 44). */
export const head: NonNullable<RemoteAppModule['head']> = (context) => specialtiesHead(context) ?? discoveryHead(context);

void ({ App, prefetch, head } satisfies RemoteAppModule);
