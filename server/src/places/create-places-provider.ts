import { createLocalPlacesProvider } from './local-places-provider';
import type { PlacesProvider } from './places-provider';

/** The provider PLACES_PROVIDER names (config.placesProvider). Only the bundled gazetteer ships today. */
export function createPlacesProvider(name: string): PlacesProvider {
  switch (name) {
    case 'local':
      return createLocalPlacesProvider();
    default:
      throw new Error(`PLACES_PROVIDER "${name}" is not available: use "local" (the bundled Ugandan gazetteer).`);
  }
}
