import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@musawo/shared/react';
import { createLanguageStore, keepLanguage } from '@musawo/shared/runtime';
import { createFakeGateway, memoryStorage, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { shellTexts } from '../i18n';
import { TopBar } from './top-bar';

function renderBar(options: Parameters<typeof renderWithPlatform>[1] = {}) {
  const storage = memoryStorage();
  const store = createLanguageStore('en', (l) => keepLanguage(document, storage, l));
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

  it('switches the page at once, and keeps the choice: storage, the lang cookie, <html lang>', async () => {
    const user = userEvent.setup();
    const { store, storage, container } = renderBar();
    await user.selectOptions(container.querySelector('select[name=lang]')!, 'lg');
    await waitFor(() => expect(store.get()).toBe('lg'));
    expect(screen.getByRole('link', { name: 'Yingira' })).toHaveAttribute('href', '/signin');
    expect(document.documentElement.lang).toBe('lg');
    expect(document.cookie).toContain('lang=lg');
    expect(storage.data.get('musawo.language')).toBe('lg');
    await user.selectOptions(container.querySelector('select[name=lang]')!, 'sw');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ingia' })).toBeInTheDocument());
    expect(container.querySelector('label')).toHaveTextContent('Lugha (Language)');
    expect(container.querySelector('select[name=lang]')).toHaveValue('sw');
  });

  it('keeps a signed-in person’s language on their profile, so their SMS and email follow it', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ auth: { updateUserProfile: (input) => ({ success: true, message: 'ok', result: { ...testPatient, language: input.language ?? 'en' } }) } });
    const { container } = renderBar({ user: { ...testPatient, language: 'en' }, gateway });
    await user.selectOptions(container.querySelector('select[name=lang]')!, 'sw');
    await waitFor(() => expect(gateway.callsTo('auth', 'updateUserProfile')).toEqual([{ language: 'sw' }]));
  });
});
