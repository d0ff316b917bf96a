import styled from 'styled-components';
import type { SpaceKey } from '../theme';

/**
 * Responsive grid without breakpoints: as many columns of at least `$min` as fit. `min(100%, ...)` keeps a
 * single column from overflowing a 360 px screen when `$min` is wider than the viewport.
 */
export const Grid = styled.div<{ $min?: string; $gap?: SpaceKey }>`
  display: grid;
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '280px' }) => $min}), 1fr));
`;
