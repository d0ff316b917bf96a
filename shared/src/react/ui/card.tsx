import styled from 'styled-components';
import type { SpaceKey } from '../theme';

/** A white surface with a soft border; `as="article"`/`as="section"` when it is a landmark-worthy unit. */
export const Card = styled.div<{ $padding?: SpaceKey; $interactive?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padding = 4 }) => theme.space[$padding]};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme, $interactive }) => ($interactive ? theme.shadows.md : theme.shadows.sm)};
  }
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
