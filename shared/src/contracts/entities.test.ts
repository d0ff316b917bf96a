import * as entities from './entities';
// The whole contracts module, with the bus's event map and the catalogue, as a page loads it.
import { catalogue, events } from './index';

type Inspectable = { _zod: { def: { type: string; _cachedInner?: unknown } } };
const schemas = Object.entries(entities).filter(([name]) => name.endsWith('Schema')) as [string, Inspectable][];
// The one exported schema that is not an object: a union of two primitives, cheap to build.
const eager = new Set(['ratingSchema']);

describe('entity schemas (spec §3) are built on first use', () => {
  it('loading the contracts builds none of the object schemas', () => {
    expect(Object.keys(events).length).toBeGreaterThan(0);
    expect(Object.keys(catalogue).length).toBeGreaterThan(0);
    const objects = schemas.filter(([name]) => !eager.has(name));
    expect(objects.length).toBeGreaterThan(15);
    expect(objects.map(([name, s]) => [name, s._zod.def.type, s._zod.def._cachedInner !== undefined])).toEqual(
      objects.map(([name]) => [name, 'lazy', false]),
    );
  });

  it('parses and reports issues with their paths as a plain object schema does', () => {
    const place = { id: 'kla', name: 'Kampala', description: 'Capital', lat: 0.35, lng: 32.58 };
    expect(entities.placeSchema.parse(place)).toEqual(place);
    const bad = entities.doctorSchema.safeParse({ id: 'd1', address: { address: 7 } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['name', 'address.address']));
    // Built once, then kept.
    expect((entities.doctorSchema as unknown as Inspectable)._zod.def._cachedInner).toBeDefined();
    expect((entities.userProfileSchema as unknown as Inspectable)._zod.def._cachedInner).toBeUndefined();
  });
});
