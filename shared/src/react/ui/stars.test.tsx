import { screen } from '@testing-library/react';
import { Stars } from './stars';
import { renderWithTheme } from './test-utils';

describe('Stars', () => {
  it.each([
    [4.5, 'Rated 4.5 out of 5', '80px'],
    [3, 'Rated 3 out of 5', '54px'],
    [4.26, 'Rated 4.3 out of 5', '76.16px'],
    [7, 'Rated 5 out of 5', '88px'],
    ['New' as const, 'Not rated yet', '0px'],
  ])('shows %p as %j', (rating, label, width) => {
    renderWithTheme(<Stars rating={rating} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(screen.getByTestId('stars-filled').style.width).toBe(width);
  });

  it.each([
    [2, 14, '32px'],
    [1, 16, '18px'],
    [4.5, 16, '80px'],
    [5, 14, '78px'],
  ])('fills %p stars of %ipx however wide its container stretches it (%s)', (rating, size, width) => {
    // A review's stars sit in a flex column that stretches its children: a share of that width filled them all.
    renderWithTheme(
      <div style={{ display: 'flex', flexDirection: 'column', width: '600px' }}>
        <Stars rating={rating} size={size} />
      </div>,
    );
    expect(screen.getByTestId('stars-filled').style.width).toBe(width);
  });
});
