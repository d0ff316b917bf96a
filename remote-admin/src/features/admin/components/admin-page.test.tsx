import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform, sessionFor, testPatient } from '@musawo/shared/testing';
import { LanguageProvider } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { App } from '../../../app';
import { adminTexts } from '../../../i18n';

const operator: UserProfile = { id: 'o1', name: 'Sarah Operator', email: 'operator@musawo.test', phone_number: '+256700000009', userType: 'operator', isEmailVerified: true };
const tokens = sessionFor(operator).tokens;
const declined = { id: 'a2', operatorName: 'Sarah Operator', action: 'payout.decline', subjectType: 'payout', subjectId: 'p-77', reason: 'The number is not the doctor’s', createdAt: '2026-11-28T06:05:00.000Z' };
const signInAction = { id: 'a1', operatorName: 'Sarah Operator', action: 'sign-in', subjectType: null, subjectId: null, reason: null, createdAt: '2026-11-28T06:00:00.000Z' };

describe('/admin, the operators’ console', () => {
  it('signs an operator in with the password, then the emailed code, and shows the activity record', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({
      operator: {
        signIn: (input) => {
          if (input.code === undefined) return { success: true, codeSent: true };
          if (input.code !== '4821') throw gatewayError('Invalid OTP', 400, 'INVALID_OTP', 'code');
          return { success: true, user: operator, tokens };
        },
        activity: () => ({ success: true, results: [declined, signInAction], nextCursor: null }),
      },
    });
    const { session } = renderWithPlatform(<App />, { route: '/admin/activity', gateway, user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operators’ console' })).toBeInTheDocument();

    // Nothing filled in: each field says what is wrong, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/.+/);
    expect(gateway.callsTo('operator', 'signIn')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'operator@musawo.test');
    await user.type(screen.getByLabelText(/Password/), 'Operator#2026');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('We emailed a 4-digit code to operator@musawo.test. It works for 5 minutes.')).toBeInTheDocument();

    // A malformed code is refused at the field before any call; a wrong one by the server, at the field too.
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription(/Enter the 4-digit code from the email\./);
    expect(gateway.callsTo('operator', 'signIn')).toHaveLength(1);
    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '1111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription(/Invalid OTP/);

    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '4821');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const activity = await screen.findByRole('list', { name: 'Activity' });
    expect(await within(activity).findByText('Signed in')).toBeInTheDocument();
    expect(within(activity).getAllByText('Sarah Operator')).toHaveLength(2);
    // A recorded decision says what, about what and why.
    expect(within(activity).getByText('Declined a payout')).toBeInTheDocument();
    expect(within(activity).getByText('payout p-77')).toBeInTheDocument();
    expect(within(activity).getByText('The number is not the doctor’s')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(session.get()?.user.userType).toBe('operator');
    expect(gateway.callsTo('operator', 'signIn')).toEqual([
      { email: 'operator@musawo.test', password: 'Operator#2026' },
      { email: 'operator@musawo.test', password: 'Operator#2026', code: '1111' },
      { email: 'operator@musawo.test', password: 'Operator#2026', code: '4821' },
    ]);
  });

  it('lists the console’s sections for an operator', async () => {
    renderWithPlatform(<App />, { route: '/admin', gateway: createFakeGateway({}), user: operator });
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');
  });

  it('tells a signed-in patient the page is for operators, and shows no console', async () => {
    const gateway = createFakeGateway({});
    renderWithPlatform(<App />, { route: '/admin', gateway, user: testPatient });
    expect(await screen.findByText('You are signed in as a patient or a doctor. This page is for Musawo operators only.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Activity' })).not.toBeInTheDocument();
    expect(gateway.calls).toEqual([]);
  });

  it('shows the server’s refusal of the password at the form', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({
      operator: {
        signIn: () => {
          throw gatewayError('Invalid credentials', 401, 'INVALID_CREDENTIALS');
        },
      },
    });
    renderWithPlatform(<App />, { route: '/admin', gateway, user: null });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'operator@musawo.test');
    await user.type(screen.getByLabelText(/Password/), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.queryByRole('textbox', { name: /Code/ })).not.toBeInTheDocument();
  });

  it.each([
    ['lg', 'Ekifo ky’abaddukanya', 'Mpeereza koodi'],
    ['sw', 'Dashibodi ya wasimamizi', 'Nitumie nambari'],
  ] as const)('says the sign-in in %s', async (lang, title, submit) => {
    await adminTexts.prepare(lang);
    renderWithPlatform(
      <LanguageProvider value={createLanguageStore(lang)}>
        <App />
      </LanguageProvider>,
      { route: '/admin', gateway: createFakeGateway({}), user: null },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
  });
});
