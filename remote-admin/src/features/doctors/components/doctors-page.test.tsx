import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorDoctor, UserProfile } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { App } from '../../../app';

const operator: UserProfile = { id: 'o1', name: 'Sarah Operator', email: 'operator@musawo.test', phone_number: '+256700000009', userType: 'operator', isEmailVerified: true };

const doctor = (over: Partial<OperatorDoctor>): OperatorDoctor => ({
  id: 'd1', name: 'Dr. Sarah Atim', email: 'atim@musawo.test', phone: '+256772000002', speciality: 'Cardiology', city: 'Kampala', suspendedAt: null, suspensionReason: null, ...over,
});

function setup(rows: OperatorDoctor[], suspend?: (input: { doctorId: string; reason: string }) => { results: OperatorDoctor; cancelledAppointments: number; refunded: number }) {
  let current = rows;
  const gateway = createFakeGateway({
    Moderation: {
      searchDoctors: () => ({ success: true, results: current }),
      suspendDoctor: (input) => {
        const out = suspend?.(input) ?? { results: doctor({ id: input.doctorId, suspendedAt: '2026-11-28T08:00:00.000Z', suspensionReason: input.reason }), cancelledAppointments: 2, refunded: 80_000 };
        current = current.map((d) => (d.id === input.doctorId ? out.results : d));
        return { success: true, ...out };
      },
      reinstateDoctor: (input) => {
        current = current.map((d) => (d.id === input.doctorId ? { ...d, suspendedAt: null, suspensionReason: null } : d));
        return { success: true, results: doctor({ id: input.doctorId }) };
      },
    },
  });
  renderWithPlatform(<App />, { route: '/admin/doctors', gateway, user: operator });
  return { gateway, user: userEvent.setup() };
}

describe('/admin/doctors', () => {
  it('searches by name; suspends only with a reason, said at its field with focus there; then says what the suspension did', async () => {
    const { gateway, user } = setup([doctor({}), doctor({ id: 'd2', name: 'Dr. Moses Okello', suspendedAt: '2026-11-20T08:00:00.000Z', suspensionReason: 'Licence expired' })]);
    const list = await screen.findByRole('list', { name: 'Doctors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Licence expired')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Name, email or phone' }), 'atim');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'listed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(gateway.callsTo('Moderation', 'searchDoctors').at(-1)).toEqual({ query: 'atim', suspended: false }));

    await user.click(screen.getByRole('button', { name: 'Suspend Dr. Sarah Atim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Dr. Sarah Atim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(gateway.callsTo('Moderation', 'suspendDoctor')).toEqual([]);

    await user.type(reason, 'Complaints about unsafe advice');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(gateway.callsTo('Moderation', 'suspendDoctor')).toEqual([{ doctorId: 'd1', reason: 'Complaints about unsafe advice' }]));
    expect(await screen.findByText(/Dr\. Sarah Atim is suspended\. 2 appointments were cancelled and UGX 80,000 refunded\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal at the reason, and reinstates a suspended doctor with a reason', async () => {
    const { gateway, user } = setup([doctor({}), doctor({ id: 'd2', name: 'Dr. Moses Okello', suspendedAt: '2026-11-20T08:00:00.000Z', suspensionReason: 'Licence expired' })], () => {
      throw gatewayError('This doctor is already suspended.', 409, 'ALREADY_SUSPENDED', 'doctorId');
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend Dr. Sarah Atim' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('This doctor is already suspended.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Reinstate Dr. Moses Okello' }));
    const again = await screen.findByRole('dialog', { name: 'Reinstate Dr. Moses Okello?' });
    await user.type(within(again).getByRole('textbox', { name: /Reason/ }), 'Licence renewed');
    await user.click(within(again).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(gateway.callsTo('Moderation', 'reinstateDoctor')).toEqual([{ doctorId: 'd2', reason: 'Licence renewed' }]));
    expect(await screen.findByText('Dr. Moses Okello is reinstated.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    const gateway = createFakeGateway({
      Moderation: {
        searchDoctors: () => {
          throw gatewayError('Something went wrong.', 500, 'HTTP_500');
        },
      },
    });
    renderWithPlatform(<App />, { route: '/admin/doctors', gateway, user: operator });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the doctors.');
  });
});
