import { render, screen } from '@testing-library/react';
import { RenderLater } from './render-later';

describe('RenderLater', () => {
  it('renders nothing at first and the children in a later task', async () => {
    render(
      <RenderLater>
        <p>below the fold</p>
      </RenderLater>,
    );
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('below the fold')).toBeInTheDocument();
  });
});
