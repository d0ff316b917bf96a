import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { SpaceKey } from '../theme';

/** Flex layout with a theme gap, so spacing stays on the scale instead of ad-hoc margins. */
export const Stack = styled.div<{
  $gap?: SpaceKey;
  $direction?: 'row' | 'column';
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap?: boolean;
}>`
  display: flex;
  min-width: 0;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  /* Rows centre by default so badges and chips keep their own height instead of stretching to the tallest item. */
  align-items: ${({ $align, $direction = 'column' }) => $align ?? ($direction === 'row' ? 'center' : 'stretch')};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;
