import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { SignUpPage } from './sign-up-page';
import { birthYears } from '../components/birth-date-input';

function setup(createAccountWeb?: () => Promise<never>, takenEmail?: string) {
  const gateway = createFakeGateway({
    auth: {
      checkSignUpEmail: async ({ email }) => {
        if (email === takenEmail) throw gatewayError('An account with this email already exists. Please sign in or use another email.', 409, 'CONFLICT', 'email');
        return { success: true };
      },
      sendOTPRegistration: async () => ({ success: true }),
      verifyPhoneNumberWeb: async ({ verificationCode }) => {
        if (verificationCode !== '4321') throw gatewayError('Invalid OTP', 400, 'INVALID_OTP');
        return { success: true, results: { id: 'c1' } };
      },
      createAccountWeb: createAccountWeb ?? (async () => ({ success: true, results: testPatient })),
    },
  });
  const user = userEvent.setup();
  const r = renderWithPlatform(<SignUpPage />, { route: '/signup', path: '/signup', gateway, extraRoutes: <Route path="/signin" element={<LocationProbe />} /> });
  return { ...r, user, gateway };
}

async function fillPersonal(user: ReturnType<typeof userEvent.setup>, year: string, names = true) {
  if (names) {
    await user.type(screen.getByLabelText(/^First Name/), 'Amina');
    await user.type(screen.getByLabelText(/^Last Name/), 'Nakato');
  }
  await user.selectOptions(screen.getByLabelText('Day'), '12');
  await user.selectOptions(screen.getByLabelText('Month'), 'March');
  await user.selectOptions(screen.getByLabelText('Year'), year);
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'female');
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Phone Number/), '0772123456');
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
  const verify = await screen.findByRole('button', { name: 'Verify' });
  await user.click(screen.getByLabelText('Digit 1 of 4'));
  await user.paste('4321');
  await user.click(verify);
  expect(await screen.findByText('✓ Phone number verified')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'amina@example.ug');
}

describe('sign-up wizard', () => {
  it('says a taken email at the contact step, before the password step (issue 32)', async () => {
    const { user, gateway } = setup(undefined, 'amina@example.ug');
    await fillPersonal(user, '1994');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('An account with this email already exists. Please sign in or use another email.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(gateway.callsTo('auth', 'checkSignUpEmail')).toEqual([{ phoneNumber: '+256772123456', email: 'amina@example.ug' }]);
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'amina.n@example.ug');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('shows three steps; Next says at each field what is missing and moves focus to the first one', async () => {
    const { user } = setup();
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const first = screen.getByLabelText(/^First Name/);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Please enter your first name');
    expect(screen.getByLabelText(/^Last Name/)).toHaveAccessibleDescription('Please enter your last name');
    expect(screen.getByLabelText('Day').closest('[role="group"]')).toHaveAccessibleDescription('Please choose your date of birth');
    expect(screen.getByLabelText(/^Gender/)).toHaveAccessibleDescription('Please select your gender');
    await user.type(first, 'Amina');
    await user.type(screen.getByLabelText(/^Last Name/), 'Nakato');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveFocus());
    await fillPersonal(user, '1994', false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('list', { name: 'Step 2 of 3' })).toBeInTheDocument();
  });

  it('offers 83 birth years ending 18 years ago', () => {
    const years = birthYears(new Date('2026-11-21T12:00:00Z'));
    expect(years).toHaveLength(83);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1926);
  });

  it('refuses someone under 18', async () => {
    const { user } = setup();
    const lastYear = String(birthYears()[0]);
    await user.type(screen.getByLabelText(/^First Name/), 'Young');
    await user.type(screen.getByLabelText(/^Last Name/), 'Person');
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), 'December');
    await user.selectOptions(screen.getByLabelText('Year'), lastYear);
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'male');
    expect(screen.getByText('You must be at least 18 years old to use Musawo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveFocus());
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeInTheDocument();
  });

  it('says 31 February is not a date, instead of silently keeping Next disabled', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    await user.selectOptions(screen.getByLabelText('Year'), '1994');
    const message = screen.getByText('There is no 31 February 1994. Please check the day.');
    expect(screen.getByLabelText('Day').closest('[role="group"]')).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Day'), '28');
    expect(screen.queryByText(/There is no/)).not.toBeInTheDocument();
  });

  it('keeps the focus where the work is: on the code once sent, then on Email once verified', async () => {
    const { user } = setup();
    await fillPersonal(user, '1994');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Phone Number/), '0772123456');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByLabelText('Digit 1 of 4')).toHaveFocus();
    await user.paste('4321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('✓ Phone number verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  });

  it('needs a verified phone and a valid email before the password step', async () => {
    const { user, gateway } = setup();
    await fillPersonal(user, '1994');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const phone = screen.getByLabelText(/^Phone Number/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid phone number'));
    // The sign-up page's email check is the server's rule, with its sentence (issue 45).
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(phone, '0772123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Please verify this number first'));
    await user.clear(phone);
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await fillContact(user);
    expect(gateway.callsTo('auth', 'sendOTPRegistration')).toEqual([{ phone_number: '+256772123456', isLogin: false }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('list', { name: 'Step 3 of 3' })).toBeInTheDocument();
  });

  it('checks the password rule and the confirmation, then creates the account and goes to /signin', async () => {
    const { user, gateway } = setup();
    await fillPersonal(user, '1994');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Before creating it: what the account accepts, each opened in a new tab so the form stays.
    expect(screen.getByText(/By creating an account you accept Musawo’s/)).toBeInTheDocument();
    for (const [name, href] of [['Privacy Policy', '/privacy'], ['Terms of Service', '/terms']] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. Password must be at least 8 characters long');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Strong#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Strong#2027');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByText('Passwords do not match')).toHaveLength(2); // at the field and as the toast title
    expect(await screen.findByText('Please ensure both passwords match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Strong#2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(gateway.callsTo('auth', 'createAccountWeb')).toEqual([
      { name: 'Amina Nakato', date_of_birth: '1994-03-12', email: 'amina@example.ug', gender: 'female', phoneNumber: '+256772123456', password: 'Strong#2026' },
    ]);
  });

  it("shows the server's reason when the account cannot be created", async () => {
    const { user } = setup(async () => {
      throw gatewayError('An account with this email already exists. Please sign in.', 409, 'CONFLICT', 'email');
    });
    await fillPersonal(user, '1994');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Password/), 'Strong#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Strong#2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('An account with this email already exists. Please sign in.')).not.toHaveLength(0);
  });
});
