import { fireEvent, screen } from '@testing-library/react';
import { theme } from '../theme';
import { Avatar, colorIndexOf, initialsOf } from './avatar';
import { renderWithTheme } from './test-utils';

describe('initialsOf', () => {
  it('takes the first and last name and skips titles', () => {
    expect(initialsOf('Sarah Namuli')).toBe('SN');
    expect(initialsOf('Dr. Sarah Nakato Namuli')).toBe('SN');
    expect(initialsOf('  okello  ')).toBe('O');
    expect(initialsOf('Ëmma ólanya')).toBe('ËÓ');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as its text alternative', () => {
    renderWithTheme(<Avatar name="Sarah Namuli" src="/img/sarah.webp" size="lg" />);
    const img = screen.getByRole('img', { name: 'Sarah Namuli' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/img/sarah.webp');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('without a photo shows initials on a colour derived from the name', () => {
    renderWithTheme(<Avatar name="Sarah Namuli" />);
    const placeholder = screen.getByRole('img', { name: 'Sarah Namuli' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent('SN');
    const expected = theme.avatarColors[colorIndexOf('Sarah Namuli', theme.avatarColors.length)];
    expect(placeholder).toHaveStyle({ backgroundColor: expected });
  });

  it('gives the same name the same colour and different names a spread of colours', () => {
    const n = theme.avatarColors.length;
    expect(colorIndexOf('Sarah Namuli', n)).toBe(colorIndexOf('sarah namuli ', n));
    const names = ['Sarah Namuli', 'John Okello', 'Grace Achieng', 'Peter Mugisha', 'Aisha Nakato', 'Moses Opio'];
    expect(new Set(names.map((name) => colorIndexOf(name, n))).size).toBeGreaterThan(2);
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithTheme(<Avatar name="John Okello" src="/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'John Okello' }));
    expect(screen.getByRole('img', { name: 'John Okello' })).toHaveTextContent('JO');
  });

  it('hides itself from screen readers when decorative', () => {
    renderWithTheme(<Avatar name="John Okello" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveAttribute('aria-hidden', 'true');
  });
});
