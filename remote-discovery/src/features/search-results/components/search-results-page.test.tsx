import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RpcInput, RpcOutput } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform, removeToasts } from '@musawo/shared/testing';
import { cardiology, doctors, kampala, makeDoctor, specialties } from '../../../testing/fixtures';
import { searchResultsHref } from '../../../shared-ui/search-url';
import { parsePrice, parseRating } from '../hooks/use-search-state';
import { resultsHeading, SearchResultsPage, totalPages, whereTheDoctorsAre } from './search-results-page';

type SearchIn = RpcInput<'doctor', 'searchDoctorsByLocation'>;
type SearchOut = RpcOutput<'doctor', 'searchDoctorsByLocation'>['results'];

const answer = (over: Partial<SearchOut> = {}) => ({
  success: true,
  results: { doctors: doctors(10), message: null, IS_DOCTORS_WITH_LOCATION: true, total: 10, page: 1, limit: 10, ...over },
});

function renderResults(route: string, search: (input: SearchIn) => unknown = () => answer()) {
  const gateway = createFakeGateway({
    doctor: { searchDoctorsByLocation: search as never },
    Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) },
    places: { autocomplete: () => ({ success: true, results: [kampala] }), geocode: () => ({ success: true, results: kampala }) },
  });
  const r = renderWithPlatform(<SearchResultsPage />, { gateway, route, path: '/search-results' });
  const searches = () => gateway.callsTo('doctor', 'searchDoctorsByLocation') as SearchIn[];
  return { ...r, gateway, searches };
}

const kampalaCardiology = searchResultsHref({ location: { address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 }, specialty: cardiology, symptoms: [] });

afterEach(() => act(() => removeToasts()));

describe('SearchResultsPage heading and list', () => {
  it('reads location, specialty and symptoms from the URL and asks the server for page 1 of 10, in UGX', async () => {
    const { searches } = renderResults(searchResultsHref({ location: { address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 }, specialty: cardiology, symptoms: ['Fever'] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cardiology Specialists in Kampala, Uganda' })).toBeInTheDocument();
    expect(await screen.findByText('10 doctors found')).toBeInTheDocument();
    const [input] = searches();
    expect(input).toEqual({
      searchParams: { location: JSON.stringify({ address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 }), specialty: JSON.stringify(cardiology), page: '1', limit: '10' },
      filters: { rating: 0, price: undefined, location: { address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 }, tags: ['Fever'] },
      currency: 'UGX',
    });
    expect(within(screen.getByRole('list', { name: 'Active filter tags' })).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['Fever']);
    expect(within(screen.getByRole('list', { name: 'Doctors' })).getAllByRole('article')).toHaveLength(10);
  });

  it('says "Medical" and "your area" when the link has no specialty or address, and shows the specialty tags otherwise', async () => {
    renderResults('/search-results');
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Specialists in your area' })).toBeInTheDocument();
    await screen.findByText('10 doctors found');
    expect(resultsHeading(cardiology, { address: '', lat: '', lng: '' })).toBe('Cardiology Specialists in your area');
    expect(resultsHeading(null, { address: 'Gulu', lat: '', lng: '' })).toBe('Medical Specialists in Gulu');
  });

  it('shows the specialty tags as badges when no filter tags are active', async () => {
    renderResults(kampalaCardiology);
    const tags = await screen.findByRole('list', { name: 'Specialty tags' });
    expect(within(tags).getAllByRole('listitem').map((l) => l.textContent)).toEqual(cardiology.tags);
  });

  it('shows 3 card skeletons while loading', () => {
    renderResults(kampalaCardiology, () => new Promise(() => undefined));
    expect(screen.getAllByTestId('doctor-card-skeleton')).toHaveLength(3);
    expect(screen.getByText('Searching...')).toBeInTheDocument();
  });

  it('shows the server message in a yellow notice and "Other Available Doctors" when none are in that place', async () => {
    renderResults(kampalaCardiology, () => answer({ IS_DOCTORS_WITH_LOCATION: false, message: 'No doctors found in Kotido. Showing other available doctors.', total: 4, doctors: doctors(4) }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Other Available Doctors' })).toBeInTheDocument();
    const notice = screen.getByText('No doctors found in Kotido. Showing other available doctors.').closest('[data-tone]');
    expect(notice).toHaveAttribute('data-tone', 'warning');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain('Dr. Test Doctor 1');
  });

  it('does not show "Other Available Doctors" when the doctors are in the place asked for', async () => {
    renderResults(kampalaCardiology);
    await screen.findByText('10 doctors found');
    expect(screen.queryByText('Other Available Doctors')).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing matches, and an error with a working retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderResults(kampalaCardiology, () => (fail ? Promise.reject(gatewayError('The directory is resting', 503)) : answer({ doctors: [], total: 0 })));
    expect(await screen.findByText('Error loading doctors')).toBeInTheDocument();
    expect(screen.getByText('The directory is resting')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No doctors found')).toBeInTheDocument();
    expect(screen.getByText('0 doctors found')).toBeInTheDocument();
  });
});

describe('SearchResultsPage pagination', () => {
  it('a page past the end (?page=99) does not say "No doctors found" beside "66 doctors found": it offers the last page', async () => {
    const user = userEvent.setup();
    const { searches } = renderResults('/search-results?page=99', (input) =>
      input.searchParams.page === '99' ? answer({ doctors: [], total: 66, page: 99 }) : answer({ doctors: doctors(6), total: 66, page: 7 }),
    );
    expect(await screen.findByText('66 doctors found')).toBeInTheDocument();
    expect(screen.queryByText('No doctors found')).not.toBeInTheDocument();
    expect(screen.getByText('There is no page 99')).toBeInTheDocument();
    expect(screen.getByText('The 66 doctors found are on pages 1 to 7.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 7' }));
    await waitFor(() => expect(searches().at(-1)?.searchParams.page).toBe('7'));
    expect(await screen.findByRole('list', { name: 'Doctors' })).toBeInTheDocument();
    expect(whereTheDoctorsAre(1, 1)).toBe('The 1 doctor found is on page 1.');
    expect(whereTheDoctorsAre(4, 1)).toBe('The 4 doctors found are all on page 1.');
  });

  it('counts pages from the server total, not from the page in hand; none when there is one page', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
    expect(totalPages(61)).toBe(7);
  });

  it('pages through the server total, asks for the new page and scrolls to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { searches } = renderResults(kampalaCardiology, (input) =>
      answer({ total: 25, page: Number(input.searchParams.page), doctors: doctors(10, (Number(input.searchParams.page) - 1) * 10 + 1) }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Search results pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByText('25 doctors found')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Dr. Test Doctor 11' });
    expect(searches().at(-1)?.searchParams.page).toBe('2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    scrollTo.mockRestore();
  });

  it('shows no pager when everything fits on one page', async () => {
    renderResults(kampalaCardiology, () => answer({ total: 7, doctors: doctors(7) }));
    await screen.findByText('7 doctors found');
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).not.toBeInTheDocument();
  });
});

describe('Advanced Filters', () => {
  async function openFilters(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    return screen.getByRole('dialog', { name: 'Advanced Filters' });
  }

  it('has a Minimum Rating slider 0-5 in steps of 0.5 (default 0) and two UGX price sliders 0-100,000 in steps of 5,000', async () => {
    const user = userEvent.setup();
    renderResults(kampalaCardiology);
    await screen.findByText('10 doctors found');
    const dialog = await openFilters(user);
    const rating = within(dialog).getByRole('slider', { name: 'Minimum rating' });
    expect(rating).toHaveAttribute('min', '0');
    expect(rating).toHaveAttribute('max', '5');
    expect(rating).toHaveAttribute('step', '0.5');
    expect(rating).toHaveValue('0');
    for (const name of ['Minimum price (UGX)', 'Maximum price (UGX)']) {
      const s = within(dialog).getByRole('slider', { name });
      expect(s).toHaveAttribute('min', '0');
      expect(s).toHaveAttribute('max', '100000');
      expect(s).toHaveAttribute('step', '5000');
    }
    expect(within(dialog).getByRole('slider', { name: 'Minimum price (UGX)' })).toHaveValue('0');
    expect(within(dialog).getByRole('slider', { name: 'Maximum price (UGX)' })).toHaveValue('100000');
    expect(within(dialog).getByRole('heading', { name: 'Price Range (UGX)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Minimum Rating' })).toBeInTheDocument();
  });

  it('keeps the minimum price at or below the maximum, whichever end moves', async () => {
    const user = userEvent.setup();
    renderResults(kampalaCardiology);
    await screen.findByText('10 doctors found');
    const dialog = await openFilters(user);
    const min = within(dialog).getByRole('slider', { name: 'Minimum price (UGX)' });
    const max = within(dialog).getByRole('slider', { name: 'Maximum price (UGX)' });
    fireEvent.change(max, { target: { value: '40000' } });
    fireEvent.change(min, { target: { value: '60000' } });
    expect(min).toHaveValue('40000');
    expect(max).toHaveValue('40000');
    fireEvent.change(min, { target: { value: '20000' } });
    fireEvent.change(max, { target: { value: '10000' } });
    expect(max).toHaveValue('20000');
    expect(min).toHaveValue('20000');
  });

  it('Done puts the filters in the URL and re-queries from page 1', async () => {
    const user = userEvent.setup();
    const { searches } = renderResults(`${kampalaCardiology}&page=2`, (input) => answer({ total: 25, page: Number(input.searchParams.page) }));
    await screen.findByText('25 doctors found');
    expect(searches()[0]?.searchParams.page).toBe('2');

    const dialog = await openFilters(user);
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Minimum rating' }), { target: { value: '3.5' } });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Minimum price (UGX)' }), { target: { value: '10000' } });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Maximum price (UGX)' }), { target: { value: '60000' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Symptoms' }), 'Palpitations{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add Chest pain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(searches()).toHaveLength(2));
    const last = searches()[1]!;
    expect(last.searchParams.page).toBe('1');
    expect(last.filters).toEqual({
      rating: 3.5,
      price: [10000, 60000],
      location: { address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 },
      tags: ['Palpitations', 'Chest pain'],
    });
    expect(within(screen.getByRole('list', { name: 'Active filter tags' })).getAllByRole('listitem').map((l) => l.textContent)).toEqual([
      'Palpitations',
      'Chest pain',
    ]);
  });

  it('closing with × drops the draft', async () => {
    const user = userEvent.setup();
    const { searches } = renderResults(kampalaCardiology);
    await screen.findByText('10 doctors found');
    const dialog = await openFilters(user);
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Minimum rating' }), { target: { value: '4' } });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await openFilters(user);
    expect(within(again).getByRole('slider', { name: 'Minimum rating' })).toHaveValue('0');
    expect(searches()).toHaveLength(1);
  });

  it('reads filters back from a shared link, brought into range and onto the steps', async () => {
    const { searches } = renderResults(`${kampalaCardiology}&rating=3.7&minPrice=12000&maxPrice=999999&page=3`);
    await screen.findByText('10 doctors found');
    expect(searches()[0]).toMatchObject({ searchParams: { page: '3' }, filters: { rating: 3.5, price: [10000, 100000] } });
    expect(parseRating('9')).toBe(5);
    expect(parseRating('abc')).toBe(0);
    expect(parsePrice('80000', '20000')).toEqual([20000, 80000]);
    expect(parsePrice(null, null)).toEqual([0, 100000]);
  });
});

describe('DoctorCard in the results', () => {
  it('links each doctor to /doctor/{id}', async () => {
    renderResults(kampalaCardiology, () => answer({ doctors: [makeDoctor(7, { id: 'abc-7' })], total: 1 }));
    expect(await screen.findByRole('link', { name: /Book Appointment with Dr. Test Doctor 7/ })).toHaveAttribute('href', '/doctor/abc-7');
    expect(screen.getByText('1 doctor found')).toBeInTheDocument();
  });
});
