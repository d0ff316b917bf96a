import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createLanguageStore } from '../runtime/language-store';
import { defineCatalogue, LanguageProvider, languageFailed, prepareLanguage, translatorIn } from './intl';

const en = { hello: 'Hello' };
const sw = { hello: 'Habari' };
const lg = { hello: 'Gyebale' };

function Hello({ catalogue }: { catalogue: ReturnType<typeof defineCatalogue<'hello'>> }) {
  return <p>{catalogue.useT().t('hello')}</p>;
}

describe('defineCatalogue', () => {
  // The retries' pauses (800 ms, then 2 s) pass on fake timers.
  afterEach(() => jest.useRealTimers());

  it('tries a language chunk that failed once more, and then shows it', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const flaky = defineCatalogue<'hello'>(en, {
      lg: async () => ({ default: lg }),
      sw: async () => {
        calls += 1;
        if (calls === 1) throw new Error('ChunkLoadError');
        return { default: sw };
      },
    });
    const preparing = prepareLanguage('sw');
    // While it retries, a painting in Kiswahili is not hydrated: the retry may fail too.
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(languageFailed('sw')).toBe(true);
    await jest.advanceTimersByTimeAsync(800);
    await preparing;
    expect(calls).toBe(2);
    expect(languageFailed('sw')).toBe(false);
    render(
      <LanguageProvider value={createLanguageStore('sw')}>
        <flaky.IntlProvider>
          <Hello catalogue={flaky} />
        </flaky.IntlProvider>
      </LanguageProvider>,
    );
    expect(screen.getByText('Habari')).toBeInTheDocument();
  });

  it('says the language failed when the chunk cannot load three times (the shell then does not hydrate a painting in it), until it loads', async () => {
    let down = true;
    let tries = 0;
    const broken = defineCatalogue<'hello'>(en, {
      lg: async () => {
        tries += 1;
        if (down) throw new Error('ChunkLoadError');
        return { default: lg };
      },
      sw: async () => ({ default: sw }),
    });
    jest.useFakeTimers();
    const preparing = prepareLanguage('lg');
    await jest.advanceTimersByTimeAsync(800);
    expect(tries).toBe(2);
    await jest.advanceTimersByTimeAsync(2_000);
    await preparing;
    jest.useRealTimers();
    expect(tries).toBe(3);
    expect(languageFailed('lg')).toBe(true);
    expect(languageFailed('sw')).toBe(false);
    render(
      <LanguageProvider value={createLanguageStore('lg')}>
        <broken.IntlProvider>
          <Hello catalogue={broken} />
        </broken.IntlProvider>
      </LanguageProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    down = false;
    await broken.prepare('lg');
    expect(languageFailed('lg')).toBe(false);
  });

  it("gives texts shown outside a provider (a toast) in the page's language, loading it first; English when it cannot load", async () => {
    let swLoads = 0;
    const toasts = defineCatalogue<'hello'>(en, {
      lg: async () => {
        throw new Error('ChunkLoadError');
      },
      sw: async () => {
        swLoads += 1;
        return { default: sw };
      },
    });
    expect((await translatorIn(toasts, 'sw')).t('hello')).toBe('Habari');
    expect((await translatorIn(toasts, 'sw')).t('hello')).toBe('Habari');
    expect(swLoads).toBe(1);
    expect((await translatorIn(toasts, 'en')).t('hello')).toBe('Hello');
    // After its retries (2.8 s, on fake timers), English rather than no toast.
    jest.useFakeTimers();
    const inLuganda = translatorIn(toasts, 'lg');
    await jest.advanceTimersByTimeAsync(2_800);
    expect((await inLuganda).t('hello')).toBe('Hello');
  });

  it('gives a part with no provider above it (the kit\'s later parts) the page\'s language, once its messages are in', async () => {
    let release: () => void = () => undefined;
    const later = defineCatalogue<'hello'>(en, {
      lg: async () => ({ default: lg }),
      sw: () => new Promise((resolve) => (release = () => resolve({ default: sw }))),
    });
    function Standalone() {
      return <p>{later.useStandaloneT().t('hello')}</p>;
    }
    const store = createLanguageStore('en');
    render(
      <LanguageProvider value={store}>
        <Suspense fallback={<p>waiting</p>}>
          <Standalone />
        </Suspense>
      </LanguageProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(async () => store.set('sw'));
    // Suspended while Kiswahili loads: English is not shown as if it were the choice.
    expect(await screen.findByText('waiting')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Habari')).toBeInTheDocument();
  });
});
