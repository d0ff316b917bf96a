import { laterPart, named } from '@musawo/shared/react';

/**
 * The home page's sections under the first screen (featured doctors, how it works, FAQ, the app) are a chunk of their
 * own with their texts, fetched when scrolled to or once the first view has settled (the kit's laterPart): a cold
 * visit to `/` fetches only what the first screen shows, and the featured doctors' call waits too. Rendered without a
 * painting (a visit that started on another page), they load at once.
 */
export const LaterSections = laterPart(named(() => import('./below-the-fold'), 'BelowTheFold'), { unpainted: 'at-once' });
