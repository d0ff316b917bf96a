import { languagePath, splitLanguagePath } from './languages';

test('a page\'s address per language: English as it is, Luganda and Kiswahili under their prefix, and back', () => {
  expect(splitLanguagePath('/doctor/7')).toEqual({ language: 'en', path: '/doctor/7', prefixed: false });
  expect(splitLanguagePath('/lg/doctor/7')).toEqual({ language: 'lg', path: '/doctor/7', prefixed: true });
  expect(splitLanguagePath('/sw')).toEqual({ language: 'sw', path: '/', prefixed: true });
  expect(splitLanguagePath('/sw/')).toEqual({ language: 'sw', path: '/', prefixed: true });
  // Not a prefix: a path that only starts with the letters, or a language the product does not speak.
  expect(splitLanguagePath('/lgbt-health')).toEqual({ language: 'en', path: '/lgbt-health', prefixed: false });
  expect(splitLanguagePath('/fr/doctor/7')).toEqual({ language: 'en', path: '/fr/doctor/7', prefixed: false });
  expect(languagePath('en', '/')).toBe('/');
  expect(languagePath('lg', '/')).toBe('/lg');
  expect(languagePath('sw', '/doctor/7')).toBe('/sw/doctor/7');
  for (const p of ['/', '/doctor/7', '/search-results']) for (const l of ['en', 'lg', 'sw'] as const) expect(splitLanguagePath(languagePath(l, p))).toMatchObject({ language: l, path: p });
});
