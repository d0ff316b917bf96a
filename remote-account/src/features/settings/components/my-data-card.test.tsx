import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessEntry } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform, testDoctor, testPatient, type FakeHandlers, removeToasts } from '@musawo/shared/testing';
import { MyDataCard } from './my-data-card';

afterEach(() => act(() => removeToasts()));

const entry = (id: string, over: Partial<AccessEntry> = {}): AccessEntry => ({
  id, who: { role: 'doctor', name: 'Dr. Sarah Atim' }, action: 'read', data: 'consultation', appointmentId: 'a1', channel: 'web', reason: null, at: '2026-11-20T09:00:00.000Z', ...over,
});

const renderCard = (myData: FakeHandlers['myData'] = {}, user = testPatient) => {
  const gateway = createFakeGateway({ myData: { accessRecord: async () => ({ success: true, results: [], nextCursor: null }), ...myData } });
  return { ...renderWithPlatform(<MyDataCard />, { gateway, user, route: '/settings', path: '/settings' }), gateway };
};

describe('My data', () => {
  it('lists who saw the record, newest first, with the reason', async () => {
    renderCard({
      accessRecord: async () => ({ success: true, nextCursor: null, results: [entry('2', { action: 'write', data: 'notes' }), entry('1', { who: { role: 'operator', name: 'Jane Operator' }, reason: 'Complaint 12', channel: 'console' })] }),
    });
    const list = await screen.findByRole('list', { name: 'Who saw my record' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Dr. Sarah Atim (doctor)');
    expect(items[0]).toHaveTextContent('Wrote the consultation notes');
    expect(items[0]).toHaveTextContent('Why: your appointment with them');
    expect(items[1]).toHaveTextContent('Jane Operator (Musawo staff)');
    expect(items[1]).toHaveTextContent('Why: Complaint 12');
  });

  it('says so when no one else opened the record, and offers a retry when it fails', async () => {
    renderCard();
    expect(await screen.findByText('No one but you has opened your health record yet.')).toBeInTheDocument();
    let fail = true;
    renderCard({ accessRecord: async () => (fail ? Promise.reject(gatewayError('down', 500)) : { success: true, results: [entry('9')], nextCursor: null }) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText(/Dr. Sarah Atim/)).toBeInTheDocument();
  });

  it('a failed download says why', async () => {
    const user = userEvent.setup();
    renderCard({ requestExport: () => Promise.reject(gatewayError('You asked for your data several times. Please wait a few minutes.', 429, 'RATE_LIMITED')) });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be downloaded');
  });

  it('deleting: an empty password is named at its field, a wrong one comes back from the server there, focused', async () => {
    const user = userEvent.setup();
    const { gateway } = renderCard({ deleteAccount: () => Promise.reject(gatewayError('That password is not right.', 400, 'WRONG_PASSWORD', 'password')) });
    await user.click(screen.getByText('Delete my account', { selector: 'summary' }));
    expect(screen.getByText(/Your future appointments are cancelled/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(/Enter your password/);
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(gateway.callsTo('myData', 'deleteAccount')).toEqual([{ password: 'wrong-one' }]);
  });

  it('a doctor sees the download and corrections, not the patient-only parts', () => {
    renderCard({}, testDoctor);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.queryByText('Who saw my record')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete my account', { selector: 'summary' })).not.toBeInTheDocument();
  });
});
