import { screen } from '@testing-library/react';
import { theme } from '../theme';
import { TransactionStatusBadge } from './transaction-status-badge';
import { renderWithTheme } from './test-utils';

describe('TransactionStatusBadge', () => {
  it.each([
    ['SUCCESS', 'Success', 'success', 'check', theme.colors.successSubtle],
    ['PENDING', 'Pending', 'warning', 'clock', theme.colors.warningSubtle],
    ['FAILED', 'Failed', 'danger', 'x', theme.colors.dangerSubtle],
    ['EXPIRED', 'Expired', 'danger', 'x', theme.colors.dangerSubtle],
    ['', 'Failed', 'danger', 'x', theme.colors.dangerSubtle],
  ])('shows %j as %s (%s, %s icon)', (status, label, tone, icon, background) => {
    renderWithTheme(<TransactionStatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveStyle({ backgroundColor: background });
    const svg = badge.querySelector('svg');
    expect(svg).toHaveAttribute('data-icon', icon);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
