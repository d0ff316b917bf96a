import { createLanguageStore, keepLanguage, startingLanguage } from './language-store';

describe('the page language (issue 44, ADR 336)', () => {
  it('starts from the address: the prefix\'s language, English without one', () => {
    expect(startingLanguage('/lg/doctor/7')).toBe('lg');
    expect(startingLanguage('/sw')).toBe('sw');
    expect(startingLanguage('/doctor/7')).toBe('en');
    expect(startingLanguage('/lgx')).toBe('en');
  });

  it('keeps a choice as the preference: storage, the lang cookie, <html lang>', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    const doc = { cookie: '', documentElement: { lang: 'en' } };
    const store = createLanguageStore('en', (l) => keepLanguage(doc, storage, l));
    store.set('sw');
    expect(storage.getItem('musawo.language')).toBe('sw');
    expect(doc.cookie).toMatch(/^lang=sw; path=\/;/);
    expect(doc.documentElement.lang).toBe('sw');
  });
});
