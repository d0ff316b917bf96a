// Issue 44: the doctor page as the server renders it (the remote's prefetch, then React's server render, the answers
// carried as the page's data) and as the browser takes it over (the same answers put in before hydrating). The first
// reviews are in the server's HTML, a hostile review is text there, and hydrating keeps the server's nodes with no
// mismatch, even with a browser gateway that never answers (so nothing fetched later can cover a difference).
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Review } from '@musawo/shared/contracts';
import { fillFromPageData, pageDataOf, QueryClient } from '@musawo/shared/query';
import { MusawoProviders } from '@musawo/shared/react';
import { MemoryRouter, Route, Routes } from '@musawo/shared/router';
import { createEventBus, createSessionStore, type Gateway } from '@musawo/shared/runtime';
import { createFakeGateway, memoryStorage } from '@musawo/shared/testing';
import { prefetch } from '../../../app';
import { bookingTexts } from '../../../i18n';
import { handlers, makeDoctor, NOW } from '../../../testing/fixtures';
import { DoctorPage } from './doctor-page';

const HOSTILE = `</script><script>alert("x")</script><img src=x onerror='y'> & "quoted"`;
const reviews: Review[] = [
  { id: 'r1', rating: 2, reviewText: HOSTILE, createdAt: '2026-02-20T21:30:00.000Z', patientId: { name: '<b>Okot</b>', imageUrl: null } },
  { id: 'r2', rating: 5, reviewText: 'Very patient and kind.', createdAt: '2026-01-15T09:00:00.000Z', patientId: { name: 'Joan', imageUrl: null } },
  { id: 'r3', rating: 4, reviewText: 'Clear advice.', createdAt: '2026-01-02T09:00:00.000Z', patientId: null },
];

function page(gateway: Gateway, queryClient: QueryClient) {
  const platform = { bus: createEventBus(), session: createSessionStore(memoryStorage(), memoryStorage()), gateway };
  return (
    <MusawoProviders platform={platform} queryClient={queryClient}>
      <MemoryRouter initialEntries={['/doctor/doc-1']}>
        <bookingTexts.IntlProvider>
          <Routes>
            <Route path="/doctor/:id" element={<DoctorPage />} />
          </Routes>
        </bookingTexts.IntlProvider>
      </MemoryRouter>
    </MusawoProviders>
  );
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the doctor page rendered by the server and hydrated by the browser', () => {
  it('has the first reviews in the HTML, as text, and hydrates them without a mismatch', async () => {
    const server = createFakeGateway(handlers(makeDoctor(), { Reviews: { queryReviews: () => ({ success: true, results: reviews, total: 12 }) } }));
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    await prefetch({ pathname: '/doctor/doc-1', search: '', language: 'en', queryClient: serverClient, gateway: server });
    const html = renderToString(page(server, serverClient));
    // What the server read: the doctor and the first three reviews, nothing else.
    expect(server.calls.map((c) => `${c.service}/${c.action}`).sort()).toEqual(['Reviews/queryReviews', 'doctor/getDoctor']);
    expect(server.callsTo('Reviews', 'queryReviews')).toEqual([{ doctorId: 'doc-1', sortBy: 'createdAt', page: 1, limit: 3 }]);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const section = container.querySelector('section[aria-labelledby="first-reviews-title"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Patient Reviews');
    const items = [...(section?.querySelectorAll('li') ?? [])];
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([HOSTILE, 'Very patient and kind.', 'Clear advice.']);
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['<b>Okot</b>', 'Joan', 'Anonymous']);
    // Kampala's date (21:30 UTC is the next day there), the same in Node and in any browser.
    expect(items[0]?.querySelector('time')?.textContent).toBe('Feb 21, 2026');
    expect(section?.querySelector('script, img[src="x"], b')).toBeNull();
    expect(html).not.toContain('<script>alert');
    expect(section?.querySelector('button')?.textContent).toBe('Read all 12 reviews');

    const browserClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(fillFromPageData(browserClient, JSON.parse(JSON.stringify(pageDataOf(serverClient))))).toBe(2);
    const firstReview = items[0];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const silent: Gateway = { call: () => new Promise<never>(() => undefined) };
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(silent, browserClient), { onRecoverableError: (e) => console.error(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('section[aria-labelledby="first-reviews-title"] li')).toBe(firstReview);
    act(() => root?.unmount());
  });

  it('renders its title and control alone when the reviews were not read in time, and hydrates that too', async () => {
    const server = createFakeGateway(handlers(makeDoctor(), { Reviews: { queryReviews: () => new Promise<never>(() => undefined) } }));
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    void prefetch({ pathname: '/doctor/doc-1', search: '', language: 'en', queryClient: serverClient, gateway: server });
    await serverClient.getQueryCache().find({ queryKey: ['booking', 'doctor', 'doc-1', 'UGX'] })?.promise;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server, serverClient));
    document.body.append(container);
    expect(container.querySelector('section[aria-labelledby="first-reviews-title"] ul')).toBeNull();
    expect(container.querySelector('section[aria-labelledby="first-reviews-title"] button')?.textContent).toBe('Read all 12 reviews');

    const browserClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fillFromPageData(browserClient, pageDataOf(serverClient));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page({ call: () => new Promise<never>(() => undefined) }, browserClient), { onRecoverableError: (e) => console.error(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });
});
