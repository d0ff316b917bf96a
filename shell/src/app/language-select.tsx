import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, languagePath, splitLanguagePath, type Language } from '@musawo/shared/contracts';
import { useGateway, useLanguage, useSession, useSessionStore } from '@musawo/shared/react';
import { keepLanguage } from '@musawo/shared/runtime';
import { useT } from '../i18n';
import { goToAddress } from './page-address';

/** The same page in `language`: `/doctor/7?x=1` in Luganda is `/lg/doctor/7?x=1`, and `/lg/about` in English `/about`. */
export function languageAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>, language: Language): string {
  return `${languagePath(language, splitLanguagePath(location.pathname).path)}${location.search}${location.hash}`;
}

/**
 * The language control (issue 34): in the top bar and in the drawer. Every page has an address per language (issue
 * 44, ADR 336), so a choice goes to the same page's address in that language: a real navigation, which the server
 * renders in it (and which starts at the top). The choice is also kept as the visitor's preference (the `lang` cookie,
 * local storage): `lang=en` too, so the server's redirect of unprefixed addresses does not send them back.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const lang = useLanguage();

  const choose = (next: Language) => {
    if (next === lang) return;
    keepLanguage(document, window.localStorage, next);
    goToAddress(languageAddress(window.location, next));
  };

  return (
    <Field className={className}>
      <label htmlFor={id}>{t.t('language.label')}</label>
      <select id={id} value={lang} name="lang" onChange={(e) => isLanguage(e.target.value) && choose(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </Field>
  );
}

// Its CSS is painted before the home page's hero (performance.spec.ts keeps the hero in the first 4.6 KB): kept short.
const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  select {
    min-height: 44px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/**
 * While someone is signed in, their profile has the language they read Musawo in, so their SMS and email are written
 * in it: set on sign-in and on every change. Used once, by the top bar.
 */
export function useLanguageOnProfile(): void {
  const lang = useLanguage();
  const session = useSession();
  const store = useSessionStore();
  const gateway = useGateway();
  const user = session?.user;
  const userId = user?.id;
  const saved = user?.language;
  useEffect(() => {
    if (userId === undefined || saved === lang) return;
    gateway.call('auth', 'updateUserProfile', { language: lang }).then(
      (res) => {
        if (res.result && store.get()?.user.id === res.result.id) store.setUser(res.result);
      },
      () => undefined,
    );
  }, [gateway, lang, saved, store, userId]);
}
