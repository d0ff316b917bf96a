import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';
import { renderWithTheme } from './test-utils';

const tabs = [
  { id: 'email', label: 'Email', panel: <p>Email form</p> },
  { id: 'phone', label: 'Phone', panel: <p>Phone form</p> },
  { id: 'other', label: 'Other', panel: <p>Other form</p> },
];

describe('Tabs', () => {
  it('wires tabs to panels and shows only the selected panel', () => {
    renderWithTheme(<Tabs tabs={tabs} label="Sign in method" />);
    expect(screen.getByRole('tablist', { name: 'Sign in method' })).toBeInTheDocument();
    const email = screen.getByRole('tab', { name: 'Email' });
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(email).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Email' });
    expect(panel).toHaveTextContent('Email form');
    expect(email).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('Phone form')).not.toBeVisible();
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Tabs tabs={tabs} label="Sign in method" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const phone = screen.getByRole('tab', { name: 'Phone' });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Phone form')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith('phone');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the tab list with Tab to the panel (one tab stop for the list)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs tabs={tabs} label="Sign in method" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toHaveFocus();
  });

  it('skips disabled tabs and follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const withDisabled = [tabs[0]!, { ...tabs[1]!, disabled: true }, tabs[2]!];
    renderWithTheme(<Tabs tabs={withDisabled} value="email" onChange={onChange} label="Method" />);
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('other');
    // Controlled: the parent did not change value, so Email stays selected.
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });
});
