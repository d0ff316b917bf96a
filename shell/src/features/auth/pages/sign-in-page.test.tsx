import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { SignInPage } from './sign-in-page';

const tokens = { access: { token: 'a1' }, refresh: { token: 'r1' } };
const probes = (
  <>
    <Route path="/dashboard" element={<LocationProbe />} />
    <Route path="/doctor/:id" element={<LocationProbe />} />
    <Route path="/appointments" element={<LocationProbe />} />
  </>
);
function setup(route = '/signin', handlers: Parameters<typeof createFakeGateway>[0] = {}) {
  const gateway = createFakeGateway({
    auth: {
      login: async ({ password }) => {
        if (password !== 'Patient#2026') throw gatewayError('Invalid credentials', 401, 'INVALID_CREDENTIALS');
        return { success: true, user: testPatient, tokens };
      },
      sendOTPRegistration: async () => ({ success: true, message: 'OTP Sent' }),
      verifyPhoneNumberWeb: async ({ verificationCode }) => {
        if (verificationCode !== '1234') throw gatewayError('Invalid OTP. You have 4 tries left.', 400, 'INVALID_OTP', 'verificationCode');
        return { success: true, message: 'Phone number verified. Please enter your password to login.', results: { id: 'p1' } };
      },
      sendPasswordResetEmail: async () => ({ success: true }),
      ...handlers.auth,
    },
  });
  const user = userEvent.setup();
  const r = renderWithPlatform(<SignInPage />, { route, path: '/signin', gateway, extraRoutes: probes });
  return { ...r, user, gateway };
}

describe('sign in by email', () => {
  it('asks for the email and the password before calling the server', async () => {
    const { user, gateway } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // Each message is next to its field (its description), and focus goes to the first field to mend.
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Please enter your password');
    await user.type(email, 'no-at-sign');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await waitFor(() => expect(email).toHaveFocus());
    expect(gateway.calls).toHaveLength(0);
  });

  it("shows the server's message for a wrong password", async () => {
    const { user, session } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'patient@musawo.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Invalid credentials')).not.toHaveLength(0);
    expect(session.get()).toBeNull();
  });

  it('stores the session and goes to /dashboard', async () => {
    const { user, session } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'patient@musawo.test');
    await user.type(screen.getByLabelText(/^Password/), 'Patient#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(session.get()?.user.email).toBe('patient@musawo.test');
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });

  it('goes back to the guarded page that sent the visitor here, but never off-site', async () => {
    const { user } = setup('/signin?returnTo=%2Fappointments');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'patient@musawo.test');
    await user.type(screen.getByLabelText(/^Password/), 'Patient#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/appointments');
  });

  it('shows Complete Your Booking and then goes to the intent, clearing it', async () => {
    const gateway = createFakeGateway({ auth: { login: async () => ({ success: true, user: testPatient, tokens }) } });
    const { createSessionStore } = await import('@musawo/shared/runtime');
    const { memoryStorage } = await import('@musawo/shared/testing');
    const session = createSessionStore(memoryStorage(), memoryStorage());
    session.saveBookingIntent({ doctorId: 'd7', selectedDate: '2026-11-23', selectedTime: '10:30', doctorName: 'Dr. Grace Achieng', doctorSpecialty: 'Cardiology', returnPath: '/doctor/d7' });
    const user = userEvent.setup();
    renderWithPlatform(<SignInPage />, { route: '/signin', path: '/signin', gateway, session, extraRoutes: probes });
    const summary = screen.getByRole('region', { name: 'Complete Your Booking' });
    expect(summary).toHaveTextContent('Dr. Grace Achieng');
    expect(summary).toHaveTextContent('Cardiology');
    expect(summary).toHaveTextContent('Monday, 23 November 2026');
    expect(summary).toHaveTextContent('10:30');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'patient@musawo.test');
    await user.type(screen.getByLabelText(/^Password/), 'Patient#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/doctor/d7');
    expect(session.getBookingIntent()).toBeNull();
  });
});

describe('sign in by phone', () => {
  it('refuses a short number', async () => {
    const { user, gateway } = setup();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/^Phone Number/), '70012');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getAllByText('Please enter a valid phone number').length).toBeGreaterThan(0);
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    // At the field, with focus there (the form library and the shared phone rule).
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAccessibleDescription(/Please enter a valid phone number$/);
    expect(screen.getByLabelText(/^Phone Number/)).toHaveFocus();
    expect(gateway.calls).toHaveLength(0);
  });

  it('groups the number by three, defaults to Uganda and blocks more than 15 digits', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    const input = screen.getByLabelText(/^Phone Number/);
    await user.type(input, '0700123456999999');
    expect(screen.getByLabelText('Country')).toHaveValue('UG');
    expect(input).toHaveValue('700 123 456 999');
  });

  it('sends the code, checks it has 4 digits, verifies it, then signs in with the password', async () => {
    const { user, gateway } = setup();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/^Phone Number/), '0700000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please check your phone for the verification code')).toBeInTheDocument();
    expect(gateway.callsTo('auth', 'sendOTPRegistration')).toEqual([{ phone_number: '+256700000001', isLogin: true }]);

    await user.type(screen.getByLabelText('Digit 1 of 4'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getAllByText('Please enter a valid 4-digit OTP').length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText('Digit 1 of 4'));
    await user.type(screen.getByLabelText('Digit 1 of 4'), '9');
    await user.type(screen.getByLabelText('Digit 4 of 4'), '9');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findAllByText('Invalid OTP. You have 4 tries left.')).not.toHaveLength(0);

    await user.click(screen.getByLabelText('Digit 1 of 4'));
    await user.paste('1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const phoneForm = () => within(screen.getByRole('form', { name: 'Sign in with phone' }));
    expect(await phoneForm().findByLabelText(/^Password/)).toBeInTheDocument();

    await user.click(phoneForm().getByRole('button', { name: 'Sign In' }));
    expect(phoneForm().getByLabelText(/^Password/)).toHaveAccessibleDescription('Please enter your password');
    await user.type(phoneForm().getByLabelText(/^Password/), 'Patient#2026');
    await user.click(phoneForm().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(gateway.callsTo('auth', 'login')[0]).toMatchObject({ emailOrPhone: '+256700000001', password: 'Patient#2026' });
  });

  it('offers Change Number and a Resend OTP that waits for the cooldown', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/^Phone Number/), '700000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change Number' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('shows the fallback when the code cannot be sent', async () => {
    const { user } = setup('/signin', { auth: { sendOTPRegistration: async () => { throw new Error('boom'); } } });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/^Phone Number/), '700000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('checks the email, sends the link and confirms', async () => {
    const { user, gateway } = setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Please enter a valid email address');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'patient@musawo.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset Email Sent')).toBeInTheDocument();
    expect(gateway.callsTo('auth', 'sendPasswordResetEmail')).toEqual([{ email: 'patient@musawo.test' }]);
    await user.click(screen.getByRole('button', { name: 'Try Another Email' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'x@y.ug');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Back to Sign In' })));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Email' })).toBeInTheDocument());
  });
});
