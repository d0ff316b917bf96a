// ADR 326: the kit's parts by name, started early by the shell.
import { isKitPart, kitPartsFor, loadKitPart, startKitParts } from './parts';

describe('kit parts', () => {
  it('know the calendar and nothing else', () => {
    expect(isKitPart('calendar')).toBe(true);
    expect(isKitPart('map')).toBe(false);
    expect(isKitPart('toString')).toBe(false);
  });

  it("load the calendar's module", async () => {
    const mod = await loadKitPart('calendar');
    expect(typeof mod.CalendarGrid).toBe('function');
  });

  it('start the parts they know and skip the others without throwing', () => {
    expect(() => startKitParts(['map', 'calendar', 'hasOwnProperty'])).not.toThrow();
  });

  it("answer the parts of the route that matches a path, as the router matches it", () => {
    const table = [
      { route: '/doctor/:id', parts: ['calendar'] },
      { route: '/notes/:id', parts: ['calendar', 'map'] },
    ];
    expect(kitPartsFor(table, '/doctor/42')).toEqual(['calendar']);
    expect(kitPartsFor(table, '/lg/doctor/42')).toEqual(['calendar']);
    expect(kitPartsFor(table, '/Notes/7/')).toEqual(['calendar', 'map']);
    expect(kitPartsFor(table, '/doctor')).toEqual([]);
    expect(kitPartsFor(table, '/doctor/42/reviews')).toEqual([]);
    expect(kitPartsFor([], '/doctor/42')).toEqual([]);
  });
});
