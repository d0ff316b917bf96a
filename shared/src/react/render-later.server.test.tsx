/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { RenderLater } from './render-later';
import { PaintedProvider } from './painted';

describe('RenderLater at build time', () => {
  it('renders the children at once while the build paints a page (hydration then finds them in the HTML)', () => {
    expect(renderToString(<PaintedProvider value="page"><RenderLater>footer</RenderLater></PaintedProvider>)).toBe('footer');
  });

  it('renders nothing at first on a page rendered from scratch', () => {
    expect(renderToString(<RenderLater>footer</RenderLater>)).toBe('');
  });
});
