import { screen, within } from '@testing-library/react';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { renderWithPlatform } from '@musawo/shared/testing';
import { shellTexts } from '../../i18n';
import { Footer } from './footer';

// The footer's own catalogue (in its later chunk) follows the page language, and so do the top bar's words it shows.
describe('the footer', () => {
  it.each([
    ['en', 'For patients', 'Find A Doctor', 'For Providers', 'Help & FAQs'],
    ['lg', 'Eri abalwadde', 'Noonya Omusawo', 'Eri Abasawo', 'Obuyambi n’ebibuuzo'],
    ['sw', 'Kwa wagonjwa', 'Tafuta Daktari', 'Kwa Watoa Huduma', 'Msaada na Maswali'],
  ] as const)('%s: its columns and links', async (lang, forPatients, findDoctor, forProviders, help) => {
    await prepareLanguage(lang);
    renderWithPlatform(
      <LanguageProvider value={createLanguageStore(lang)}>
        {/* As in the app (shell-app.tsx): the shell's catalogue is above the footer. */}
        <shellTexts.IntlProvider>
          <Footer />
        </shellTexts.IntlProvider>
      </LanguageProvider>,
    );
    const patients = await screen.findByRole('navigation', { name: forPatients });
    expect(within(patients).getByRole('heading', { level: 2, name: forPatients })).toBeInTheDocument();
    expect(within(patients).getByRole('link', { name: findDoctor })).toHaveAttribute('href', '/find-doctor');
    expect(within(patients).getByRole('link', { name: help })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: forProviders })).toHaveAttribute('href', '/for-providers');
    expect(screen.getByText(/112/)).toBeInTheDocument();
  });
});
