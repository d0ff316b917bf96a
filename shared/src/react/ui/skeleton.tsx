import styled, { keyframes } from 'styled-components';
import { media } from '../theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  /* A still block still says "loading"; the sweep is only a nicety. */
  ${media.reducedMotion} {
    animation: none;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** Round, for avatars; uses height as the diameter. */
  circle?: boolean;
  radius?: string;
  className?: string;
}

/**
 * A grey placeholder. Always aria-hidden: a screen reader should hear one "Loading..." status from the screen,
 * not a list of meaningless shapes.
 */
export function Skeleton({ width = '100%', height = '1rem', circle = false, radius, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      $width={circle ? height : width}
      $height={height}
      $radius={circle ? '50%' : (radius ?? '6px')}
    />
  );
}
