import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing';
import { lazyPage } from './lazy-part';

const Hello = () => <h1>Hello page</h1>;

describe('lazyPage', () => {
  it('shows a loading status, then the page', async () => {
    const HelloPage = lazyPage(() => Promise.resolve({ Hello }), 'Hello');
    renderWithPlatform(<HelloPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
  });

  it('shows the loading state it is given', async () => {
    const Opening = () => <p role="status">Opening the room</p>;
    const HelloPage = lazyPage(() => Promise.resolve({ Hello }), 'Hello', { loading: Opening });
    renderWithPlatform(<HelloPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the room');
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
  });

  it('downloads the page once: a second visit renders it at once', async () => {
    let downloads = 0;
    const HelloPage = lazyPage(() => {
      downloads += 1;
      return Promise.resolve({ Hello });
    }, 'Hello');
    const first = renderWithPlatform(<HelloPage />);
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    first.unmount();
    renderWithPlatform(<HelloPage />);
    expect(screen.getByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    expect(downloads).toBe(1);
  });

  it('when the chunk fails to download, Retry downloads it again', async () => {
    // React reports the caught error on the console; that is expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let attempts = 0;
    const HelloPage = lazyPage(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ Hello });
    }, 'Hello');
    renderWithPlatform(<HelloPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not load');
    expect(alert).toHaveTextContent('Check your internet connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    quiet.mockRestore();
  });
});
