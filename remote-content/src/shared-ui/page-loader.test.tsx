import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@musawo/shared/testing';
import { LazyPage } from './page-loader';

const Hello = () => <h1>Hello page</h1>;

describe('LazyPage', () => {
  it('shows a loading status, then the page', async () => {
    renderWithPlatform(<LazyPage load={() => Promise.resolve({ default: Hello })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
  });

  it('when the chunk fails to download, Retry downloads it again', async () => {
    // React reports the caught error on the console; that is expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: Hello });
    };
    renderWithPlatform(<LazyPage load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    quiet.mockRestore();
  });
});
