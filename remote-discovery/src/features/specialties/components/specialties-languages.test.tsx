import { screen } from '@testing-library/react';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { specialties } from '../../../testing/fixtures';
import { SpecialtiesPage } from './specialties-page';

// Issue 34: the lazy pages' catalogue follows the page language.
it.each([
  ['lg', 'Obukugu bw’abasawo', 'Obukugu 3'],
  ['sw', 'Utaalamu wa Matibabu', 'Utaalamu 3'],
] as const)('/specialties in %s', async (lang, title, count) => {
  await prepareLanguage(lang);
  const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) } });
  renderWithPlatform(
    <LanguageProvider value={createLanguageStore(lang)}>
      <SpecialtiesPage />
    </LanguageProvider>,
    { gateway, route: '/specialties' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(await screen.findByText(count)).toBeInTheDocument();
});
