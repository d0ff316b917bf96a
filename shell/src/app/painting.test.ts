import { QueryClient } from '@musawo/shared/query';
import type { Registry } from '@musawo/shared/contracts';
import { fillFromPage, PAGE_DATA_ID, paintingToHydrate } from './painting';

const registry: Registry = { schemaVersion: 1, remotes: [{ name: 'booking', version: '1.2.0', entry: '/remotes/booking/1.2.0/remoteEntry.js', sharedMajor: 1, routes: ['/doctor/:id'] }] };

function rootOf(attrs: Record<string, string>): HTMLElement {
  const root = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) root.setAttribute(k, v);
  root.innerHTML = '<main>page</main>';
  return root;
}

describe('hydrating what the server rendered (ADR 335)', () => {
  const rendered = { 'data-painted': 'page', 'data-painted-path': '/doctor/:id', 'data-painted-from': 'booking@1.2.0' };

  it('hydrates a page rendered for its route by the version the registry names, at any address of the route', () => {
    expect(paintingToHydrate(rootOf(rendered), '/doctor/7', registry)).toBe('page');
    expect(paintingToHydrate(rootOf({ ...rendered, 'data-painted-lang': 'lg' }), '/lg/doctor/7', registry, 'lg')).toBe('page');
  });

  it('renders from scratch when another version rendered it, for another route or language', () => {
    expect(paintingToHydrate(rootOf({ ...rendered, 'data-painted-from': 'booking@1.1.0' }), '/doctor/7', registry)).toBeNull();
    expect(paintingToHydrate(rootOf({ ...rendered, 'data-painted-path': '/' }), '/doctor/7', registry)).toBeNull();
    expect(paintingToHydrate(rootOf(rendered), '/doctor/7', registry, 'sw')).toBeNull();
    expect(paintingToHydrate(rootOf(rendered), '/doctor/7', null)).toBeNull();
  });

  it("fills the query client from the page's data, and ignores malformed data", () => {
    const client = new QueryClient();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"queries":[{"queryKey":["booking","doctor","7","UGX"],"data":{"name":"Dr. A"},"dataUpdatedAt":5},{"queryKey":"bad"}]}</script>`;
    expect(fillFromPage(document, client)).toBe(1);
    expect(client.getQueryData(['booking', 'doctor', '7', 'UGX'])).toEqual({ name: 'Dr. A' });
    expect(client.getQueryState(['booking', 'doctor', '7', 'UGX'])?.dataUpdatedAt).toBe(5);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{not json</script>`;
    expect(fillFromPage(document, new QueryClient())).toBe(0);
  });
});
