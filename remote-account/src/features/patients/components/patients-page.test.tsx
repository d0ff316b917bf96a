import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientSummary } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform, testDoctor, testPatient } from '@musawo/shared/testing';
import { makePatient } from '../../../testing/fixtures';
import { PatientsPage } from './patients-page';

function renderPatients(answer: () => PatientSummary[] | Promise<PatientSummary[]>, user = testDoctor) {
  const gateway = createFakeGateway({ doctor: { queryPatients: async () => ({ success: true, results: await answer() }) } });
  return { ...renderWithPlatform(<PatientsPage />, { gateway, user, route: '/patients', path: '/patients' }), gateway };
}

describe('Patients page', () => {
  it('lists the patients who booked, with their last appointment (status, date, link)', async () => {
    renderPatients(() => [makePatient(1), makePatient(2, { lastAppointment: { id: 'apt-9', status: 'PENDING', appointment_date: '2026-11-20T09:00:00.000Z', appointment_time: '14:00' } })]);
    const list = await screen.findByRole('list', { name: 'Patients' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Patient 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Friday, 20 November 2026, 10:30');
    expect(within(first).getByText('Accepted')).toHaveAttribute('data-tone', 'success');
    expect(within(first).getByRole('link', { name: 'View appointment with Patient 1' })).toHaveAttribute('href', '/appointments/apt-1');
    expect(first).toHaveTextContent('1 appointment');
    expect(second).toHaveTextContent('2 appointments');
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/appointments/apt-9');
  });

  it('has an empty state, loading skeletons and a retry', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPatients(() => []);
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
    unmount();
    const r2 = renderPatients(() => new Promise(() => undefined));
    expect(screen.getAllByTestId('patient-skeleton')).toHaveLength(3);
    r2.unmount();
    let fail = true;
    renderPatients(() => (fail ? Promise.reject(gatewayError('Server busy', 503)) : [makePatient(1)]));
    expect(await screen.findByText('Error loading patients')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Patient 1' })).toBeInTheDocument();
  });

  it("tells a patient 'This page is for doctors', without asking the server", () => {
    const { gateway } = renderPatients(() => [], testPatient);
    expect(screen.getByText('This page is for doctors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Appointments' })).toHaveAttribute('href', '/appointments');
    expect(gateway.calls).toEqual([]);
  });
});
