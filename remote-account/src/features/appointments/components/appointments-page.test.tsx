import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment, RpcInput } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform, testDoctor, testPatient, removeToasts } from '@musawo/shared/testing';
import { appointments } from '../../../testing/fixtures';
import { AppointmentsPage, totalPages } from './appointments-page';

afterEach(() => act(() => removeToasts()));

type ListIn = RpcInput<'appointment', 'queryUserAppointments'>;

function renderList(answer: (input: ListIn) => { results: Appointment[]; total: number } | Promise<{ results: Appointment[]; total: number }>, user = testPatient, route = '/appointments') {
  const gateway = createFakeGateway({
    appointment: { queryUserAppointments: async (input) => ({ success: true, ...(await answer(input)) }) },
  });
  const r = renderWithPlatform(<AppointmentsPage />, { gateway, user, route, path: '/appointments' });
  return { ...r, gateway, calls: () => gateway.callsTo('appointment', 'queryUserAppointments') as ListIn[] };
}

describe('My Appointments', () => {
  it('asks for 10 per page, newest first, and shows the doctor, specialty, long date, time, status and a link', async () => {
    const { calls } = renderList(() => ({ results: appointments(3, 1, { status: 'ACCEPTED' }), total: 3 }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My Appointments' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/appointments/apt-1');
    expect(links[0]).toHaveTextContent('Dr. Doctor 1');
    expect(links[0]).toHaveTextContent('General Practice');
    expect(links[0]).toHaveTextContent('Friday, 20 November 2026');
    expect(links[0]).toHaveTextContent('10:30');
    expect(within(links[0] as HTMLElement).getByText('Accepted')).toHaveAttribute('data-tone', 'success');
    expect(calls()[0]).toEqual({ limit: 10, page: 1, sortBy: 'createdAt:desc' });
  });

  it('shows the patient (not the doctor) to a doctor, without a specialty', async () => {
    renderList(() => ({ results: appointments(1), total: 1 }), testDoctor);
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Patient 1/ });
    expect(link).not.toHaveTextContent('General Practice');
    expect(link).not.toHaveTextContent('Dr. Doctor 1');
    expect(within(link).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
  });

  it("gives a doctor the visits to come first, by their time, and the past and closed ones apart (issue 50)", async () => {
    const user = userEvent.setup();
    const { calls } = renderList((input) => ({ results: appointments(input.section === 'past' ? 2 : 1, input.section === 'past' ? 5 : 1, { status: input.section === 'past' ? 'CANCELLED' : 'ACCEPTED' }), total: 1 }), testDoctor);
    await screen.findByRole('link', { name: /Patient 1/ });
    expect(calls()[0]).toEqual({ limit: 10, page: 1, sortBy: 'createdAt:desc', section: 'upcoming' });
    const which = screen.getByRole('group', { name: 'Which visits' });
    expect(within(which).getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(which).getByRole('button', { name: 'Past and closed' }));
    expect(await screen.findByRole('link', { name: /Patient 5/ })).toBeInTheDocument();
    expect(calls().at(-1)).toEqual({ limit: 10, page: 1, sortBy: 'createdAt:desc', section: 'past' });
    expect(within(which).getByRole('button', { name: 'Past and closed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages through the server total, 10 per page', async () => {
    const user = userEvent.setup();
    const { calls } = renderList((input) => ({ results: appointments(Number(input.page) === 3 ? 3 : 10, (Number(input.page) - 1) * 10 + 1), total: 23 }));
    const nav = await screen.findByRole('navigation', { name: 'Appointment pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: /Dr. Doctor 21/ })).toBeInTheDocument();
    expect(calls().at(-1)).toEqual({ limit: 10, page: 3, sortBy: 'createdAt:desc' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(totalPages(0)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
  });

  it('starts on the page in the URL', async () => {
    const { calls } = renderList(() => ({ results: appointments(10, 11), total: 20 }), testPatient, '/appointments?page=2');
    await screen.findByRole('link', { name: /Dr. Doctor 11/ });
    expect(calls()[0]?.page).toBe(2);
  });

  it('has no pager when everything fits on one page', async () => {
    renderList(() => ({ results: appointments(4), total: 4 }));
    await screen.findByRole('link', { name: /Dr. Doctor 1/ });
    expect(screen.queryByRole('navigation', { name: 'Appointment pages' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    renderList(() => new Promise(() => undefined));
    expect(screen.getAllByTestId('appointment-skeleton')).toHaveLength(3);
  });

  it("shows 'Error loading appointments' with a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderList(() => (fail ? Promise.reject(gatewayError('Failed to fetch appointments', 500)) : { results: appointments(1), total: 1 }));
    expect(await screen.findByText('Error loading appointments')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Dr. Doctor 1/ })).toBeInTheDocument();
  });

  it('has an empty state that sends a patient to find a doctor', async () => {
    renderList(() => ({ results: [], total: 0 }));
    expect(await screen.findByText('No appointments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/find-doctor');
  });

  it('refreshes when an appointment changes elsewhere on the page (bus)', async () => {
    let count = 1;
    const { bus } = renderList(() => ({ results: appointments(count), total: count }));
    await screen.findByRole('link', { name: /Dr. Doctor 1/ });
    count = 2;
    act(() => bus.publish('appointment:status-changed', { appointmentId: 'apt-1', status: 'ACCEPTED' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Dr. Doctor/ })).toHaveLength(2));
  });

  it('shows unread consultation messages, and "Patient is waiting" to the doctor', async () => {
    renderList(() => ({ results: [{ ...appointments(1, 1, { status: 'ACCEPTED' })[0]!, unreadMessages: 3, patientWaiting: true }], total: 1 }), testDoctor);
    const link = await screen.findByRole('link', { name: /Patient 1/ });
    expect(within(link).getByLabelText('3 unread messages')).toHaveTextContent('3 unread');
    expect(within(link).getByText('Patient is waiting')).toBeInTheDocument();
  });
});
