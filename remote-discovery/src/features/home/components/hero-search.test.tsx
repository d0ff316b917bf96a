import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { specialties } from '../../../testing/fixtures';
import { HeroSearch } from './hero-search';

// The comboboxes' chunk is fetched once per module instance: this file's first render is the first view.
describe('HeroSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws plain fields first; the comboboxes that replace them on the first focus keep the focus where it was', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) } });
    renderWithPlatform(<HeroSearch />, { gateway });
    const plain = screen.getByRole('combobox', { name: 'Specialty' });
    // Plain: no listbox to control, and none in the page.
    expect(plain).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('aria-controls');
    expect(document.querySelector('[role="listbox"]')).toBeNull();

    act(() => plain.focus());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveAttribute('aria-controls'));
    const combo = screen.getByRole('combobox', { name: 'Specialty' });
    expect(combo).not.toBe(plain);
    expect(combo).toHaveFocus();
    // Focus alone does not open it; the keyboard does.
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-controls');
  });
});
