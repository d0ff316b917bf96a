import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@musawo/shared/testing';
import { App } from '../../../app';

it('shows its page at /admin', async () => {
  renderWithPlatform(<App />, { route: '/admin' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
});
