import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { ReviewDialog } from './review-dialog';

const filledStars = (group: HTMLElement) => [...group.querySelectorAll('svg')].filter((svg) => svg.getAttribute('fill') !== 'none').length;

describe('Write a review', () => {
  it('fills as many stars as the rating chosen (2 stars shows two, not five), and none before a choice', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<ReviewDialog open onClose={() => undefined} doctorName="Dr. Okello" busy={false} onSubmit={() => undefined} />, { user: testPatient });
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(filledStars(group)).toBe(0);
    await user.click(within(group).getByRole('radio', { name: /^2 stars/ }));
    expect(filledStars(group)).toBe(2);
    await user.click(within(group).getByRole('radio', { name: /^5 stars/ }));
    expect(filledStars(group)).toBe(5);
  });
});
