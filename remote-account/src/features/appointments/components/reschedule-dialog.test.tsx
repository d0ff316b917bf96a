import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kampalaInstant, type AvailabilityEntry, type Appointment, type Doctor } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, removeToasts, renderWithPlatform, testPatient, type FakeHandlers } from '@musawo/shared/testing';
import { makeAppointment } from '../../../testing/fixtures';
import { offersFor } from '../hooks/appointment-rules';
import { AppointmentDetailsPage } from './appointment-details-page';

// Wednesday 4 March 2026, 10:10 in Kampala.
const NOW = kampalaInstant('2026-03-04', '10:10').getTime();
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  act(() => removeToasts());
  jest.restoreAllMocks();
});

/** Mon-Fri 09:00-11:00; no weekend. */
const hours: AvailabilityEntry[] = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day, i) => ({ id: `av-${i}`, day, slots: [{ id: `sl-${i}`, start: '09:00', end: '11:00' }] }));
const doctor = { id: 'd1', name: 'Dr. Doctor 1', imageUrl: null, consultation_fee: 50_000, currency: 'UGX', rating: 4.6, reviews: 3, languages: ['English'], availability: hours } as Doctor;
/** Monday 9 March 2026 at 10:00, accepted. */
const accepted = makeAppointment(1, { status: 'ACCEPTED', appointment_date: '2026-03-09T09:00:00.000Z', appointment_time: '10:00', acceptInstructions: 'Come fasting' });

function renderDetails(appointment: Appointment, extra: FakeHandlers = {}) {
  let current = appointment;
  const gateway = createFakeGateway({
    ...extra,
    appointment: {
      getAppointment: async () => ({ success: true, results: current }),
      rescheduleAppointment: async ({ appointment_time }) => {
        current = { ...current, status: 'PENDING', appointment_date: '2026-03-06T09:00:00.000Z', appointment_time, acceptInstructions: null };
        return { success: true, message: 'Appointment rescheduled successfully', results: current };
      },
      ...extra.appointment,
    },
    doctor: { getDoctor: async () => ({ success: true, results: doctor }), bookedTimes: async () => ({ success: true, results: ['09:30'] }), ...extra.doctor },
  });
  const r = renderWithPlatform(<AppointmentDetailsPage />, { gateway, user: testPatient, route: '/appointments/apt-1', path: '/appointments/:id' });
  return { ...r, gateway };
}

const openDialog = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Reschedule Appointment' }) };
};

describe('Reschedule', () => {
  it('is offered to the patient on PENDING and ACCEPTED appointments more than 24 hours ahead, never to the doctor', () => {
    const at = new Date(NOW);
    // An accepted visit this far ahead can also be cancelled with a refund (issue 50 item 5).
    expect(offersFor(accepted, 'patient', at)).toEqual(['reschedule', 'cancel']);
    expect(offersFor({ ...accepted, status: 'PENDING' }, 'patient', at)).toEqual(['reschedule', 'cancel']);
    expect(offersFor({ ...accepted, status: 'PENDING' }, 'doctor', at)).toEqual(['accept', 'reject']);
    // Thursday 5 March at 09:00 is less than 24 hours after Wednesday 10:10.
    const tomorrow = { ...accepted, appointment_date: '2026-03-05T09:00:00.000Z', appointment_time: '09:00' };
    expect(offersFor(tomorrow, 'patient', at)).toEqual([]);
    expect(offersFor({ ...tomorrow, status: 'PENDING' }, 'patient', at)).toEqual(['cancel']);
    expect(offersFor({ ...accepted, status: 'CANCELLED' }, 'patient', at)).toEqual([]);
  });

  it('picks a new day with the keyboard and a free time, sends it, and shows the appointment back to PENDING', async () => {
    const r = renderDetails(accepted);
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/Now: Monday, 9 March 2026 at 10:00\. Appointments can be rescheduled up to 24 hours before they start\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/The fee you paid carries over: nothing more is charged and nothing is refunded\./)).toBeInTheDocument();
    const calendar = await within(dialog).findByRole('grid', { name: 'March 2026' });
    expect(within(calendar).getByRole('button', { name: /March 3rd, 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /Saturday, March 7th, 2026/ })).toBeDisabled();
    act(() => within(calendar).getByRole('button', { name: /Thursday, March 5th, 2026/ }).focus());
    await user.keyboard('{ArrowRight}');
    expect(within(calendar).getByRole('button', { name: /Friday, March 6th, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const times = await within(dialog).findByRole('group', { name: 'Select Time' });
    // 09:30 is taken.
    expect(within(times).getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00', '10:00', '10:30']);
    await user.click(within(times).getByRole('button', { name: '10:30' }));
    expect(within(times).getByRole('button', { name: '10:30' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(r.gateway.callsTo('appointment', 'rescheduleAppointment')).toEqual([{ appointmentId: 'apt-1', appointment_date: kampalaInstant('2026-03-06', '12:00').toISOString(), appointment_time: '10:30' }]);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Friday, 6 March 2026')).toBeInTheDocument();
    expect(await screen.findByText('Appointment rescheduled successfully', { selector: 'strong' })).toBeInTheDocument();
  });

  it('asks for a date and time first, shows a refusal in the dialog and keeps it open, and shows Rescheduling... while it waits', async () => {
    let answer: (() => void) | undefined;
    renderDetails(accepted, {
      appointment: {
        rescheduleAppointment: () =>
          new Promise((_, reject) => {
            answer = () => reject(gatewayError('That time has just been booked. Please choose another time.', 409, 'SLOT_TAKEN', 'appointment_time'));
          }),
      },
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('grid', { name: 'March 2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    // Said under the date's heading, and focus goes into the calendar (issue 50).
    const dateSection = within(dialog).getByRole('region', { name: 'Select Date' });
    await waitFor(() => expect(within(dateSection).getByRole('alert')).toHaveTextContent('Please select both date and time'));
    expect(dateSection).toHaveAccessibleDescription('Please select both date and time');
    await waitFor(() => expect(within(dateSection).getByRole('grid')).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: /Friday, March 6th, 2026/ }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    const first = await within(dialog).findByRole('button', { name: '09:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    const timeSection = within(dialog).getByRole('region', { name: 'Select Time' });
    await waitFor(() => expect(timeSection).toHaveAccessibleDescription('Please select both date and time'));
    await waitFor(() => expect(first).toHaveFocus());
    await user.click(first);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByRole('button', { name: 'Rescheduling...' })).toBeInTheDocument();
    act(() => answer?.());
    expect(await within(dialog).findByText('That time has just been booked. Please choose another time.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reschedule Appointment' })).toBeInTheDocument();
  });

  it("offers Retry when the doctor's hours cannot be loaded, and Escape closes the dialog", async () => {
    let fail = true;
    renderDetails(accepted, {
      doctor: {
        getDoctor: async () => {
          if (fail) throw gatewayError('Network error', 0, 'NETWORK');
          return { success: true, results: doctor };
        },
      },
    });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText("Could not load the doctor's hours")).toBeInTheDocument();
    // The button that cannot act yet says why.
    expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toHaveAccessibleDescription(expect.stringContaining("Could not load the doctor's hours"));
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why there is no Reschedule within 24 hours of the start', async () => {
    renderDetails({ ...accepted, appointment_date: '2026-03-05T09:00:00.000Z', appointment_time: '09:00' });
    expect(await screen.findByText('This appointment starts in less than 24 hours, so it can no longer be rescheduled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});
