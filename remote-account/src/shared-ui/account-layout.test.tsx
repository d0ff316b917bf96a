import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@musawo/shared/router';
import { theme } from '@musawo/shared/react';
import { renderWithPlatform, testDoctor, testPatient } from '@musawo/shared/testing';
import { accountMenu } from './account-menu';
import { AccountLayout, BOTTOM_BAR_PX } from './account-layout';

function renderAt(route: string, user = testPatient) {
  return renderWithPlatform(
    <Routes>
      <Route element={<AccountLayout />}>
        <Route path="*" element={<p>page content</p>} />
      </Route>
    </Routes>,
    { user, route },
  );
}

const menu = () => within(screen.getByRole('navigation', { name: 'Account' })).getAllByRole('link');

describe('Account navigation', () => {
  it('gives a patient Dashboard, My Appointments, Transactions, Profile and Settings', () => {
    renderAt('/dashboard');
    expect(menu().map((l) => l.textContent)).toEqual(['Dashboard', 'My Appointments', 'Transactions', 'Profile', 'Settings']);
    expect(menu().map((l) => l.getAttribute('href'))).toEqual(['/dashboard', '/appointments', '/transactions', '/profile', '/settings']);
    expect(screen.getByRole('link', { name: 'My Appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Patients' })).not.toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('gives a doctor Dashboard, Appointments, Patients, Profile and Settings', () => {
    renderAt('/dashboard', testDoctor);
    expect(menu().map((l) => l.textContent)).toEqual(['Dashboard', 'Appointments', 'Patients', 'Profile', 'Settings']);
    expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('marks the current page with aria-current, including an appointment under Appointments', () => {
    const { unmount } = renderAt('/transactions');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    unmount();
    renderAt('/appointments/apt-1');
    expect(screen.getByRole('link', { name: 'My Appointments' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps room for a bar with touch-sized items (56 px and more)', () => {
    expect(BOTTOM_BAR_PX).toBeGreaterThanOrEqual(56);
    expect(accountMenu(undefined).map((i) => i.label)).toEqual(['Dashboard', 'My Appointments', 'Transactions', 'Profile', 'Settings']);
  });

  it('on wider screens the sticky menu stops below the top bar and under it, never over the logo and Home', () => {
    renderAt('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const css = [...document.querySelectorAll('style')].map((el) => el.textContent ?? '').join('\n');
    // jsdom ignores media queries: read the rule the sidebar gets from md up.
    const sticky = [...nav.classList]
      .flatMap((cls) => [...css.matchAll(new RegExp(`@media[^{]*\\{[^@]*?\\.${cls}\\{([^}]*position:sticky[^}]*)\\}`, 'g'))])
      .map((m) => m[1] ?? '')
      .join(';');
    expect(sticky).toContain(`top:calc(${theme.sizes.topBar} + ${theme.space[4]})`);
    const zIndex = /z-index:(\d+)/.exec(sticky)?.[1];
    expect(Number(zIndex)).toBeLessThan(theme.zIndices.sticky);
  });
});
