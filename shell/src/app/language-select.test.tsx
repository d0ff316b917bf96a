import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore, keepLanguage } from '@musawo/shared/runtime';
import { createFakeGateway, memoryStorage, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { shellTexts } from '../i18n';
import { TopBar } from './top-bar';
import { languageAddress } from './language-select';
import { goToAddress } from './page-address';
import type { Language } from '@musawo/shared/contracts';

jest.mock('./page-address', () => ({ goToAddress: jest.fn() }));

beforeEach(() => jest.mocked(goToAddress).mockClear());

function renderBar(language: Language = 'en', options: Parameters<typeof renderWithPlatform>[1] = {}) {
  const storage = memoryStorage();
  const store = createLanguageStore(language, (l) => keepLanguage(document, storage, l));
  const result = renderWithPlatform(
    <LanguageProvider value={store}>
      <shellTexts.IntlProvider>
        <TopBar />
      </shellTexts.IntlProvider>
    </LanguageProvider>,
    options,
  );
  return { ...result, store, storage };
}

describe('the language control (issue 34)', () => {
  it('offers English, Luganda and Kiswahili under "Language", in the bar and in the drawer', async () => {
    const user = userEvent.setup();
    const { container } = renderBar();
    const bar = container.querySelector('select[name=lang]')!;
    expect([...bar.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['en', 'English'],
      ['lg', 'Luganda'],
      ['sw', 'Kiswahili'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('goes to the same page in the chosen language, and keeps the choice as a preference: storage, the lang cookie', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/doctor/7?x=1#reviews');
    const { container } = renderBar();
    await user.selectOptions(container.querySelector('select[name=lang]')!, 'lg');
    expect(goToAddress).toHaveBeenCalledWith('/lg/doctor/7?x=1#reviews');
    expect(document.cookie).toContain('lang=lg');
    expect(window.localStorage.getItem('musawo.language')).toBe('lg');
    window.history.replaceState(null, '', '/');
  });

  it('choosing English sets lang=en, so the server does not send the unprefixed address back to Luganda', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/lg/about');
    await prepareLanguage('lg');
    const { container } = renderBar('lg');
    await waitFor(() => expect(container.querySelector('select[name=lang]')).toHaveValue('lg'));
    await user.selectOptions(container.querySelector('select[name=lang]')!, 'en');
    expect(goToAddress).toHaveBeenCalledWith('/about');
    expect(document.cookie).toContain('lang=en');
    window.history.replaceState(null, '', '/');
  });

  it('the page’s own language is not a navigation', async () => {
    const user = userEvent.setup();
    await prepareLanguage('sw');
    const { container } = renderBar('sw');
    await waitFor(() => expect(container.querySelector('select[name=lang]')).toHaveValue('sw'));
    await user.selectOptions(container.querySelector('select[name=lang]')!, 'sw');
    expect(goToAddress).not.toHaveBeenCalled();
    expect(container.querySelector('label')).toHaveTextContent('Lugha (Language)');
  });

  it.each([
    ['/doctor/7', 'lg', '/lg/doctor/7'],
    ['/', 'sw', '/sw'],
    ['/lg', 'en', '/'],
    ['/lg/search-results', 'sw', '/sw/search-results'],
    ['/lgx/page', 'lg', '/lg/lgx/page'],
  ] as const)('the address of %s in %s is %s', (pathname, language, address) => {
    expect(languageAddress({ pathname, search: '', hash: '' }, language)).toBe(address);
  });

  it('keeps a signed-in person’s language on their profile, so their SMS and email follow it', async () => {
    const gateway = createFakeGateway({ auth: { updateUserProfile: (input) => ({ success: true, message: 'ok', result: { ...testPatient, language: input.language ?? 'en' } }) } });
    // The page's language is its address's: a Kiswahili page is kept on a profile that said English.
    renderBar('sw', { user: { ...testPatient, language: 'en' }, gateway });
    await waitFor(() => expect(gateway.callsTo('auth', 'updateUserProfile')).toEqual([{ language: 'sw' }]));
  });
});
