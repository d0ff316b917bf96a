import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kampalaDate, type OperatorDoctor, type UserProfile } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { App } from '../../../app';

const operator: UserProfile = { id: 'o1', name: 'Sarah Operator', email: 'operator@musawo.test', phone_number: '+256700000009', userType: 'operator', isEmailVerified: true };

const doctor = (over: Partial<OperatorDoctor>): OperatorDoctor => ({
  id: 'd1', name: 'Dr. Sarah Atim', email: 'atim@musawo.test', phone: '+256772000002', speciality: 'Cardiology', city: 'Kampala', suspendedAt: null, suspensionReason: null, umdpcNumber: 'UMDPC/12345', licenceExpiresOn: '2027-03-31', unlistedReason: null, ...over,
});

const daysAhead = (days: number) => kampalaDate(Date.now() + days * 24 * 60 * 60 * 1000);

function setup(rows: OperatorDoctor[], suspend?: (input: { doctorId: string; reason: string }) => { results: OperatorDoctor; cancelledAppointments: number; refunded: number }, renew?: (input: { doctorId: string }) => void) {
  let current = rows;
  const gateway = createFakeGateway({
    Moderation: {
      // 20 a time, as the server answers; the cursor here is the index of the next doctor.
      searchDoctors: (input) => {
        const from = Number(input.cursor ?? '0');
        return { success: true, results: current.slice(from, from + 20), nextCursor: from + 20 < current.length ? String(from + 20) : null };
      },
      renewLicence: (input) => {
        renew?.(input);
        current = current.map((d) => (d.id === input.doctorId ? { ...d, licenceExpiresOn: input.licenceExpiresOn, unlistedReason: null } : d));
        return { success: true, results: current.find((d) => d.id === input.doctorId) ?? doctor({}) };
      },
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
    // Everything on one page: no "More", and nothing to say about it.
    expect(screen.queryByRole('button', { name: 'More doctors' })).not.toBeInTheDocument();
    expect(screen.queryByText('No more doctors match.')).not.toBeInTheDocument();

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

  it('records a renewed licence: the date and the reason are checked at their fields, with focus there; the server’s refusal is shown at the date', async () => {
    let refuse = true;
    const { gateway, user } = setup([doctor({ id: 'd3', name: 'Dr. Grace Apio', licenceExpiresOn: '2026-11-01', unlistedReason: 'licence-expired' })], undefined, () => {
      if (refuse) {
        refuse = false;
        throw gatewayError('Enter a date after today: the renewed licence must still be valid.', 400, 'INVALID_INPUT', 'licenceExpiresOn');
      }
    });
    const list = await screen.findByRole('list', { name: 'Doctors' });
    expect(within(list).getByText('Hidden: licence expired')).toBeInTheDocument();
    expect(within(list).getByText('UMDPC/12345')).toBeInTheDocument();
    expect(within(list).queryByText('Listed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record renewed licence of Dr. Grace Apio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the renewed licence of Dr. Grace Apio' });
    const date = within(dialog).getByLabelText(/New expiry date/);
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    const confirm = () => user.click(within(dialog).getByRole('button', { name: 'Record licence' }));
    await confirm();
    expect(await within(dialog).findByText('Enter the new expiry date.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(date).toHaveFocus();

    await user.type(date, daysAhead(0));
    await confirm();
    expect(await within(dialog).findByText('Enter a date after today: the renewed licence must still be valid.')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, daysAhead(800));
    await confirm();
    expect(await within(dialog).findByText('Enter a date at most two years ahead.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.callsTo('Moderation', 'renewLicence')).toEqual([]);

    const renewed = daysAhead(365);
    await user.clear(date);
    await user.type(date, renewed);
    await confirm();
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    await user.type(reason, 'Renewed licence emailed');
    await confirm();
    // Refused by the server once (its clock is the one that counts): said at the date.
    expect(await within(dialog).findByText('Enter a date after today: the renewed licence must still be valid.')).toBeInTheDocument();
    await waitFor(() => expect(date).toHaveFocus());
    await confirm();
    await waitFor(() => expect(gateway.callsTo('Moderation', 'renewLicence').at(-1)).toEqual({ doctorId: 'd3', licenceExpiresOn: renewed, reason: 'Renewed licence emailed' }));
    expect(await screen.findByText(/The renewed licence of Dr\. Grace Apio is recorded \(valid until .+\)\. Patients can find them again\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('list', { name: 'Doctors' })).findByText('Listed')).toBeInTheDocument();
  });

  it('shows 20 doctors, then the next ones with More, in the same list, and says when there are no more', async () => {
    const many = Array.from({ length: 25 }, (_, i) => doctor({ id: `m${i}`, name: `Dr. Many ${String(i).padStart(2, '0')}` }));
    const { gateway, user } = setup(many);
    const list = await screen.findByRole('list', { name: 'Doctors' });
    expect(within(list).getAllByRole('heading')).toHaveLength(20);
    expect(screen.queryByText('No more doctors match.')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More doctors' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('heading')).toHaveLength(25));
    expect(within(list).getByRole('heading', { name: 'Dr. Many 24' })).toBeInTheDocument();
    expect(gateway.callsTo('Moderation', 'searchDoctors').at(-1)).toEqual({ query: '', cursor: '20' });
    expect(screen.queryByRole('button', { name: 'More doctors' })).not.toBeInTheDocument();
    const end = screen.getByText('No more doctors match.');
    expect(end).toHaveAttribute('role', 'status');
    expect(end).toHaveFocus();
  });
});
