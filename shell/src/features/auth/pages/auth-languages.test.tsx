import { screen } from '@testing-library/react';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { renderWithPlatform } from '@musawo/shared/testing';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

// Issue 34: the auth pages' own catalogue (in their lazy chunks) follows the page language.
describe('the auth pages in Luganda and Kiswahili', () => {
  it.each([
    ['lg', 'Tukwanirizza nate', 'Weewandiise', 'Kola akawunti yo'],
    ['sw', 'Karibu tena', 'Jisajili', 'Unda akaunti yako'],
  ] as const)('%s: sign in and sign up', async (lang, welcome, signUpLink, createTitle) => {
    await prepareLanguage(lang);
    const store = createLanguageStore(lang);
    const { unmount } = renderWithPlatform(
      <LanguageProvider value={store}>
        <SignInPage />
      </LanguageProvider>,
      { route: '/signin' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: welcome })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: signUpLink })).toHaveAttribute('href', '/signup');
    unmount();
    renderWithPlatform(
      <LanguageProvider value={store}>
        <SignUpPage />
      </LanguageProvider>,
      { route: '/signup' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: createTitle })).toBeInTheDocument();
  });
});
