import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform } from '@musawo/shared/testing';
import { ArticlePage } from './article-page';
import { makeTips } from './tips-fixture';

const [imageTip, , videoTip] = makeTips(3) as [ReturnType<typeof makeTips>[number], unknown, ReturnType<typeof makeTips>[number]];

describe('Health tip page', () => {
  it('shows the title, date, image, description and sections of the tip', async () => {
    const gateway = createFakeGateway({ healthTips: { getTipById: () => ({ success: true, results: imageTip }) } });
    const { container } = renderWithPlatform(<ArticlePage />, { gateway, route: '/articles/tip-1', path: '/articles/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Health tip number 1' })).toBeInTheDocument();
    expect(gateway.callsTo('healthTips', 'getTipById')).toEqual([{ tipId: 'tip-1' }]);
    expect(screen.getByText('Friday, 20 November 2026')).toBeInTheDocument();
    expect(screen.getByText('What to know about topic 1.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph 1.')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/tips/1.jpg');
    expect(container.querySelector('video')).toBeNull();
    expect(document.title).toBe('Health tip number 1 | Musawo');
  });

  it('shows a video tip in the accessible player', async () => {
    const gateway = createFakeGateway({ healthTips: { getTipById: () => ({ success: true, results: videoTip }) } });
    const { container } = renderWithPlatform(<ArticlePage />, { gateway, route: '/articles/tip-3', path: '/articles/:id' });
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/tips/3.mp4');
  });

  it('shows a loading skeleton while the tip loads', () => {
    const gateway = createFakeGateway({ healthTips: { getTipById: () => new Promise(() => undefined) } });
    renderWithPlatform(<ArticlePage />, { gateway, route: '/articles/tip-1', path: '/articles/:id' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading health tip...');
    expect(screen.getByRole('link', { name: 'Health Tips' })).toHaveAttribute('href', '/articles');
  });

  it('an unknown id (the server answers 404) shows "not found" with a way back to Health Tips', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({
      healthTips: {
        getTipById: () => {
          throw gatewayError('Health tip not found.', 404, 'NOT_FOUND');
        },
      },
    });
    renderWithPlatform(<ArticlePage />, {
      gateway,
      route: '/articles/nope',
      path: '/articles/:id',
      extraRoutes: <Route path="/articles" element={<LocationProbe />} />,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Health tip not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Health tip not found | Musawo');
    await user.click(screen.getByRole('link', { name: 'Back to Health Tips' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/articles');
  });

  it('any other failure is an error with Retry, not "not found"', async () => {
    const user = userEvent.setup();
    let fail = true;
    const gateway = createFakeGateway({
      healthTips: {
        getTipById: () => {
          if (fail) throw gatewayError('The server is busy, please try again.', 503, 'UNAVAILABLE');
          return { success: true, results: imageTip };
        },
      },
    });
    renderWithPlatform(<ArticlePage />, { gateway, route: '/articles/tip-1', path: '/articles/:id' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This health tip could not load');
    expect(screen.queryByText('Health tip not found')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Health tip number 1' })).toBeInTheDocument();
  });
});
