import { screen } from '@testing-library/react';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { doctors, specialties } from '../../../testing/fixtures';
import { searchResultsHref } from '../../../shared-ui/search-url';
import { SearchResultsPage } from './search-results-page';

// The search's note comes from the server in English: the other languages say it from what the answer shows.
it.each([
  ['lg', 'Tewali basawo basangiddwa okumpi ne Kotido. Tukulaga abasawo abalala abaliwo.'],
  ['sw', 'Hakuna madaktari waliopatikana karibu na Kotido. Tunaonyesha madaktari wengine waliopo.'],
] as const)('/search-results says why it shows other doctors in %s', async (lang, note) => {
  await prepareLanguage(lang);
  const gateway = createFakeGateway({
    doctor: {
      searchDoctorsByLocation: () => ({
        success: true,
        results: { doctors: doctors(2), message: 'No doctors found near Kotido. Showing other available doctors.', IS_DOCTORS_WITH_LOCATION: false, total: 2, page: 1, limit: 10 },
      }),
    },
    Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) },
  });
  renderWithPlatform(
    <LanguageProvider value={createLanguageStore(lang)}>
      <SearchResultsPage />
    </LanguageProvider>,
    { gateway, route: searchResultsHref({ location: { address: 'Kotido', lat: '', lng: '' }, specialty: null, symptoms: [] }), path: '/search-results' },
  );
  expect(await screen.findByText(note)).toBeInTheDocument();
  expect(screen.queryByText(/Showing other available doctors/)).not.toBeInTheDocument();
});
