import { screen, waitFor } from '@testing-library/react';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { createFakeGateway, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { overview } from './testing/fixtures';
import { App } from './app';

describe('Account remote', () => {
  it('mounts /dashboard lazily inside the account layout and says which remote it is', async () => {
    const gateway = createFakeGateway({ Transaction: { userOverview: async () => ({ success: true, results: overview() }) } });
    const { container } = renderWithPlatform(<App />, { gateway, user: testPatient, route: '/dashboard' });
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    // The lazy page's module is transformed on first import: on a loaded machine that takes more than findBy's 1 s.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amina Nakato' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="account"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
  });

  it.each([
    ['lg', 'Tukwanirizza nate, Amina Nakato', 'Ebyakakolebwa', 'Shs'],
    ['sw', 'Karibu tena, Amina Nakato', 'Shughuli za Hivi Karibuni', 'Shs'],
  ] as const)('follows the page language (%s): its menu, texts and amounts (issue 34)', async (lang, welcome, activity, shillings) => {
    const gateway = createFakeGateway({ Transaction: { userOverview: async () => ({ success: true, results: overview() }) } });
    // As the language control does: the chosen language's messages are in before the page switches.
    await prepareLanguage(lang);
    const store = createLanguageStore(lang);
    renderWithPlatform(
      <LanguageProvider value={store}>
        <App />
      </LanguageProvider>,
      { gateway, user: testPatient, route: '/dashboard' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: welcome })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: activity })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-Balance')).toHaveTextContent(shillings));
  });
});
