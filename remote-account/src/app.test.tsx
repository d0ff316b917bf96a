import { screen } from '@testing-library/react';
import { createFakeGateway, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { overview } from './testing/fixtures';
import { App } from './app';

describe('Account remote', () => {
  it('mounts /dashboard lazily inside the account layout and says which remote it is', async () => {
    const gateway = createFakeGateway({ Transaction: { userOverview: async () => ({ success: true, results: overview() }) } });
    const { container } = renderWithPlatform(<App />, { gateway, user: testPatient, route: '/dashboard' });
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amina Nakato' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="account"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
  });
});
