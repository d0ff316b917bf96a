// ADR 326: the shell starts the kit parts a route's first view shows, named in its remote's manifest.
import { startPageParts } from './page-parts';

describe('startPageParts', () => {
  it("starts the parts of the manifests' route that matches the path", () => {
    expect(startPageParts('/doctor/42')).toEqual(['calendar']);
    expect(startPageParts('/DOCTOR/42/')).toEqual(['calendar']);
  });

  it('starts none for a route without parts or one no manifest lists', () => {
    expect(startPageParts('/')).toEqual([]);
    expect(startPageParts('/doctor')).toEqual([]);
    expect(startPageParts('/doctor/42/reviews')).toEqual([]);
    expect(startPageParts('/no-such-page')).toEqual([]);
  });
});
