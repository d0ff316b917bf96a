// The district a doctor practises in, for landing pages (issue 44: `/doctors/<district>/<specialty>`). A profile's
// `city` is a town from the seed's list or the district an application named (applications/decisions.ts); the
// gazetteer says which district each town, division and neighbourhood is in. A place it does not know has no
// landing page (the doctor is still found by search).
import { slugOf } from '@musawo/shared/contracts';
import { type GazetteerEntry, UGANDA_PLACES } from '../places/uganda-places';

export interface District {
  name: string;
  slug: string;
  region: GazetteerEntry['region'];
  /** Every place name (lower case, aliases too) whose district this is: what a profile's `city` may say. */
  places: readonly string[];
}

function buildDistricts(entries: readonly GazetteerEntry[]): { bySlug: Map<string, District>; byPlace: Map<string, District> } {
  const byName = new Map(entries.map((e) => [e.name.toLowerCase(), e]));
  // A neighbourhood's parent is a town (Najjera → Kira), whose parent is the district (Wakiso): climb until a
  // place is its own parent or the parent is no place of the list (then the parent is the district's name).
  const districtName = (e: GazetteerEntry): string => {
    let current = e;
    for (let i = 0; i < 5; i += 1) {
      const parent = byName.get(current.parent.toLowerCase());
      if (parent === undefined || parent === current || current.kind === 'city' || current.kind === 'town') return current.parent;
      current = parent;
    }
    return current.parent;
  };
  const names = new Map<string, { region: GazetteerEntry['region']; places: Set<string> }>();
  for (const e of entries) {
    const name = districtName(e);
    const entry = names.get(name) ?? { region: e.region, places: new Set([name.toLowerCase()]) };
    for (const n of [e.name, ...(e.aliases ?? [])]) entry.places.add(n.toLowerCase());
    names.set(name, entry);
  }
  const bySlug = new Map<string, District>();
  const byPlace = new Map<string, District>();
  for (const [name, { region, places }] of names) {
    const district: District = { name, slug: slugOf(name), region, places: [...places].sort() };
    bySlug.set(district.slug, district);
  }
  // A town's own entry wins over a same-named district's list (Wakiso town is in Wakiso either way).
  for (const d of bySlug.values()) for (const p of d.places) if (!byPlace.has(p) || d.name.toLowerCase() === p) byPlace.set(p, d);
  return { bySlug, byPlace };
}

const { bySlug, byPlace } = buildDistricts(UGANDA_PLACES);

/** The district a profile's `city` is in; undefined for a place the gazetteer does not know. */
export function districtOfPlace(place: string | null | undefined): District | undefined {
  return place === null || place === undefined ? undefined : byPlace.get(place.trim().toLowerCase());
}

export function districtBySlug(slug: string): District | undefined {
  return bySlug.get(slug);
}
