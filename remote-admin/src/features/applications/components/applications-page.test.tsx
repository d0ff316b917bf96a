import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoctorApplication, UserProfile } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { App } from '../../../app';

const operator: UserProfile = { id: 'o1', name: 'Sarah Operator', email: 'operator@musawo.test', phone_number: '+256700000009', userType: 'operator', isEmailVerified: true };

const application = (over: Partial<DoctorApplication> = {}): DoctorApplication => ({
  id: 'a1', status: 'pending', name: 'Dr. Grace Namusoke', email: 'grace@example.ug', phone: '+256772123456', specialty: { id: 'sp', name: 'Paediatrics' },
  district: 'Wakiso', facility: 'Entebbe Hospital', umdpcNumber: 'UMDPC/12345', licenceExpiresOn: '2027-06-30', licenceCopy: { contentType: 'application/pdf', size: 1200 },
  createdAt: '2026-11-28T06:00:00.000Z', decidedAt: null, rejectReason: null, doctorId: null, ...over,
});

function setup(handlers: { approve?: () => unknown; reject?: (input: { reason: string }) => unknown } = {}) {
  let current = [application()];
  const gateway = createFakeGateway({
    applications: {
      list: ({ status }) => ({ success: true, results: current.filter((a) => a.status === status), nextCursor: null }),
      approve: (() => {
        if (handlers.approve) return handlers.approve();
        current = [application({ status: 'approved', doctorId: 'd1', decidedAt: '2026-11-28T07:00:00.000Z' })];
        return { success: true, results: current[0] };
      }) as never,
      reject: ((input: { reason: string }) => {
        if (handlers.reject) return handlers.reject(input);
        current = [application({ status: 'rejected', rejectReason: input.reason, decidedAt: '2026-11-28T07:00:00.000Z' })];
        return { success: true, results: current[0] };
      }) as never,
    },
  });
  renderWithPlatform(<App />, { route: '/admin/applications', gateway, user: operator });
  return { gateway, user: userEvent.setup() };
}

describe('/admin/applications', () => {
  it('shows each pending application with its registration, licence and practice; Approve takes it off the queue', async () => {
    const { gateway, user } = setup();
    const list = await screen.findByRole('list', { name: 'Applications' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Dr. Grace Namusoke — Paediatrics');
    expect(item).toHaveTextContent('UMDPC/12345');
    expect(item).toHaveTextContent('Entebbe Hospital, Wakiso');
    expect(within(item!).getByRole('button', { name: 'Open the licence copy (PDF)' })).toBeInTheDocument();
    await user.click(within(item!).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No applications here.')).toBeInTheDocument();
    expect(gateway.callsTo('applications', 'approve')).toEqual([{ applicationId: 'a1' }]);
  });

  it('asks for the reason of a rejection at its field, then sends it', async () => {
    const { gateway, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject the application' }));
    const reason = screen.getByRole('textbox', { name: 'Reason (the applicant receives it)' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Please write the reason: the applicant receives it.'));
    expect(reason).toHaveFocus();
    expect(gateway.callsTo('applications', 'reject')).toEqual([]);
    await user.type(reason, 'The licence copy is not readable');
    await user.click(screen.getByRole('button', { name: 'Reject the application' }));
    await screen.findByText('No applications here.');
    expect(gateway.callsTo('applications', 'reject')).toEqual([{ applicationId: 'a1', reason: 'The licence copy is not readable' }]);
  });

  it('says why an approval failed (another operator decided first)', async () => {
    const { user } = setup({ approve: () => Promise.reject(gatewayError('This application was already approved.', 409, 'CONFLICT')) });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application was already approved.');
  });
});
