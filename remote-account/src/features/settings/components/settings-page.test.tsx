import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, gatewayError, renderWithPlatform, testPatient, type FakeHandlers, removeToasts } from '@musawo/shared/testing';
import { SettingsPage } from './settings-page';

afterEach(() => act(() => removeToasts()));

const renderSettings = (auth: FakeHandlers['auth'] = {}, user = testPatient) => {
  const gateway = createFakeGateway({ auth });
  return { ...renderWithPlatform(<SettingsPage />, { gateway, user, route: '/settings', path: '/settings' }), gateway };
};

describe('Settings', () => {
  it('reads the reminder switches from the profile (on unless turned off)', () => {
    renderSettings({}, { ...testPatient, notifySms: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'SMS reminders' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Email reminders' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'SMS reminders' })).toHaveAccessibleDescription('Texts to +256700000001');
  });

  it('stores a change through updateUserProfile and keeps the session user in step', async () => {
    const user = userEvent.setup();
    const { gateway, session } = renderSettings({ updateUserProfile: async (input) => ({ success: true, result: { ...testPatient, notifySms: input.notifySms ?? true } }) });
    await user.click(screen.getByRole('switch', { name: 'SMS reminders' }));
    expect(await screen.findByText('SMS reminders are off.')).toBeInTheDocument();
    expect(gateway.callsTo('auth', 'updateUserProfile')).toEqual([{ notifySms: false }]);
    expect(session.get()?.user.notifySms).toBe(false);
    expect(screen.getByRole('switch', { name: 'SMS reminders' })).toHaveAttribute('aria-checked', 'false');
  });

  it("a refused change goes back and says why", async () => {
    const user = userEvent.setup();
    renderSettings({ updateUserProfile: () => Promise.reject(gatewayError('Please sign in again.', 400)) });
    await user.click(screen.getByRole('switch', { name: 'Email reminders' }));
    expect(await screen.findByText('Failed to save preferences')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email reminders' })).toHaveAttribute('aria-checked', 'true');
  });

  it('links to Profile and to Security', () => {
    renderSettings();
    expect(screen.getByRole('link', { name: /^Profile/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: /^Security/ })).toHaveAttribute('href', '/profile?tab=security');
  });
});
