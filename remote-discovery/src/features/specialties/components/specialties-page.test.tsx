import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { cardiology, specialties } from '../../../testing/fixtures';
import { filterSpecialties } from '../hooks/use-specialty-search';
import { SpecialtiesPage } from './specialties-page';

const okGateway = () => createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) } });
const cardNames = () => within(screen.getByRole('list', { name: 'Specialties' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('SpecialtiesPage', () => {
  it('shows the heading, "Loading..." then the count, and one card per specialty with at most 4 tags', async () => {
    renderWithPlatform(<SpecialtiesPage />, { gateway: okGateway(), route: '/specialties' });
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Specialties' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('Loading specialties...')).toBeInTheDocument();
    expect(await screen.findByText('3 Specialties')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Cardiology', 'Paediatrics', 'Dermatology']);
    const cardioTags = screen.getByRole('list', { name: 'Cardiology symptoms' });
    expect(within(cardioTags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(cardiology.tags.slice(0, 4));
    const img = screen.getByRole('link', { name: /Cardiology/ }).querySelector('img');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '180');
  });

  it('a card links to the results with the whole specialty, an empty location and its tags as symptoms', async () => {
    renderWithPlatform(<SpecialtiesPage />, { gateway: okGateway(), route: '/specialties' });
    const link = await screen.findByRole('link', { name: /Cardiology/ });
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/search-results');
    expect(JSON.parse(url.searchParams.get('specialty') ?? '')).toEqual(cardiology);
    expect(JSON.parse(url.searchParams.get('location') ?? '')).toEqual({ address: '', lat: '', lng: '' });
    expect(url.searchParams.get('symptoms')).toBe(cardiology.tags.join(','));
  });

  it('the search box filters case-insensitively by name or by any tag, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<SpecialtiesPage />, { gateway: okGateway(), route: '/specialties' });
    const search = await screen.findByRole('searchbox', { name: 'Search specialties or symptoms' });
    expect(search).toHaveAttribute('placeholder', 'Search specialties or symptoms...');
    await screen.findByText('3 Specialties');

    await user.type(search, 'DERMA');
    expect(cardNames()).toEqual(['Dermatology']);
    expect(screen.getByText('1 Specialty')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'fever');
    expect(cardNames()).toEqual(['Paediatrics']);

    await user.clear(search);
    await user.type(search, 'toothache');
    expect(screen.getByText('No specialties match "toothache"')).toBeInTheDocument();
    expect(screen.getByText('0 Specialties')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardNames()).toHaveLength(3);
  });

  it('says "Error loading specialties" on failure, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const gateway = createFakeGateway({
      Specialities: {
        queryAllSpecialityNoAuth: () => (fail ? Promise.reject(gatewayError('down', 503)) : { success: true, results: specialties }),
      },
    });
    renderWithPlatform(<SpecialtiesPage />, { gateway, route: '/specialties' });
    expect(await screen.findByText('Error loading specialties')).toBeInTheDocument();
    // Nothing was counted: no '0 Specialties' beside the error.
    expect(screen.queryByText(/\d+ Specialt/)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 Specialties')).toBeInTheDocument();
  });
});

describe('filterSpecialties', () => {
  it('matches any part of the name or of a tag, ignoring case and surrounding spaces', () => {
    expect(filterSpecialties(specialties, '  PALPIT ').map((s) => s.id)).toEqual(['sp-cardio']);
    expect(filterSpecialties(specialties, 'i').map((s) => s.id)).toEqual(['sp-cardio', 'sp-paeds', 'sp-derm']);
    expect(filterSpecialties(specialties, '')).toHaveLength(3);
  });

  it('under each specialty, links to the landing pages of the districts that have its doctors (issue 44)', async () => {
    const gateway = createFakeGateway({
      Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) },
      doctor: {
        landingPages: () => ({
          success: true,
          results: [
            { district: 'Kampala', districtSlug: 'kampala', specialtyId: 'sp-cardio', specialtySlug: 'cardiology', doctors: 2 },
            { district: 'Fort Portal', districtSlug: 'fort-portal', specialtyId: 'sp-cardio', specialtySlug: 'cardiology', doctors: 1 },
            { district: 'Gulu', districtSlug: 'gulu', specialtyId: 'sp-paeds', specialtySlug: 'paediatrics', doctors: 1 },
          ],
        }),
      },
    });
    renderWithPlatform(<SpecialtiesPage />, { gateway, route: '/specialties' });
    const cardio = await screen.findByRole('list', { name: 'Districts with Cardiology doctors' });
    expect(within(cardio).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Kampala', '/doctors/kampala/cardiology'],
      ['Fort Portal', '/doctors/fort-portal/cardiology'],
    ]);
    expect(within(screen.getByRole('list', { name: 'Districts with Paediatrics doctors' })).getByRole('link', { name: 'Gulu' })).toHaveAttribute('href', '/doctors/gulu/paediatrics');
    expect(screen.queryByRole('list', { name: 'Districts with Dermatology doctors' })).toBeNull();
  });
});
