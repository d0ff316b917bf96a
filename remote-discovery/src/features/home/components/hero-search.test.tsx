import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@musawo/shared/react';
import { Route, useSearchParams } from '@musawo/shared/router';
import { createLanguageStore } from '@musawo/shared/runtime';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { parseLocation } from '../../../shared-ui/search-url';
import { specialties } from '../../../testing/fixtures';
import { HeroSearch } from './hero-search';

// The comboboxes' chunk is fetched once per module instance: until a test focuses or taps the form, every render is
// the first view's (plain fields).
describe('HeroSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a GET form to the results page, in the page’s language, whose place field is the `location` the results page reads', () => {
    renderWithPlatform(
      <LanguageProvider value={createLanguageStore('lg')}>
        <HeroSearch />
      </LanguageProvider>,
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/lg/search-results');
    // Typed before the scripts: nothing of the app sees it.
    screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' }).value = 'Ntinda, Kampala';
    // What the browser would send without the scripts, read back as the results page reads it.
    const sent = new URLSearchParams([...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
    expect(parseLocation(sent.get('location'))).toEqual({ address: 'Ntinda, Kampala', lat: '', lng: '' });
    expect(screen.getByRole('button', { name: /Search/ })).toHaveAttribute('type', 'submit');
  });

  it('with the scripts, searches in the app with the text typed before they started', async () => {
    renderWithPlatform(<HeroSearch />, { path: '/', extraRoutes: <Route path="/search-results" element={<Results />} /> });
    // Typed into the server's HTML before hydration: on screen, not in the page's state.
    const place = screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' });
    place.value = 'Gulu';
    // Submitted with Enter in the field, before any focus or tap has fetched the comboboxes.
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('results for Gulu')).toBeInTheDocument();
  });

  it('draws plain fields first; the comboboxes that replace them on the first focus keep the focus where it was', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) } });
    renderWithPlatform(<HeroSearch />, { gateway });
    const plain = screen.getByRole('combobox', { name: 'Specialty' });
    // Plain: no listbox to control, and none in the page.
    expect(plain).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('aria-controls');
    expect(document.querySelector('[role="listbox"]')).toBeNull();

    act(() => plain.focus());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveAttribute('aria-controls'));
    const combo = screen.getByRole('combobox', { name: 'Specialty' });
    expect(combo).not.toBe(plain);
    expect(combo).toHaveFocus();
    // Focus alone does not open it; the keyboard does.
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-controls');
  });
});

function Results() {
  const [params] = useSearchParams();
  return <p>results for {parseLocation(params.get('location')).address}</p>;
}
