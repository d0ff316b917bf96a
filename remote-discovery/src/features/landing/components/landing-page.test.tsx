import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, LocationProbe, renderWithPlatform } from '@musawo/shared/testing';
import { Route } from '@musawo/shared/router';
import { cardiology, doctors } from '../../../testing/fixtures';
import { LandingPage } from './landing-page';

// Issue 44: a landing page lists the district's doctors of one specialty with the search results' grid and pager,
// under a trail back home; a pair with no doctor is not found.
function renderLanding(route: string, total = 23) {
  const gateway = createFakeGateway({
    doctor: {
      landingPage: ({ page }: { page: number }) => ({
        success: true,
        results: total === 0 ? null : { district: { name: 'Kampala', slug: 'kampala', region: 'Central' }, specialty: cardiology, doctors: doctors(Math.min(10, total - (page - 1) * 10), (page - 1) * 10 + 1), total, page, limit: 10 },
      }),
    } as never,
  });
  const r = renderWithPlatform(<LandingPage />, { gateway, route, path: '/doctors/:district/:specialty', extraRoutes: <Route path="/" element={<LocationProbe />} /> });
  return { ...r, gateway };
}

describe('LandingPage', () => {
  it('lists the doctors in the grid, with the trail home and the pages', async () => {
    const user = userEvent.setup();
    const { gateway } = renderLanding('/doctors/kampala/cardiology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cardiology doctors in Kampala' })).toBeInTheDocument();
    expect(screen.getByText('23 doctors found')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Doctors' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10);
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'page');

    const pages = screen.getByRole('navigation', { name: 'Pages of doctors' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(gateway.callsTo('doctor', 'landingPage').at(-1)).toMatchObject({ district: 'kampala', specialty: 'cardiology', page: 3 }));
    expect(await screen.findAllByRole('heading', { level: 2, name: /Dr\./ })).toHaveLength(3);
  });

  it('is not found for a pair with no doctor', async () => {
    renderLanding('/doctors/kotido/cardiology', 0);
    expect(await screen.findByRole('heading', { level: 1, name: 'No doctors here yet' })).toBeInTheDocument();
  });
});
