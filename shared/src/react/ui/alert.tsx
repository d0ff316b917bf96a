import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toneColors, type Tone } from './badge';
import { CheckCircleIcon, InfoIcon, WarningIcon, XCircleIcon } from './icons';

export type AlertTone = Exclude<Tone, 'neutral' | 'primary'>;

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid currentColor;
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link, e.g. 'Send Verification Email'. */
  action?: ReactNode;
  /**
   * 'alert' interrupts the screen reader, right for an error that just happened; 'status' is polite.
   * Leave unset for notices that are simply part of the page (the search-results message, the email banner).
   */
  role?: 'alert' | 'status';
  className?: string;
}

const icons = { success: CheckCircleIcon, danger: XCircleIcon, warning: WarningIcon, info: InfoIcon } as const;

export function Alert({ tone = 'info', title, children, action, role, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <Box $tone={tone} data-tone={tone} role={role} className={className}>
      <Icon size={18} />
      <Body>
        {title !== undefined && <Title>{title}</Title>}
        {children !== undefined && <div>{children}</div>}
        {action !== undefined && <Actions>{action}</Actions>}
      </Body>
    </Box>
  );
}

/** The yellow notice of spec §2.5 (the server's search message) and other warnings that are not errors. */
export function Notice({ tone = 'warning', ...rest }: AlertProps) {
  return <Alert tone={tone} {...rest} />;
}
