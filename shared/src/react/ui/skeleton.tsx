import styled, { keyframes } from 'styled-components';
import { media } from '../theme';

// The sweep moves a highlight with `transform` only, which the compositor animates on its own: a slow phone's main
// thread, busy starting the page the skeleton stands for, paints nothing for it. (Sweeping `background-position`
// restyled and repainted every skeleton on every frame: ~15 ms a frame on a 4x-slowed CPU, traced on the doctor page.)
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  position: relative;
  display: block;
  flex: none;
  overflow: hidden;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.skeleton};

  &::after {
    content: '';
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    left: 0;
    background: linear-gradient(90deg, transparent 0%, ${({ theme }) => theme.colors.skeletonHighlight} 50%, transparent 100%);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }

  /* A still block still says "loading"; the sweep is only a nicety. */
  ${media.reducedMotion} {
    &::after {
      display: none;
    }
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
