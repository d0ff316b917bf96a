/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { RenderLater } from './render-later';

describe('RenderLater at build time', () => {
  it('renders the children at once where there is no document (the build paints the HTML of `/`)', () => {
    expect(renderToString(<RenderLater>footer</RenderLater>)).toBe('footer');
  });
});
