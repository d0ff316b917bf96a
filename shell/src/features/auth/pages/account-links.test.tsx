import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { VerifyEmailPage } from './verify-email-page';
import { ResetPasswordPage } from './reset-password-page';
import { LogoutPage } from './logout-page';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp })}.sig`;
const future = () => jwt(Math.floor(Date.now() / 1000) + 3600);
const past = () => jwt(Math.floor(Date.now() / 1000) - 60);
const signin = <Route path="/signin" element={<LocationProbe />} />;

describe('/verify-email', () => {
  it('verifies the token once and offers Continue to Sign In', async () => {
    const gateway = createFakeGateway({ auth: { verifyEmail: async () => ({ success: true }) } });
    renderWithPlatform(<VerifyEmailPage />, { route: '/verify-email?token=abc', path: '/verify-email', gateway });
    expect(screen.getAllByText('Verifying your email address...').length).toBeGreaterThan(0);
    expect(await screen.findByText('Your email has been successfully verified!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Sign In' })).toHaveAttribute('href', '/signin');
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(gateway.callsTo('auth', 'verifyEmail')).toEqual([{ token: 'abc', actionType: 'verify-email' }]);
  });
  it('shows the error state when the link is bad', async () => {
    const gateway = createFakeGateway({ auth: { verifyEmail: async () => { throw gatewayError('This verification link has expired.', 400, 'LINK_EXPIRED'); } } });
    renderWithPlatform(<VerifyEmailPage />, { route: '/verify-email?token=abc', path: '/verify-email', gateway });
    expect(await screen.findByText('Oops! Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Email verification failed')).toBeInTheDocument();
  });
  it('treats a missing token as an error', async () => {
    const gateway = createFakeGateway();
    renderWithPlatform(<VerifyEmailPage />, { route: '/verify-email', path: '/verify-email', gateway });
    expect(screen.getByText('Oops! Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Verification token is missing')).toBeInTheDocument();
    expect(gateway.calls).toHaveLength(0);
  });
});

describe('/reset-password', () => {
  it('sends a visitor without a token to /signin with the invalid-link message', async () => {
    renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password', extraRoutes: signin });
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
    expect(await screen.findByText('The password reset link is invalid or has expired.')).toBeInTheDocument();
  });
  it('disables the form when the link has expired', async () => {
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${past()}`, path: '/reset-password' });
    expect(await screen.findByText('Your password reset link has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });
  it('says an unreadable token is invalid', async () => {
    renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password?token=garbage', path: '/reset-password' });
    expect(await screen.findAllByText('The password reset link is invalid.')).toHaveLength(2); // the alert and the toast
    expect(screen.getByLabelText(/^New Password/)).toBeDisabled();
  });
  it('ticks the five requirements live, refuses a mismatch and a weak password, then completes', async () => {
    const gateway = createFakeGateway({ auth: { resetPassword: async () => ({ success: true }) } });
    const token = future();
    const user = userEvent.setup();
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${token}`, path: '/reset-password', gateway });
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    await user.type(screen.getByLabelText(/^New Password/), 'abc');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(1);
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    // The server's sentence at the password field (and spec §5's toast); the mismatch at the confirmation.
    expect(await screen.findByText('Please ensure your password meets all requirements.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(/Password too weak$/);
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription('Please ensure both passwords match.');
    expect(screen.getByLabelText(/^New Password/)).toHaveFocus();
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText(/^Confirm New Password/)).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Better#2026');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(5);
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Better#2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In with New Password' })).toBeInTheDocument();
    expect(gateway.callsTo('auth', 'resetPassword')).toEqual([{ resetPasswordToken: token, newPassword: 'Better#2026' }]);
  });
  it("shows the server's reason when the reset fails", async () => {
    const gateway = createFakeGateway({ auth: { resetPassword: async () => { throw gatewayError('This reset link has already been used.', 400, 'LINK_USED'); } } });
    const user = userEvent.setup();
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${future()}`, path: '/reset-password', gateway });
    await user.type(screen.getByLabelText(/^New Password/), 'Better#2026');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Better#2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('This reset link has already been used.')).toHaveLength(2); // at the form and in a toast
  });
  it("says the server's password rule at the password field", async () => {
    const gateway = createFakeGateway({ auth: { resetPassword: async () => { throw gatewayError('Password too weak', 400, 'WEAK_PASSWORD', 'newPassword'); } } });
    const user = userEvent.setup();
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${future()}`, path: '/reset-password', gateway });
    await user.type(screen.getByLabelText(/^New Password/), 'Better#2026');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Better#2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(/Password too weak$/);
    expect(screen.getByLabelText(/^New Password/)).toHaveFocus();
  });
});

describe('/logout', () => {
  const home = <Route path="/" element={<LocationProbe />} />;
  it('revokes the refresh token, clears the session and goes home', async () => {
    const gateway = createFakeGateway({ auth: { logout: async () => ({ success: true }) } });
    const r = renderWithPlatform(<LogoutPage />, { route: '/logout', path: '/logout', gateway, user: testPatient, extraRoutes: home });
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(r.session.get()).toBeNull();
    expect(gateway.callsTo('auth', 'logout')).toEqual([{ refreshToken: 'refresh' }]);
    expect(await screen.findByText('You have been logged out successfully')).toBeInTheDocument();
  });
  it('still signs out locally and goes home when the call fails', async () => {
    const gateway = createFakeGateway({ auth: { logout: async () => { throw gatewayError('Could not reach Musawo.', 0, 'NETWORK'); } } });
    const r = renderWithPlatform(<LogoutPage />, { route: '/logout', path: '/logout', gateway, user: testPatient, extraRoutes: home });
    await waitFor(() => expect(r.session.get()).toBeNull());
    expect(await screen.findByText('Failed to logout')).toBeInTheDocument();
  });
});
