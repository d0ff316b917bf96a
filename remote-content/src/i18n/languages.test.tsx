import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { renderWithPlatform } from '@musawo/shared/testing';
import { HelpPage } from '../features/help/components/help-page';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { helpTexts } from '../features/help/i18n';
import { legalTexts } from '../features/legal/i18n';
import { contentTexts } from '.';

function renderIn(lang: 'lg' | 'sw', page: React.ReactNode) {
  return renderWithPlatform(
    <LanguageProvider value={createLanguageStore(lang)}>
      <contentTexts.IntlProvider>{page}</contentTexts.IntlProvider>
    </LanguageProvider>,
  );
}

// Issue 34: the content pages in the visitor's language, the questions searched in that language.
describe('the content pages in Luganda and Kiswahili', () => {
  beforeAll(() => Promise.all([contentTexts.prepare('lg'), contentTexts.prepare('sw'), legalTexts.prepare('lg'), legalTexts.prepare('sw'), helpTexts.prepare('lg'), helpTexts.prepare('sw')]));

  it('help: the questions and the search in Kiswahili', async () => {
    const user = userEvent.setup();
    renderIn('sw', <HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kituo cha msaada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ninawekaje miadi?' })).toBeInTheDocument();
    expect(screen.getByText('Ninawekaje miadi?', { selector: 'summary > span' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Tafuta katika msaada' }), 'nenosiri');
    expect(screen.getByRole('status')).toHaveTextContent('Swali 1 linalingana na “nenosiri”.');
  });

  it('privacy: the sections in Luganda, with their links', async () => {
    const user = userEvent.setup();
    renderIn('lg', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Enkola y’ebyama' })).toBeInTheDocument();
    expect(screen.getByText('Ebyasembayo okukyusibwa: 1 Novemba 2026')).toBeInTheDocument();
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ggulawo ebitundu byonna' }));
    // Expand all opens every section (find-in-page searches only open ones).
    expect(document.querySelectorAll('details:not([open])')).toHaveLength(0);
    expect(document.querySelectorAll('details').length).toBeGreaterThan(5);
    expect(screen.getByRole('link', { name: 'Amateeka g’okukozesa' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText('Ebikwata ku kawunti:')).toBeInTheDocument();
  });
});
