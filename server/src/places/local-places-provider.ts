// Places from the bundled gazetteer: no network, answers in microseconds, good enough for the towns and
// neighbourhoods people actually type. Ranking: name starts with the query, then a later word of the name
// (or an alias) does, then the query appears inside the name; ties go to the larger population.
import type { Place } from '@musawo/shared/contracts';
import type { PlacesProvider } from './places-provider';
import { type GazetteerEntry, UGANDA_PLACES } from './uganda-places';

/** Lower case, no accents or punctuation, single spaces: 'Fort-Portal ' and 'fort portal' compare equal. */
function normalizePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Words people add to a place name that do not help find it.
const NOISE = /\b(uganda|district|city|municipality|municipal council|town council|town|division|ug)\b/g;

interface Indexed {
  entry: GazetteerEntry;
  place: Place;
  names: string[];
}

const DESCRIBE: Record<GazetteerEntry['kind'], (e: GazetteerEntry) => string> = {
  city: (e) => `City, ${e.region} Region, Uganda`,
  town: (e) => `Town, ${e.parent} District, Uganda`,
  division: (e) => `Division of ${e.parent}, Uganda`,
  neighbourhood: (e) => `${e.parent}, Uganda`,
};

function slug(name: string): string {
  return normalizePlaceText(name).replace(/ /g, '-');
}

export function createLocalPlacesProvider(entries: readonly GazetteerEntry[] = UGANDA_PLACES): PlacesProvider {
  const index: Indexed[] = entries.map((entry) => ({
    entry,
    place: { id: `ug-${slug(entry.name)}`, name: entry.name, description: DESCRIBE[entry.kind](entry), lat: entry.lat, lng: entry.lng },
    names: [entry.name, ...(entry.aliases ?? [])].map(normalizePlaceText),
  }));

  function rank(item: Indexed, q: string): number | undefined {
    let best: number | undefined;
    for (const name of item.names) {
      let r: number | undefined;
      if (name === q) r = 0;
      else if (name.startsWith(q)) r = 1;
      else if (name.split(' ').some((word) => word.startsWith(q))) r = 2;
      else if (q.length >= 3 && name.includes(q)) r = 3;
      if (r !== undefined && (best === undefined || r < best)) best = r;
    }
    return best;
  }

  function search(q: string): Indexed[] {
    const hits: { item: Indexed; r: number }[] = [];
    for (const item of index) {
      const r = rank(item, q);
      if (r !== undefined) hits.push({ item, r });
    }
    // An exact name ranks with the prefixes: 'kira' must not bury Kiruhura-sized towns below a tiny exact hit,
    // but among equal prefixes population decides, and an exact match wins a population tie.
    hits.sort((a, b) => Math.min(a.r, 1) - Math.min(b.r, 1) || b.item.entry.population - a.item.entry.population || a.r - b.r);
    return hits.map((h) => h.item);
  }

  return {
    name: 'local',
    autocomplete(query, limit) {
      const q = normalizePlaceText(query);
      if (q === '') return Promise.resolve([]);
      return Promise.resolve(search(q).slice(0, limit).map((i) => i.place));
    },
    geocode(address) {
      // "Plot 4, Ntinda Road, Kampala, Uganda": the first part that names a known place wins, so the most
      // specific one (written first, as addresses are) decides. "Ntinda Road" names the neighbourhood.
      const parts = address.split(',').map((p) => normalizePlaceText(p).replace(NOISE, ' ').replace(/\s+/g, ' ').trim()).filter((p) => p !== '');
      for (const part of parts) {
        const exact = index.find((i) => i.names.includes(part));
        if (exact !== undefined) return Promise.resolve(exact.place);
        const padded = ` ${part} `;
        const within = index.filter((i) => i.names.some((n) => padded.includes(` ${n} `)));
        within.sort((a, b) => b.entry.population - a.entry.population);
        if (within[0] !== undefined) return Promise.resolve(within[0].place);
      }
      return Promise.resolve(null);
    },
  };
}
