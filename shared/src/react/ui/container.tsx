import styled from 'styled-components';
import { media } from '../theme';

/** Centres page content; 16 px gutters keep a 360 px phone at 328 px of usable width. */
export const Container = styled.div<{ $maxWidth?: string }>`
  width: 100%;
  max-width: ${({ theme, $maxWidth }) => $maxWidth ?? theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
