import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@musawo/shared/contracts';
import { prepareLanguage, useGateway, useLanguage, useLanguageStore, useSession, useSessionStore } from '@musawo/shared/react';
import { useT } from '../i18n';

/**
 * The language control (issue 34): in the top bar and in the drawer. A choice loads every app's messages for it,
 * then switches the whole page in one render (no reload); the store keeps it (local storage, the `lang` cookie that
 * picks the painted first view, `<html lang>`), and a signed-in person's profile keeps it for their SMS and email.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const lang = useLanguage();
  const store = useLanguageStore();

  const choose = async (next: Language) => {
    await prepareLanguage(next);
    store.set(next);
  };

  return (
    <Field className={className}>
      <label htmlFor={id}>{t.t('language.label')}</label>
      <select id={id} value={lang} name="lang" onChange={(e) => isLanguage(e.target.value) && void choose(e.target.value)}>
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
