// The port behind places/autocomplete and places/geocode. The local gazetteer is the default; a hosted maps
// service plugs in by implementing this interface and a case in createPlacesProvider (PLACES_PROVIDER).
import type { Place } from '@musawo/shared/contracts';

export interface PlacesProvider {
  readonly name: string;
  /** Suggestions for what the person has typed so far, best first. */
  autocomplete(query: string, limit: number): Promise<Place[]>;
  /** The coordinates of an address, or null when the provider does not know it. */
  geocode(address: string): Promise<Place | null>;
}
