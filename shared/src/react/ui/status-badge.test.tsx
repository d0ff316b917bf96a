import { screen } from '@testing-library/react';
import { theme } from '../theme';
import { StatusBadge } from './status-badge';
import { renderWithTheme } from './test-utils';

describe('StatusBadge', () => {
  it.each([
    ['ACCEPTED', 'Accepted', 'success', theme.colors.successSubtle],
    ['CANCELLED', 'Cancelled', 'danger', theme.colors.dangerSubtle],
    ['REJECTED', 'Rejected', 'neutral', theme.colors.neutralSubtle],
    ['COMPLETED', 'Completed', 'info', theme.colors.infoSubtle],
    ['completed', 'Completed', 'info', theme.colors.infoSubtle],
    ['PENDING', 'Pending', 'warning', theme.colors.warningSubtle],
    ['RESCHEDULED', 'Rescheduled', 'warning', theme.colors.warningSubtle],
  ])('shows %s as %s in the %s colour', (status, label, tone, background) => {
    renderWithTheme(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveStyle({ backgroundColor: background });
  });
});
