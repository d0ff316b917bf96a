import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform } from '@musawo/shared/testing';
import { doctors, mockReducedMotion, paediatrics, specialties } from '../../../testing/fixtures';
import { HomePage } from './home-page';
import { stripSpecialties } from './specialties-strip';

const originalMatchMedia = window.matchMedia;
beforeEach(() => mockReducedMotion(true));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const okGateway = () =>
  createFakeGateway({
    Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) },
    doctor: { featuredDoctors: () => ({ success: true, results: doctors(8) }) },
  });

describe('HomePage', () => {
  it('shows the spec texts and sections in order: hero, specialties, featured, how it works, FAQ, app', async () => {
    renderWithPlatform(<HomePage />, { gateway: okGateway() });
    expect(screen.getByRole('heading', { level: 1, name: 'Care that Comes to you' })).toBeInTheDocument();
    expect(
      screen.getByText('Connect with top healthcare professionals and get the care you deserve. Book appointments and consult online from anywhere.'),
    ).toBeInTheDocument();
    expect(screen.getByText('24/7 medical support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+256 800 100 100' })).toHaveAttribute('href', 'tel:+256800100100');
    expect(screen.getByRole('link', { name: 'care@musawo.ug' })).toHaveAttribute('href', 'mailto:care@musawo.ug');
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/find-doctor');
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/find-doctor');

    // The sections under the first screen are a chunk of their own (later-sections.tsx): here, without a painting, at once.
    await screen.findByRole('heading', { level: 2, name: 'Get the Musawo app' });
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = ['Find a doctor near you', 'Medical Specialties', 'Featured Specialists', 'How It Works', 'Frequently Asked Questions', 'Get the Musawo app'];
    expect(h2s.filter((h) => order.includes(h ?? ''))).toEqual(order);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Find Your Doctor', 'Book Appointment', 'Get Consultation']),
    );
    await screen.findByRole('heading', { name: 'Dr. Test Doctor 1' });
  });

  it('has the four feature tiles with their destinations', () => {
    renderWithPlatform(<HomePage />, { gateway: okGateway() });
    const tiles = within(screen.getByRole('region', { name: 'What Musawo offers' }));
    expect(tiles.getByRole('link', { name: /Appointment Booking/ })).toHaveAttribute('href', '/find-doctor');
    expect(tiles.getByRole('link', { name: /Doctor Chat.*direct messaging with doctors/ })).toHaveAttribute('href', '/help#faq-care');
    expect(tiles.getByRole('link', { name: /Health Tips.*daily wellness advice/ })).toHaveAttribute('href', '/articles');
    expect(tiles.getByRole('link', { name: /Health Reminders.*never miss appointments/ })).toHaveAttribute('href', '/app-download');
  });

  it('loads both strips from the API: specialties, and 8 featured doctors by rating in UGX', async () => {
    const gateway = okGateway();
    renderWithPlatform(<HomePage />, { gateway });
    expect(screen.getByText('Loading specialties...')).toBeInTheDocument();
    expect(await screen.findByText('Loading featured doctors...')).toBeInTheDocument();

    const specialtiesList = await screen.findByRole('list', { name: 'Medical specialties' });
    expect(within(specialtiesList).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Cardiology', 'Paediatrics', 'Dermatology']);
    const featured = await screen.findByRole('list', { name: 'Featured specialists' });
    expect(within(featured).getAllByRole('article')).toHaveLength(8);
    expect(gateway.callsTo('doctor', 'featuredDoctors')).toEqual([{ sortBy: 'rating:desc', page: 1, limit: 8, currency: 'UGX' }]);
    expect(screen.getByRole('link', { name: 'View All Specialties' })).toHaveAttribute('href', '/specialties');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/find-doctor');
    expect(screen.queryByText('Loading specialties...')).not.toBeInTheDocument();
  });

  it('says "Error loading specialties" when the list cannot be loaded', async () => {
    const gateway = createFakeGateway({
      Specialities: { queryAllSpecialityNoAuth: () => Promise.reject(gatewayError('down', 503)) },
      doctor: { featuredDoctors: () => ({ success: true, results: [] }) },
    });
    renderWithPlatform(<HomePage />, { gateway });
    expect(await screen.findByText('Error loading specialties')).toBeInTheDocument();
  });

  it('the quick search goes to the results with the chosen specialty, or to the wizard when empty', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HomePage />, { gateway: okGateway(), extraRoutes: [<Route key="p" path="/find-doctor" element={<LocationProbe />} />, <Route key="r" path="/search-results" element={<LocationProbe />} />] });
    await screen.findByRole('list', { name: 'Medical specialties' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-doctor$/);
  });

  it('the quick search with a specialty goes straight to the results', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HomePage />, { gateway: okGateway(), extraRoutes: <Route path="/search-results" element={<LocationProbe />} /> });
    await screen.findByRole('list', { name: 'Medical specialties' });
    await user.click(screen.getByRole('combobox', { name: 'Specialty' }));
    await user.click(screen.getByRole('option', { name: 'Paediatrics' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/search-results');
    expect(JSON.parse(url.searchParams.get('specialty') ?? 'null')).toEqual(paediatrics);
  });
});

describe('stripSpecialties', () => {
  it('duplicates the list for looping and cuts it to 12; the repeats are marked as copies', () => {
    const make = (n: number) => Array.from({ length: n }, (_, i) => ({ ...specialties[0]!, id: `s${i}` }));
    const three = stripSpecialties(specialties);
    expect(three.map((s) => s.item.speciality_name)).toEqual(['Cardiology', 'Paediatrics', 'Dermatology', 'Cardiology', 'Paediatrics', 'Dermatology']);
    expect(three.map((s) => s.copy)).toEqual([false, false, false, true, true, true]);

    const seven = stripSpecialties(make(7));
    expect(seven).toHaveLength(12);
    expect(seven.filter((s) => !s.copy)).toHaveLength(7);
    expect(new Set(seven.map((s) => s.key)).size).toBe(12);

    const twenty = stripSpecialties(make(20));
    expect(twenty).toHaveLength(12);
    expect(twenty.every((s) => !s.copy)).toBe(true);
  });
});
