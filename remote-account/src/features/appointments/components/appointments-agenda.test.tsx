import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appointmentDateIso, kampalaDate, type Appointment, type RpcInput } from '@musawo/shared/contracts';
import { createFakeGateway, renderWithPlatform, testDoctor, testPatient } from '@musawo/shared/testing';
import { makeAppointment } from '../../../testing/fixtures';
import { addDays, agendaDays, statusSummary } from './appointments-agenda';
import { AppointmentsPage } from './appointments-page';

type ListIn = RpcInput<'appointment', 'queryUserAppointments'>;

const today = kampalaDate();
const on = (n: number, days: number, time: string, status: Appointment['status'], extra: Partial<Appointment> = {}) =>
  makeAppointment(n, { appointment_date: appointmentDateIso(addDays(today, days)), appointment_time: time, status, patientId: { id: `p${n}`, name: `Patient ${n}`, imageUrl: null }, ...extra });

const BOOKINGS = [
  on(1, 0, '14:00', 'ACCEPTED', { visitMode: 'online' }),
  on(2, 0, '09:00', 'PENDING', { visitMode: 'in_person' }),
  on(3, 1, '10:30', 'PENDING'),
  on(4, 3, '08:00', 'CANCELLED'),
  on(5, 6, '16:00', 'COMPLETED'),
  on(6, 7, '11:00', 'ACCEPTED'), // next week
  on(7, -1, '11:00', 'COMPLETED'), // yesterday
];

function renderPage(route: string, user = testDoctor) {
  const gateway = createFakeGateway({
    appointment: { queryUserAppointments: async () => ({ success: true, results: BOOKINGS, total: BOOKINGS.length }) },
  });
  renderWithPlatform(<AppointmentsPage />, { gateway, user, route, path: '/appointments' });
  return { calls: () => gateway.callsTo('appointment', 'queryUserAppointments') as ListIn[] };
}

describe("a doctor's agenda on /appointments", () => {
  it('keeps the list as the default and offers List / Day / Week as pressed buttons', async () => {
    const { calls } = renderPage('/appointments');
    expect(await screen.findByRole('list', { name: 'Appointments' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Show appointments as' });
    expect(within(group).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls()[0]).toEqual({ limit: 10, page: 1, sortBy: 'createdAt:desc', section: 'upcoming' });
  });

  it('shows no agenda switch to a patient', async () => {
    renderPage('/appointments?view=week', testPatient);
    expect(await screen.findByRole('list', { name: 'My Appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show appointments as' })).not.toBeInTheDocument();
  });

  it('shows the week ahead, today first, each day in Kampala dates with its appointments by time and status', async () => {
    const { calls } = renderPage('/appointments?view=week');
    const week = await screen.findByRole('region', { name: 'Week agenda' });
    const days = within(week).getAllByRole('heading', { level: 2 });
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent(/^Today, /);
    expect(days[1]).toHaveTextContent(/^Tomorrow, /);
    const todayBox = within(week).getByRole('region', { name: /^Today/ });
    const links = within(todayBox).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['09:00Patient 2In personPending', '14:00Patient 1OnlineAccepted']);
    expect(links[0]).toHaveAttribute('href', '/appointments/apt-2');
    expect(within(week).getByRole('status')).toHaveTextContent('5 appointments: 2 pending, 1 accepted, 1 completed, 1 cancelled');
    expect(within(week).queryByText('Patient 6')).not.toBeInTheDocument();
    expect(within(week).queryByText('Patient 7')).not.toBeInTheDocument();
    expect(calls()[0]).toEqual({ limit: 100, page: 1, sortBy: 'createdAt:desc' });
  });

  it('moves a day at a time in the day view, with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage('/appointments?view=day');
    const day = await screen.findByRole('region', { name: 'Day agenda' });
    expect(within(day).getByRole('heading', { level: 2 })).toHaveTextContent(/^Today, /);
    expect(within(day).getAllByRole('link')).toHaveLength(2);
    expect(within(day).getByRole('button', { name: 'Today' })).toBeDisabled();
    within(day).getByRole('button', { name: 'Next day' }).focus();
    await user.keyboard('{Enter}');
    expect(within(day).getByRole('heading', { level: 2 })).toHaveTextContent(/^Tomorrow, /);
    expect(within(day).getByRole('link')).toHaveTextContent('Patient 3');
    await user.keyboard(' ');
    expect(within(day).getByText('No appointments')).toBeInTheDocument();
    expect(within(day).getByRole('status')).toHaveTextContent('No appointments this day.');
    await user.click(within(day).getByRole('button', { name: 'Previous day' }));
    await user.click(within(day).getByRole('button', { name: 'Previous day' }));
    await user.click(within(day).getByRole('button', { name: 'Previous day' }));
    expect(within(day).getByRole('link')).toHaveTextContent('Patient 7');
  });

  it('switches from the list to the week and back', async () => {
    const user = userEvent.setup();
    renderPage('/appointments');
    await screen.findByRole('list', { name: 'Appointments' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('region', { name: 'Week agenda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('list', { name: 'Appointments' })).toBeInTheDocument();
  });
});

describe('agenda helpers', () => {
  it('adds days on the Kampala calendar across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('files an appointment under its Kampala date and sorts a day by time', () => {
    const late = makeAppointment(1, { appointment_date: '2026-11-20T09:00:00.000Z', appointment_time: '15:00' });
    const early = makeAppointment(2, { appointment_date: '2026-11-20T09:00:00.000Z', appointment_time: '08:00' });
    const days = agendaDays([late, early], '2026-11-20', 2);
    expect(days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21']);
    expect(days[0]?.items.map((a) => a.id)).toEqual(['apt-2', 'apt-1']);
    expect(statusSummary([late, early])).toBe('2 pending');
  });
});
