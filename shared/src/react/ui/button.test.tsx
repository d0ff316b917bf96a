import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from '../../router';
import { Button } from './button';
import { renderWithTheme } from './test-utils';

describe('Button', () => {
  it('is a type=button by default so it never submits a form by accident', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit">Save Changes</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('swaps to the loading label, reports busy and swallows clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick} loading loadingLabel="Booking Appointment...">
          Confirm Booking
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Booking Appointment...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not natively disabled, so keyboard focus is not thrown to <body> mid-action.
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick} loadingLabel="Booking Appointment...">
          Confirm Booking
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps its text while loading when no loading label is given', () => {
    renderWithTheme(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('disables natively when disabled', () => {
    renderWithTheme(<Button disabled>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('renders a router link with the button look through `as`', () => {
    renderWithTheme(
      <MemoryRouter>
        <Button as={Link} to="/find-doctor" variant="outline">
          Find A Doctor
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Find A Doctor' });
    expect(link).toHaveAttribute('href', '/find-doctor');
    expect(link).not.toHaveAttribute('type');
  });

  it('blocks a disabled link with aria-disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button as="a" href="/x" disabled onClick={onClick}>
        Apply Now
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Apply Now' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
