import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLanguageStore } from '../../runtime/language-store';
import { uiTexts } from './i18n';
import { LanguageProvider, prepareLanguage } from '../intl';
import { Calendar, type CalendarProps } from './calendar';
import { TimeSlots } from './time-slots';
import { renderWithTheme } from './test-utils';

// Wednesday 4 March 2026; weekends closed.
const props = (over: Partial<CalendarProps> = {}): CalendarProps => ({
  selected: null,
  onSelect: jest.fn(),
  isDisabled: (d) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()),
  today: '2026-03-04',
  last: '2026-04-30',
  labelledBy: 'cal-title',
  ...over,
});

/** `ui` in the language, under the heading the calendar is labelled by. */
const inLanguage = (lang: 'en' | 'lg' | 'sw', ui: React.ReactElement) => (
  <LanguageProvider value={createLanguageStore(lang)}>
    <uiTexts.IntlProvider>
      <h2 id="cal-title">Date</h2>
      {ui}
    </uiTexts.IntlProvider>
  </LanguageProvider>
);

const renderIn = (lang: 'en' | 'lg' | 'sw', ui: React.ReactElement) => renderWithTheme(inLanguage(lang, ui));

describe('Calendar', () => {
  it('picks an open day with the keyboard and hands back its yyyy-MM-dd; closed days cannot be chosen', async () => {
    const onSelect = jest.fn();
    renderIn('en', <Calendar {...props({ onSelect })} footer="Days the doctor does not work are greyed out." />);
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    expect(screen.getByText('Days the doctor does not work are greyed out.')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /Saturday, March 7th, 2026/ })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(grid).getByRole('button', { name: /Thursday, March 5th, 2026/ }));
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-05');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-06');
  });

  it('shows the month of a day chosen from outside (a choice restored after signing in), and keeps the visitor\'s paging', async () => {
    const { rerender } = renderIn('en', <Calendar {...props()} />);
    expect(await screen.findByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    const restored = (selected: string) => inLanguage('en', <Calendar {...props({ selected })} />);
    rerender(restored('2026-04-07'));
    const april = await screen.findByRole('grid', { name: 'April 2026' });
    expect(within(april).getByRole('button', { name: 'Tuesday, April 7th, 2026, selected' })).toBeInTheDocument();
    // Paging back stays where the visitor put it while the choice is unchanged.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the Previous Month' }));
    expect(await screen.findByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    rerender(restored('2026-04-07'));
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
  });

  it.each([
    ['lg', 'Marisi 2026', 'Bal', 'Lwakuna, 5 Marisi 2026, olulondeddwa', 'Genda ku mwezi oguddako', 'Apuli 2026'],
    ['sw', 'Machi 2026', 'Jtt', 'Alhamisi, 5 Machi 2026, imechaguliwa', 'Nenda mwezi unaofuata', 'Aprili 2026'],
  ] as const)('in %s: the month, the weekdays and the screen reader labels in the language', async (lang, march, monday, chosen, next, april) => {
    // The calendar's chunk and its labels in the language, as a visit that chose the language has them.
    await import('./calendar-grid');
    await prepareLanguage(lang);
    renderIn(lang, <Calendar {...props({ selected: '2026-03-05' })} />);
    const grid = await screen.findByRole('grid', { name: march });
    expect(within(grid).getAllByText(monday).length).toBe(1);
    expect(within(grid).getByRole('button', { name: chosen })).toHaveTextContent('5');
    expect(grid.closest('.rdp-root')).toHaveAttribute('lang', lang);
    await userEvent.setup().click(screen.getByRole('button', { name: next }));
    expect(await screen.findByRole('grid', { name: april })).toBeInTheDocument();
  });
});

describe('TimeSlots', () => {
  it('offers each time as a toggle button, the chosen one pressed', async () => {
    const onToggle = jest.fn();
    renderIn('en', <TimeSlots times={['09:00', '09:30']} selected="09:30" onToggle={onToggle} labelledBy="cal-title" />);
    const group = screen.getByRole('group', { name: 'Date' });
    expect(within(group).getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '09:00' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(within(group).getByRole('button', { name: '09:00' }));
    expect(onToggle).toHaveBeenCalledWith('09:00');
  });
});
