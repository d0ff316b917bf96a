import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { ArticlesPage } from './articles-page';
import { makeTips } from './tips-fixture';

const cards = () => within(screen.getByRole('list')).getAllByRole('article');

describe('Health Tips grid', () => {
  it('asks for the 100 newest tips once and shows 6, then Load More adds 6 until all are shown', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ healthTips: { queryTips: () => ({ success: true, results: makeTips(14) }) } });
    renderWithPlatform(<ArticlesPage />, { gateway });

    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(gateway.callsTo('healthTips', 'queryTips')).toEqual([{ sortBy: 'createdAt:desc', limit: 100 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 14 health tips');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(cards()).toHaveLength(12);
    // Keyboard users continue from the first new card, not from the top of the page.
    expect(screen.getByRole('link', { name: 'Health tip number 7' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(cards()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 14 of 14 health tips');
    // Only one request: Load More reveals what was fetched.
    expect(gateway.callsTo('healthTips', 'queryTips')).toHaveLength(1);
  });

  it('shows no Load More when six or fewer tips exist', async () => {
    const gateway = createFakeGateway({ healthTips: { queryTips: () => ({ success: true, results: makeTips(4) }) } });
    renderWithPlatform(<ArticlesPage />, { gateway });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('each card links to its tip and shows its category, date, description and a lazy, sized cover', async () => {
    const gateway = createFakeGateway({ healthTips: { queryTips: () => ({ success: true, results: makeTips(3) }) } });
    const { container } = renderWithPlatform(<ArticlesPage />, { gateway });
    const link = await screen.findByRole('link', { name: 'Health tip number 2' });
    expect(link).toHaveAttribute('href', '/articles/tip-2');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('Nutrition')).toBeInTheDocument();
    expect(within(card).getByText('Nov 19, 2026')).toBeInTheDocument();
    expect(within(card).getByText('What to know about topic 2.')).toBeInTheDocument();
    const img = card.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(within(screen.getAllByRole('article')[2] as HTMLElement).getByText('Video')).toBeInTheDocument();
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(3);
  });

  it('shows skeletons with a loading status while the tips load', async () => {
    let answer: (v: { success: boolean; results: ReturnType<typeof makeTips> }) => void = () => undefined;
    const gateway = createFakeGateway({ healthTips: { queryTips: () => new Promise((r) => (answer = r)) } });
    renderWithPlatform(<ArticlesPage />, { gateway });
    expect(screen.getByRole('status')).toHaveTextContent('Loading health tips...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answer({ success: true, results: makeTips(2) });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('says so when there are no tips', async () => {
    const gateway = createFakeGateway({ healthTips: { queryTips: () => ({ success: true, results: [] }) } });
    renderWithPlatform(<ArticlesPage />, { gateway });
    expect(await screen.findByText('No health tips yet')).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the tips', async () => {
    const user = userEvent.setup();
    let fail = true;
    const gateway = createFakeGateway({
      healthTips: {
        queryTips: () => {
          if (fail) throw gatewayError('Network error: check your connection.', 0, 'NETWORK');
          return { success: true, results: makeTips(2) };
        },
      },
    });
    renderWithPlatform(<ArticlesPage />, { gateway });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Health tips could not load');
    expect(alert).toHaveTextContent('Network error: check your connection.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('sets the document title and description', async () => {
    const gateway = createFakeGateway({ healthTips: { queryTips: () => ({ success: true, results: [] }) } });
    renderWithPlatform(<ArticlesPage />, { gateway });
    await screen.findByText('No health tips yet');
    expect(document.title).toBe('Health Tips | Musawo');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Health tips from Ugandan doctors/);
  });
});
