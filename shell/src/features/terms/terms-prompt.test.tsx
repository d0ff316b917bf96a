import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, gatewayError, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { TermsPrompt } from './terms-prompt';

describe('the terms prompt', () => {
  it('accepting the version in force records it and the prompt’s reason leaves the session', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ myData: { acceptTerms: async () => ({ success: true, results: { acceptedVersion: '2026-11', acceptedAt: '2026-11-28T10:00:00.000Z', currentVersion: '2026-11', marketing: false } }) } });
    const { session } = renderWithPlatform(<TermsPrompt version="2026-11" />, { gateway, user: { ...testPatient, termsToAccept: '2026-11' } });
    expect(screen.getByRole('region', { name: 'Our Privacy Policy and Terms of Service have changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(session.get()?.user.termsToAccept).toBeUndefined());
    expect(gateway.callsTo('myData', 'acceptTerms')).toEqual([{ version: '2026-11' }]);
  });

  it('a failed answer says so and keeps asking', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ myData: { acceptTerms: () => Promise.reject(gatewayError('down', 500)) } });
    const { session } = renderWithPlatform(<TermsPrompt version="2026-11" />, { gateway, user: { ...testPatient, termsToAccept: '2026-11' } });
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer was not saved.');
    expect(session.get()?.user.termsToAccept).toBe('2026-11');
  });
});
