import { screen } from '@testing-library/react';
import { Stars } from './stars';
import { renderWithTheme } from './test-utils';

describe('Stars', () => {
  it.each([
    [4.5, 'Rated 4.5 out of 5', '90%'],
    [3, 'Rated 3 out of 5', '60%'],
    [4.26, 'Rated 4.3 out of 5', '85.2%'],
    [7, 'Rated 5 out of 5', '100%'],
    ['New' as const, 'Not rated yet', '0%'],
  ])('shows %p as %j', (rating, label, width) => {
    renderWithTheme(<Stars rating={rating} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(screen.getByTestId('stars-filled').style.width).toBe(width);
  });
});
