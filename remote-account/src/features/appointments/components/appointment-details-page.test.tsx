import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment, EventName } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform, testDoctor, testPatient, type FakeHandlers, removeToasts } from '@musawo/shared/testing';
import { makeAppointment } from '../../../testing/fixtures';
import { offersFor } from '../hooks/appointment-rules';
import { AppointmentDetailsPage } from './appointment-details-page';

afterEach(() => act(() => removeToasts()));

const PAST = '2025-01-10T09:00:00.000Z';
const FUTURE = '2099-01-09T09:00:00.000Z';

function renderDetails(appointment: Appointment | (() => Promise<Appointment>), user = testPatient, extra: FakeHandlers['appointment'] = {}, reviews?: FakeHandlers['Reviews']) {
  let current = typeof appointment === 'function' ? null : appointment;
  const gateway = createFakeGateway({
    appointment: {
      getAppointment: async () => ({ success: true, results: current ?? (await (appointment as () => Promise<Appointment>)()) }),
      ...extra,
    },
    Reviews: reviews,
  });
  const r = renderWithPlatform(<AppointmentDetailsPage />, { gateway, user, route: `/appointments/apt-1`, path: '/appointments/:id' });
  const events: { name: EventName; payload: unknown }[] = [];
  for (const name of ['appointment:status-changed', 'wallet:balance-changed'] as const) r.bus.subscribe(name, (payload) => events.push({ name, payload }));
  return { ...r, gateway, events, set: (a: Appointment) => (current = a) };
}

const toastTitled = (title: string) => screen.findByText(title, { selector: 'strong' });

describe('Appointment details', () => {
  it("shows a patient the status, long date, time, note and the doctor's name, specialty and rating", async () => {
    renderDetails(makeAppointment(1, { status: 'PENDING' }));
    expect(await screen.findByText('Friday, 20 November 2026')).toBeInTheDocument();
    expect(screen.getByText('10:30')).toBeInTheDocument();
    expect(screen.getByText('Headache for three days (1)')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    const doctor = screen.getByRole('heading', { name: 'Doctor' }).closest('section') as HTMLElement;
    expect(within(doctor).getByText('Dr. Doctor 1')).toBeInTheDocument();
    expect(within(doctor).getByText('General Practice')).toBeInTheDocument();
    expect(within(doctor).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patient' })).not.toBeInTheDocument();
    expect(screen.queryByText('+256700000001')).not.toBeInTheDocument();
  });

  it("shows a doctor the patient's name, phone and email", async () => {
    renderDetails(makeAppointment(1), testDoctor);
    const patient = (await screen.findByRole('heading', { name: 'Patient' })).closest('section') as HTMLElement;
    expect(within(patient).getByText('Patient 1')).toBeInTheDocument();
    expect(within(patient).getByRole('link', { name: '+256700000001' })).toHaveAttribute('href', 'tel:+256700000001');
    expect(within(patient).getByRole('link', { name: 'patient@musawo.test' })).toHaveAttribute('href', 'mailto:patient@musawo.test');
    expect(screen.queryByRole('heading', { name: 'Doctor' })).not.toBeInTheDocument();
  });

  it('shows the reason of a cancelled or rejected appointment and the instructions of an accepted one, with Reschedule and Cancel as its actions', async () => {
    const { unmount } = renderDetails(makeAppointment(1, { status: 'CANCELLED', cancellationReason: 'I feel better now' }));
    expect(await screen.findByText('I feel better now')).toBeInTheDocument();
    expect(screen.getByText('Cancellation reason')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
    unmount();

    const r2 = renderDetails(makeAppointment(1, { status: 'REJECTED', rejectReason: 'I am away that week' }));
    expect(await screen.findByText('I am away that week')).toBeInTheDocument();
    expect(screen.getByText('Rejection reason')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'neutral');
    r2.unmount();

    renderDetails(makeAppointment(1, { status: 'ACCEPTED', acceptInstructions: 'Bring your previous test results', appointment_date: FUTURE }));
    expect(await screen.findByText('Bring your previous test results')).toBeInTheDocument();
    expect(screen.getByText('Instructions from your doctor')).toBeInTheDocument();
    // An accepted visit far ahead can be rescheduled (issue 32 item 10) or cancelled with a refund (issue 50 item 5).
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reschedule', 'Cancel Appointment']);
  });

  it('offers actions only on PENDING (and complete/review rules)', () => {
    const pending = makeAppointment(1);
    expect(offersFor(pending, 'doctor')).toEqual(['accept', 'reject']);
    expect(offersFor(pending, 'patient')).toEqual(['cancel']);
    expect(offersFor(makeAppointment(1, { status: 'ACCEPTED', appointment_date: FUTURE }), 'doctor')).toEqual([]);
    expect(offersFor(makeAppointment(1, { status: 'ACCEPTED', appointment_date: PAST }), 'doctor')).toEqual(['complete']);
    expect(offersFor(makeAppointment(1, { status: 'ACCEPTED', appointment_date: PAST }), 'patient')).toEqual([]);
    expect(offersFor(makeAppointment(1, { status: 'COMPLETED', hasReview: false }), 'patient')).toEqual(['review']);
    expect(offersFor(makeAppointment(1, { status: 'COMPLETED', hasReview: true }), 'patient')).toEqual([]);
    expect(offersFor(makeAppointment(1, { status: 'REJECTED' }), 'doctor')).toEqual([]);
    // The start is the Kampala day at its time: 20 Nov 2026 10:30 EAT = 07:30 UTC.
    const a = makeAppointment(1, { status: 'ACCEPTED' });
    expect(offersFor(a, 'doctor', new Date('2026-11-20T07:29:00Z'))).toEqual([]);
    expect(offersFor(a, 'doctor', new Date('2026-11-20T07:30:00Z'))).toEqual(['complete']);
  });

  it('a doctor accepts with optional instructions: toast, refreshed details and bus events', async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1), testDoctor, {
      acceptAppointment: async (input) => {
        r.set(makeAppointment(1, { status: 'ACCEPTED', acceptInstructions: input.acceptInstructions ?? null, appointment_date: FUTURE }));
        return { success: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Appointment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Instructions for the patient (optional)' }), 'Come fasting');
    await user.click(within(dialog).getByRole('button', { name: 'Accept Appointment' }));
    expect(await toastTitled('Appointment accepted successfully')).toBeInTheDocument();
    expect(r.gateway.callsTo('appointment', 'acceptAppointment')).toEqual([{ appointmentId: 'apt-1', acceptInstructions: 'Come fasting' }]);
    expect(await screen.findByText('Come fasting')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(r.events).toEqual([{ name: 'appointment:status-changed', payload: { appointmentId: 'apt-1', status: 'ACCEPTED' } }]);
  });

  it('accepting without instructions sends none', async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1), testDoctor, { acceptAppointment: async () => ({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept Appointment' }));
    await toastTitled('Appointment accepted successfully');
    expect(r.gateway.callsTo('appointment', 'acceptAppointment')).toEqual([{ appointmentId: 'apt-1' }]);
  });

  it('a doctor must give a reason to reject; then the refund is announced', async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1), testDoctor, { rejectAppointment: async () => ({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Appointment' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejecting' });
    expect(reason).toHaveAccessibleDescription('Please enter a reason for rejecting this appointment.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(r.gateway.callsTo('appointment', 'rejectAppointment')).toHaveLength(0);
    await user.type(reason, 'Away at a conference');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Appointment' }));
    expect(await toastTitled('Appointment rejected successfully')).toBeInTheDocument();
    expect(r.gateway.callsTo('appointment', 'rejectAppointment')).toEqual([{ appointmentId: 'apt-1', rejectReason: 'Away at a conference' }]);
    expect(r.events).toEqual([
      { name: 'appointment:status-changed', payload: { appointmentId: 'apt-1', status: 'REJECTED' } },
      { name: 'wallet:balance-changed', payload: {} },
    ]);
  });

  it('a patient may cancel an accepted visit more than 24 hours ahead, not later (issue 50 item 5)', () => {
    // 20 Nov 2026 10:30 EAT = 07:30 UTC.
    const a = makeAppointment(1, { status: 'ACCEPTED' });
    expect(offersFor(a, 'patient', new Date('2026-11-19T07:29:00Z'))).toEqual(['reschedule', 'cancel']);
    expect(offersFor(a, 'patient', new Date('2026-11-19T07:30:00Z'))).toEqual([]);
    expect(offersFor(a, 'doctor', new Date('2026-11-10T07:30:00Z'))).toEqual([]);
  });

  it('cancelling an accepted visit says the full refund, in the language, and tells the bus', async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1, { status: 'ACCEPTED', appointment_date: FUTURE }), testPatient, {
      cancelAppointment: async () => {
        r.set(makeAppointment(1, { status: 'CANCELLED', cancellationReason: 'Travelling', appointment_date: FUTURE }));
        return { success: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Appointment' });
    expect(dialog).toHaveTextContent('The doctor is told why, and the full fee of UGX 50,000 goes back to your wallet.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await toastTitled('Appointment cancelled successfully')).toBeInTheDocument();
    expect(r.gateway.callsTo('appointment', 'cancelAppointment')).toEqual([{ appointmentId: 'apt-1', cancellationReason: 'Travelling' }]);
    expect(await screen.findByText('Cancellation reason')).toBeInTheDocument();
    expect(r.events).toContainEqual({ name: 'wallet:balance-changed', payload: {} });
  });

  it('an accepted visit within 24 hours says why it can no longer be cancelled', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-19T12:00:00Z'), doNotFake: ['queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      renderDetails(makeAppointment(1, { status: 'ACCEPTED' }));
      expect(await screen.findByText('This appointment starts in less than 24 hours, so it can no longer be cancelled.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a patient must give a reason to cancel', async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1), testPatient, { cancelAppointment: async () => ({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Appointment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(within(dialog).getByText('Please enter a reason for cancelling this appointment.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await toastTitled('Appointment cancelled successfully')).toBeInTheDocument();
    expect(r.gateway.callsTo('appointment', 'cancelAppointment')).toEqual([{ appointmentId: 'apt-1', cancellationReason: 'Travelling' }]);
    expect(r.events.map((e) => e.name)).toEqual(['appointment:status-changed', 'wallet:balance-changed']);
  });

  it("a 409 race shows 'Failed to update appointment status' with the server's text and the fresh status", async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1), testDoctor, {
      acceptAppointment: async () => {
        r.set(makeAppointment(1, { status: 'CANCELLED', cancellationReason: 'Changed my mind' }));
        throw gatewayError('The patient cancelled this appointment before you answered.', 409, 'CONFLICT');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept Appointment' }));
    expect(await toastTitled('Failed to update appointment status')).toBeInTheDocument();
    expect(screen.getByText('The patient cancelled this appointment before you answered.')).toBeInTheDocument();
    expect(await screen.findByText('Changed my mind')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(r.events).toEqual([]);
  });

  it('a doctor marks a started, accepted appointment as completed (payout announced)', async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1, { status: 'ACCEPTED', appointment_date: PAST }), testDoctor, {
      completeAppointment: async () => {
        r.set(makeAppointment(1, { status: 'COMPLETED', appointment_date: PAST }));
        return { success: true, results: makeAppointment(1, { status: 'COMPLETED', appointment_date: PAST }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark as Completed' })).getByRole('button', { name: 'Mark as Completed' }));
    expect(await toastTitled('Appointment completed successfully')).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toHaveAttribute('data-tone', 'info');
    expect(r.events.map((e) => e.name)).toEqual(['appointment:status-changed', 'wallet:balance-changed']);
  });

  it('a patient reviews a completed appointment: stars as a radio group, text required', async () => {
    const user = userEvent.setup();
    const r = renderDetails(makeAppointment(1, { status: 'COMPLETED', hasReview: false }), testPatient, {}, {
      createReview: async () => {
        r.set(makeAppointment(1, { status: 'COMPLETED', hasReview: true }));
        return { success: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    const group = within(dialog).getByRole('group', { name: 'Rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription('Please write a few words about your visit.');
    await user.click(within(group).getByRole('radio', { name: /^4 stars/ }));
    expect(within(group).getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Kind and thorough');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await toastTitled('Review submitted')).toBeInTheDocument();
    expect(r.gateway.callsTo('Reviews', 'createReview')).toEqual([{ appointmentId: 'apt-1', rating: 4, reviewText: 'Kind and thorough' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument());
  });

  it('an unknown appointment says so; a failed load offers a retry', async () => {
    const { unmount } = renderDetails(() => Promise.reject(gatewayError('Appointment not found', 404, 'NOT_FOUND')));
    expect(await screen.findByText('Appointment not found')).toBeInTheDocument();
    unmount();
    renderDetails(() => Promise.reject(gatewayError('Failed to fetch appointment', 500, 'INTERNAL')));
    expect(await screen.findByText('Error loading appointment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an accepted appointment links to its consultation room; a completed one shows the notes and invites a review', async () => {
    const { unmount } = renderDetails(makeAppointment(1, { status: 'ACCEPTED', appointment_date: FUTURE, unreadMessages: 2, visitMode: 'online' }));
    expect(await screen.findByRole('link', { name: 'Open consultation room' })).toHaveAttribute('href', '/consult/apt-1');
    expect(screen.getByText('(2 unread)', { exact: false })).toBeInTheDocument();
    unmount();
    const r = renderDetails(makeAppointment(1, { status: 'PENDING' }));
    await screen.findByText('Pending');
    expect(screen.queryByRole('link', { name: 'Open consultation room' })).not.toBeInTheDocument();
    r.unmount();
    renderDetails(makeAppointment(1, { status: 'COMPLETED', hasReview: false, consultNotes: 'Tension headache. Rest and fluids.' }));
    expect(await screen.findByRole('heading', { name: 'Consultation notes' })).toBeInTheDocument();
    expect(screen.getByText('Tension headache. Rest and fluids.')).toBeInTheDocument();
    expect(screen.getByText('How was your consultation? Write a review to help other patients choose.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('states the visit mode (issue 50 item 6): in person says the place and to arrive early, online offers the room and never says arrive', async () => {
    const base = makeAppointment(1, { status: 'ACCEPTED', appointment_date: FUTURE, acceptInstructions: null });
    const inPerson = renderDetails({ ...base, visitMode: 'in_person', doctorId: { ...base.doctorId, address: 'Plot 14, Acacia Avenue, Kololo' } });
    expect(await screen.findByText('In person, at the doctor’s place: Plot 14, Acacia Avenue, Kololo')).toBeInTheDocument();
    expect(screen.getByText('No special instructions. Please arrive a few minutes early.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open consultation room' })).not.toBeInTheDocument();
    // Messages stay open to an in-person visit, as before.
    expect(screen.getByRole('link', { name: 'Messages about this visit' })).toHaveAttribute('href', '/consult/apt-1');
    inPerson.unmount();
    renderDetails({ ...base, visitMode: 'online' });
    expect(await screen.findByText('Online (audio call and messages)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open consultation room' })).toHaveAttribute('href', '/consult/apt-1');
    expect(screen.queryByText(/arrive a few minutes early/)).not.toBeInTheDocument();
    expect(screen.getByText('No special instructions. Open the consultation room a few minutes before your time.')).toBeInTheDocument();
  });
});
