import { screen } from '@testing-library/react';
import { Alert, Notice } from './alert';
import { Spinner } from './spinner';
import { renderWithTheme } from './test-utils';

describe('Spinner', () => {
  it('is a status with a readable label and a hidden ring', () => {
    renderWithTheme(<Spinner label="Verifying your email address..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Verifying your email address...');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('Alert and Notice', () => {
  it('a Notice is the yellow warning notice and is not announced unless asked', () => {
    renderWithTheme(<Notice>Showing doctors near Kampala</Notice>);
    const notice = screen.getByText('Showing doctors near Kampala').parentElement?.parentElement;
    expect(notice).toHaveAttribute('data-tone', 'warning');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an error alert can interrupt with role=alert and carries an action', () => {
    renderWithTheme(
      <Alert tone="danger" role="alert" title="Error loading doctor profile" action={<button type="button">Retry</button>}>
        Please try again later
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading doctor profile');
    expect(alert).toHaveTextContent('Please try again later');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
