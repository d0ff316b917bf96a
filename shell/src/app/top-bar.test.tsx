import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { TopBar } from './top-bar';

describe('top bar (spec §2.2)', () => {
  it('signed out: the five links, Sign up and Login', () => {
    const { container } = renderWithPlatform(<TopBar />);
    // jsdom applies the phone layout, where the desktop links are display:none in favour of the drawer.
    const nav = container.querySelector('nav[aria-label="Main"]')!;
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Find A Doctor', '/find-doctor'],
      ['For Providers', '/join'],
      ['FAQs', '/help'],
    ]);
    // Sign up is hidden on small screens (spec §2.2), so it has no accessible name in jsdom's phone layout.
    expect(container.querySelector('a[href="/signup"]')).toHaveTextContent('Sign up');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
  });

  it('signed in: avatar initials, the name and a menu with Dashboard, Profile and Log Out', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TopBar />, { user: { ...testPatient, imageUrl: null } });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Account menu for Amina Nakato' });
    expect(button).toHaveTextContent('AN');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
    await user.click(document.body);
    expect(screen.queryByRole('link', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('opens the drawer with the links and Sign In, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<TopBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(drawer).not.toBeVisible();
  });

  it('the drawer is modal: Tab stays inside, the page behind does not scroll, and focus goes back to the menu button', async () => {
    const user = userEvent.setup();
    renderWithPlatform(
      <>
        <TopBar />
        <a href="/behind">Behind the drawer</a>
      </>,
    );
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    const inside = [close, within(drawer).getByRole('combobox', { name: 'Language' }), ...within(drawer).getAllByRole('link')];
    for (let i = 0; i < inside.length; i++) await user.tab();
    // Past the last link Tab comes back to the first control of the drawer, never to the page behind.
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(inside.at(-1)).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(open).toHaveFocus();
  });
});
