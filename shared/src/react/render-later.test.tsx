import { act, render, screen } from '@testing-library/react';
import { RenderLater } from './render-later';

describe('RenderLater', () => {
  it('renders the placeholder first and the children in a later task', async () => {
    render(
      <RenderLater placeholder={<p>placeholder</p>}>
        <p>below the fold</p>
      </RenderLater>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

});
