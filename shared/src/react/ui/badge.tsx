import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme';

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'primary';

/** Text and background per tone; every pair is at least 6.3:1 (see theme.ts). */
export function toneColors(theme: Theme, tone: Tone): { fg: string; bg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'success':
      return { fg: c.successText, bg: c.successSubtle };
    case 'danger':
      return { fg: c.dangerText, bg: c.dangerSubtle };
    case 'warning':
      return { fg: c.warningText, bg: c.warningSubtle };
    case 'info':
      return { fg: c.infoText, bg: c.infoSubtle };
    case 'primary':
      return { fg: c.primaryHover, bg: c.primaryMuted };
    case 'neutral':
      return { fg: c.neutralText, bg: c.neutralSubtle };
  }
}

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <Pill $tone={tone} data-tone={tone} {...rest}>
      {icon}
      {children}
    </Pill>
  );
}
