import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconWrap = styled.div`
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon (aria-hidden, as all of ui/icons). */
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <Wrap className={className}>
      {icon !== undefined && <IconWrap>{icon}</IconWrap>}
      <Title>{title}</Title>
      {description !== undefined && <p>{description}</p>}
      {action !== undefined && <Action>{action}</Action>}
    </Wrap>
  );
}
