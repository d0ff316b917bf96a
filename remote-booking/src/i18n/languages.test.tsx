import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { createFakeGateway, removeToasts, renderWithPlatform } from '@musawo/shared/testing';
import { handlers, NOW } from '../testing/fixtures';
import { DoctorPage } from '../features/doctor-profile/pages/doctor-page';
import { bookingTexts } from '.';

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  act(() => removeToasts());
  jest.restoreAllMocks();
});

// Issue 34: the doctor page in the visitor's language, amounts in that language's shillings and days in its names.
describe.each([
  ['lg', 'Saba okulaba omusawo', 'Emyaka 12 egy’obumanyirivu', 'Endowooza 12', 'Balaza', 'Endowooza z’abalwadde', 'Soma endowooza zonna 12'],
  ['sw', 'Weka miadi', 'Uzoefu wa miaka 12', 'Maoni 12', 'Jumatatu', 'Maoni ya wagonjwa', 'Soma maoni yote 12'],
] as const)('the doctor page in %s', (lang, bookTitle, experience, reviews, monday, reviewsTitle, allReviews) => {
  it('says the booking card, the summary and the days in the language, and the fee in Shs', async () => {
    // The language's chunks, as the language control loads them before switching: every catalogue on the page.
    await bookingTexts.prepare(lang);
    await prepareLanguage(lang);
    renderWithPlatform(
      <LanguageProvider value={createLanguageStore(lang)}>
        <bookingTexts.IntlProvider>
          <DoctorPage />
        </bookingTexts.IntlProvider>
      </LanguageProvider>,
      { gateway: createFakeGateway(handlers()), route: '/doctor/doc-1', path: '/doctor/:id' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: bookTitle })).toBeInTheDocument();
    expect(screen.getByText(experience)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reviews })).toBeInTheDocument();
    expect(screen.getAllByText(monday).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^Shs\s50,000$/).length).toBeGreaterThan(0);
    // The first reviews (issue 44): their title and the control that opens them all.
    const first = screen.getByRole('region', { name: reviewsTitle });
    expect(within(first).getByRole('button', { name: allReviews })).toBeInTheDocument();
    // The reviews dialog's texts are a catalogue of its own chunk (ADR 328). Loaded first here, as the language
    // control would once the chunk is on the page; waiting for them when the dialog opens is intl.test.tsx's.
    const { reviewsTexts } = await import('../features/reviews/i18n');
    await reviewsTexts.prepare(lang);
    await userEvent.setup().click(screen.getByRole('button', { name: reviews }));
    expect(await screen.findByRole('dialog', { name: reviewsTitle })).toBeInTheDocument();
  });
});
