import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Navigate, Route, useLocation } from '@musawo/shared/router';
import type { BookingIntent, Doctor, EventName } from '@musawo/shared/contracts';
import { accountKey } from '@musawo/shared/query-keys';
import { createEventBus, createSessionStore } from '@musawo/shared/runtime';
import { createFakeGateway, gatewayError, LocationProbe, memoryStorage, renderWithPlatform, testDoctor, testPatient, type FakeHandlers, removeToasts } from '@musawo/shared/testing';
import { handlers, makeDoctor, NOW } from '../../../testing/fixtures';
import { BookingCard, loadSuccessDialog } from './booking-card';

function StateProbe() {
  const l = useLocation();
  return <div data-testid="history-state">{JSON.stringify(l.state)}</div>;
}

interface Options {
  signedIn?: typeof testPatient | null;
  doctor?: Doctor;
  over?: FakeHandlers;
  route?: string;
  extraRoutes?: React.ReactNode;
  session?: ReturnType<typeof createSessionStore>;
}

function renderBooking({ signedIn = testPatient, doctor = makeDoctor(), over = {}, route = '/doctor/doc-1', extraRoutes, session }: Options = {}) {
  const gateway = createFakeGateway(handlers(doctor, over));
  const bus = createEventBus();
  const events: { name: EventName; payload: unknown }[] = [];
  for (const name of ['wallet:balance-changed'] as const) {
    bus.subscribe(name, (payload) => events.push({ name, payload }));
  }
  const r = renderWithPlatform(
    <>
      <BookingCard doctor={doctor} />
      <StateProbe />
    </>,
    {
      gateway,
      bus,
      session,
      user: signedIn,
      route,
      path: '/doctor/:id',
      extraRoutes: (
        <>
          <Route path="/signin" element={<LocationProbe />} />
          <Route path="/appointments" element={<LocationProbe />} />
          <Route path="/find-doctor" element={<LocationProbe />} />
          {extraRoutes}
        </>
      ),
    },
  );
  const creates = () => gateway.callsTo('appointment', 'create') as Record<string, unknown>[];
  return { ...r, gateway, events, creates };
}

const day = (label: string) => screen.findByRole('button', { name: new RegExp(label) });
async function pickDay(user: UserEvent, label: string) {
  await user.click(await day(label));
}
const timeGroup = () => screen.findByRole('group', { name: 'Select Time' });
async function timeButtons() {
  return within(await timeGroup()).getAllByRole('button').map((b) => b.textContent);
}
async function pickTime(user: UserEvent, time: string) {
  await user.click(within(await timeGroup()).getByRole('button', { name: time }));
}
const customTime = () => screen.getByLabelText('Preferred time (HH:MM)');
const note = () => screen.queryByLabelText(/Note for the doctor/);
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });
const TIME_FORMAT = 'Please enter the time as HH:MM in 24-hour format, for example 14:30';
const ALREADY_BOOKED = 'This time is already booked. Please choose another time.';

// Download the success dialog once, so the tests see it at once (as a returning visitor would).
beforeAll(async () => {
  await loadSuccessDialog();
});
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  act(() => removeToasts());
  jest.restoreAllMocks();
});

describe('Days Available', () => {
  it('lists Monday to Sunday with their slots as start - end, midnight as 24:00, or Not available', () => {
    renderBooking();
    const grid = screen.getByRole('heading', { name: 'Days Available' }).parentElement as HTMLElement;
    const days = within(grid).getAllByRole('term').map((t) => t.textContent);
    expect(days).toEqual([
      'Monday (available)', 'Tuesday (available)', 'Wednesday (available)', 'Thursday (available)', 'Friday (available)', 'Saturday (available)', 'Sunday (not available)',
    ]);
    const slots = within(grid).getAllByRole('definition').map((d) => d.textContent);
    expect(slots).toEqual(['09:00 - 12:00', '09:00 - 12:00', '09:00 - 12:00', '09:00 - 12:00', '09:00 - 12:00', '20:00 - 24:00', 'Not available']);
  });
});

describe('date picker', () => {
  it('is titled, opens on this month, and disables past days and days without slots', async () => {
    renderBooking();
    const calendar = await screen.findByRole('grid', { name: 'March 2026' });
    expect(screen.getByRole('heading', { name: 'Select Date of appointment' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /March 2nd, 2026/ })).toBeDisabled(); // Monday, past
    expect(within(calendar).getByRole('button', { name: /March 3rd, 2026/ })).toBeDisabled(); // Tuesday, past
    expect(within(calendar).getByRole('button', { name: /Today, Wednesday, March 4th, 2026/ })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: /March 5th, 2026/ })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: /Sunday, March 8th, 2026/ })).toBeDisabled(); // no slots
    expect(within(calendar).getByRole('button', { name: /Saturday, March 7th, 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says how far ahead one can book and refuses days past it; the last day offers times up to the same moment', async () => {
    const user = userEvent.setup();
    renderBooking();
    expect(screen.getByText('You can book up to 90 days ahead, until Tuesday, 2 June 2026.')).toBeInTheDocument();
    await screen.findByRole('grid', { name: 'March 2026' });
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    const june = await screen.findByRole('grid', { name: 'June 2026' });
    expect(within(june).getByRole('button', { name: /Monday, June 1st, 2026/ })).toBeEnabled();
    expect(within(june).getByRole('button', { name: /Tuesday, June 2nd, 2026/ })).toBeEnabled();
    expect(within(june).getByRole('button', { name: /Wednesday, June 3rd, 2026/ })).toBeDisabled();
    expect(within(june).getByRole('button', { name: /Friday, June 26th, 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(june).getByRole('button', { name: /Tuesday, June 2nd, 2026/ }));
    // Now is 10:10 on 4 March: 90 days ahead ends at 10:10 on 2 June.
    expect(await timeButtons()).toEqual(['09:00', '09:30', '10:00']);
  });

  it('can be used with the keyboard: arrows move between open days, Enter picks one', async () => {
    const user = userEvent.setup();
    renderBooking();
    const thursday = await day('March 5th, 2026');
    act(() => thursday.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /Friday, March 6th, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Friday, March 6th, 2026, selected/ })).toBeInTheDocument();
    expect(await timeButtons()).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });
});

describe('Select Time', () => {
  it('offers 30-minute steps inside the slot, end excluded, without the times already booked that day', async () => {
    const user = userEvent.setup();
    const { gateway } = renderBooking({ over: { doctor: { bookedTimes: ({ date }) => ({ success: true, results: date === '2026-03-05' ? ['10:00'] : [] }) } } });
    expect(screen.getByText('Choose a date first to see the times.')).toBeInTheDocument();
    await pickDay(user, 'March 5th, 2026');
    expect(await timeButtons()).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30']);
    expect(gateway.callsTo('doctor', 'bookedTimes')).toEqual([{ doctorId: 'doc-1', date: '2026-03-05' }]);
  });

  it('today, offers only the times still ahead; a slot to midnight ends at 23:30', async () => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'Today, Wednesday, March 4th');
    expect(await timeButtons()).toEqual(['10:30', '11:00', '11:30']);
    await pickDay(user, 'March 7th, 2026');
    expect(await timeButtons()).toEqual(['20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']);
  });

  it('accepts a custom time inside the hours and shows the red message outside them', async () => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'March 5th, 2026');
    await timeGroup();
    expect(screen.getByText("Or enter your preferred time within the doctor's available hours (24-hour format)")).toBeInTheDocument();
    await user.type(customTime(), '12:00'); // the slot's end: excluded
    expect(screen.getByText('Please select a time within available hours')).toBeInTheDocument();
    expect(customTime()).toHaveAttribute('aria-invalid', 'true');
    expect(note()).not.toBeInTheDocument();

    // A visit lasts 30 minutes: one starting 15 minutes before the end would run past it (issue 50), as the server says.
    await user.clear(customTime());
    await user.type(customTime(), '11:45');
    expect(screen.getByText('Please select a time within available hours')).toBeInTheDocument();
    expect(note()).not.toBeInTheDocument();

    await user.clear(customTime());
    await user.type(customTime(), '11:15');
    expect(screen.queryByText('Please select a time within available hours')).not.toBeInTheDocument();
    expect(note()).toBeInTheDocument();
    expect(within(await timeGroup()).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });

  it('does not call a half-typed time wrong until the box is left', async () => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'March 5th, 2026');
    await user.type(customTime(), '10:3');
    expect(screen.queryByText('Please select a time within available hours')).not.toBeInTheDocument();
    expect(screen.queryByText(TIME_FORMAT)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(TIME_FORMAT)).toBeInTheDocument();
  });

  it.each(['7:5', 'ab:cd'])('a malformed time %j is explained at the box and beside Confirm, before Confirm is pressed', async (typed) => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'March 5th, 2026');
    await user.type(customTime(), typed);
    // Letters can never make a time: said at once. A half-typed time is said beside Confirm, and at the box once left.
    if (typed === 'ab:cd') expect(customTime()).toHaveAccessibleDescription(expect.stringContaining(TIME_FORMAT));
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(expect.stringMatching(/HH:MM/));
    await user.tab();
    expect(customTime()).toHaveAttribute('aria-invalid', 'true');
    expect(customTime()).toHaveAccessibleDescription(expect.stringContaining(TIME_FORMAT));
  });

  it('a typed time that is already booked is refused at once, not when the server answers 409', async () => {
    const user = userEvent.setup();
    const { creates } = renderBooking({ over: { doctor: { bookedTimes: () => ({ success: true, results: ['10:00'] }) } } });
    await pickDay(user, 'March 5th, 2026');
    await timeGroup();
    await user.type(customTime(), '10:00');
    expect(customTime()).toHaveAttribute('aria-invalid', 'true');
    expect(customTime()).toHaveAccessibleDescription(expect.stringContaining(ALREADY_BOOKED));
    expect(note()).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    // An appointment lasts 30 minutes: 10:15 overlaps the one at 10:00 too.
    await user.clear(customTime());
    await user.type(customTime(), '10:15');
    expect(customTime()).toHaveAccessibleDescription(expect.stringContaining(ALREADY_BOOKED));
    await user.clear(customTime());
    await user.type(customTime(), '10:30');
    expect(customTime()).not.toHaveAttribute('aria-invalid', 'true');
    expect(note()).toBeInTheDocument();
    expect(creates()).toEqual([]);
  });
});

describe('state resets (spec §4)', () => {
  it('a new date clears the time and the note', async () => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Chest pain at night');
    await pickDay(user, 'March 6th, 2026');
    expect(within(await timeGroup()).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(note()).not.toBeInTheDocument();
    await pickTime(user, '10:00');
    expect(note()).toHaveValue('');
  });

  it('choosing the chosen time again deselects it and clears the custom time and the note', async () => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'March 5th, 2026');
    await user.type(customTime(), '10:00');
    // The typed time is one of the buttons: it shows as chosen.
    expect(within(await timeGroup()).getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(note() as HTMLElement, 'Follow-up');
    await pickTime(user, '10:00');
    expect(within(await timeGroup()).getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'false');
    expect(customTime()).toHaveValue('');
    expect(note()).not.toBeInTheDocument();
    await pickTime(user, '10:00');
    expect(note()).toHaveValue('');
  });

  it('choosing another time keeps the note; clearing the custom time clears the selection and the note', async () => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '09:00');
    await user.type(note() as HTMLElement, 'Headache');
    await pickTime(user, '09:30');
    expect(note()).toHaveValue('Headache');

    await user.type(customTime(), '11:15');
    expect(within(await timeGroup()).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(note()).toHaveValue('Headache');
    await user.clear(customTime());
    expect(note()).not.toBeInTheDocument();
    await user.type(customTime(), '11:15');
    expect(note()).toHaveValue('');
  });

  it('Confirm Booking stays disabled until a date, a time and a note that is not only spaces, and says what is missing', async () => {
    const user = userEvent.setup();
    renderBooking();
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription('Choose a date and a time to book.');
    await pickDay(user, 'March 5th, 2026');
    expect(confirmButton()).toBeDisabled();
    await waitFor(() => expect(confirmButton()).toHaveAccessibleDescription('Choose a time to book.'));
    await pickTime(user, '10:00');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription('Write a note for the doctor to book.');
    await user.type(note() as HTMLElement, '   ');
    expect(confirmButton()).toBeDisabled();
    await user.type(note() as HTMLElement, 'Cough');
    expect(confirmButton()).toBeEnabled();
    expect(confirmButton()).toHaveAccessibleDescription('');
    expect(screen.queryByText('Write a note for the doctor to book.')).not.toBeInTheDocument();
  });
});

describe('confirming', () => {
  it('a visitor gets Authentication Required, the intent is saved and goes to /signin', async () => {
    const user = userEvent.setup();
    const { session, events, creates } = renderBooking({ signedIn: null });
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:30');
    expect(note()).not.toBeInTheDocument();
    expect(screen.getByText('You will add a note for the doctor after signing in.')).toBeInTheDocument();
    await user.click(confirmButton());

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to book an appointment')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(session.getBookingIntent()).toEqual({
      doctorId: 'doc-1', selectedDate: '2026-03-05', selectedTime: '10:30', doctorName: 'Dr. Sarah Namuli', doctorSpecialty: 'Cardiology', returnPath: '/doctor/doc-1',
    });
    expect(events).toEqual([]);
    expect(creates()).toEqual([]);
  });

  it('refuses a time that has already passed today', async () => {
    const user = userEvent.setup();
    const { creates } = renderBooking();
    await pickDay(user, 'Today, Wednesday, March 4th');
    await user.type(customTime(), '09:30'); // inside the hours, but before 10:10
    await user.type(note() as HTMLElement, 'Rash');
    await user.click(confirmButton());
    expect(await screen.findByText('Invalid appointment time')).toBeInTheDocument();
    expect(screen.getByText('Cannot book appointments in the past')).toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('books with the noon ISO date, the trimmed note and an idempotency key, then shows the success dialog, tells the bus and makes the account stale', async () => {
    const user = userEvent.setup();
    const { creates, events, queryClient } = renderBooking();
    // What the account remote cached on an earlier visit: it is not mounted on /doctor/:id.
    const accountPages = ['appointments', 'overview', 'transactions'].map((area) => accountKey(testPatient.id, area, 'cached'));
    for (const key of accountPages) queryClient.setQueryData(key, 'before');
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, '  Chest pain at night  ');
    await user.click(confirmButton());

    const dialog = await screen.findByRole('dialog', { name: 'Appointment Booked Successfully!' });
    expect(dialog).toHaveTextContent('Your appointment has been successfully booked. You can view it in your appointments history.');
    const [payload] = creates();
    expect(payload).toEqual({
      doctorId: 'doc-1', appointment_note: 'Chest pain at night', appointment_date: '2026-03-05T09:00:00.000Z', appointment_time: '10:00', idempotencyKey: expect.any(String), visitMode: 'in_person',
    });
    expect(String(payload?.idempotencyKey).length).toBeGreaterThanOrEqual(32);
    expect(events).toEqual([{ name: 'wallet:balance-changed', payload: {} }]);
    expect(accountPages.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    // The form is ready for another booking: no time, no note.
    expect(note()).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'View Appointments' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/appointments');
  });

  it('Close on the success dialog closes it and goes back one step', async () => {
    const user = userEvent.setup();
    renderBooking();
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Cough');
    await user.click(confirmButton());
    const dialog = await screen.findByRole('dialog', { name: 'Appointment Booked Successfully!' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opened directly, so "back" is the doctor search rather than out of the site.
    expect(screen.getByTestId('location')).toHaveTextContent('/find-doctor');
  });

  it("shows 'Booking Appointment...' while busy and books once on a double click", async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { creates } = renderBooking({
      over: { appointment: { create: () => new Promise((r) => (answer = () => r({ success: true, results: undefined }))) } },
    });
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Cough');
    await user.dblClick(confirmButton());
    const busy = screen.getByRole('button', { name: 'Booking Appointment...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(creates()).toHaveLength(1);
    act(() => answer());
    expect(await screen.findByRole('dialog', { name: 'Appointment Booked Successfully!' })).toBeInTheDocument();
  });

  it("shows 'Error booking appointment' with the server's text", async () => {
    const user = userEvent.setup();
    renderBooking({ over: { appointment: { create: () => Promise.reject(gatewayError('The doctor is not taking bookings this week.', 400, 'BAD_REQUEST')) } } });
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Cough');
    await user.click(confirmButton());
    expect(await screen.findByText('Error booking appointment')).toBeInTheDocument();
    expect(screen.getByText('The doctor is not taking bookings this week.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });

  it("falls back to 'Something went wrong' when the failure has no text", async () => {
    const user = userEvent.setup();
    renderBooking({ over: { appointment: { create: () => Promise.reject(new Error('')) } } });
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Cough');
    await user.click(confirmButton());
    expect(await screen.findByText('Error booking appointment')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('when the time was just taken (409), explains it in the card, refreshes the times and asks for another', async () => {
    const user = userEvent.setup();
    let booked: string[] = [];
    const { gateway, creates } = renderBooking({
      over: {
        doctor: { bookedTimes: () => ({ success: true, results: booked }) },
        appointment: {
          create: () => {
            booked = ['10:00'];
            return Promise.reject(gatewayError('Sorry, 10:00 on Mar 5, 2026 has just been booked. Please choose another time.', 409, 'SLOT_TAKEN'));
          },
        },
      },
    });
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Cough');
    await user.click(confirmButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This time is no longer available');
    expect(alert).toHaveTextContent('Sorry, 10:00 on Mar 5, 2026 has just been booked. Please choose another time.');
    await waitFor(() => expect(gateway.callsTo('doctor', 'bookedTimes')).toHaveLength(2));
    await waitFor(async () => expect(await timeButtons()).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30']));
    expect(confirmButton()).toBeDisabled();

    // The note is kept; another time and another attempt use a new idempotency key.
    await pickTime(user, '10:30');
    expect(note()).toHaveValue('Cough');
    await user.click(confirmButton());
    const [first, second] = creates();
    expect(second?.idempotencyKey).not.toEqual(first?.idempotencyKey);
  });

  it('with too little in the wallet, shows the balance and a top-up link, and Confirm stays disabled saying why', async () => {
    const user = userEvent.setup();
    const { creates } = renderBooking({ over: { Wallet: { viewWalletBalance: () => ({ success: true, results: { balance: 10_000, currency: 'UGX' } }) } } });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('UGX 10,000'));
    expect(screen.getByText('Your wallet balance is too low for this consultation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up wallet' })).toHaveAttribute('href', '/dashboard?topup=1');

    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Cough');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(expect.stringMatching(/top up/i));
    expect(creates()).toEqual([]);
  });

  it('when the server refuses for funds after all (402), explains it with a top-up link', async () => {
    const user = userEvent.setup();
    renderBooking({
      over: {
        appointment: { create: () => Promise.reject(gatewayError('Your wallet balance (UGX 10,000) is less than the fee (UGX 50,000). Please top up.', 402, 'INSUFFICIENT_FUNDS')) },
      },
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('UGX 500,000'));

    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Cough');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wallet balance (UGX 10,000) is less than the fee (UGX 50,000). Please top up.');
    expect(within(alert).getByRole('link', { name: 'Top up wallet' })).toHaveAttribute('href', '/dashboard?topup=1');
    expect(screen.getAllByRole('link', { name: 'Top up wallet' })).toHaveLength(1);
  });

  it('shows the fee to everyone but the balance only to a signed-in patient', async () => {
    const { gateway } = renderBooking({ signedIn: null });
    expect(screen.getByText('UGX 50,000')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
    expect(gateway.callsTo('Wallet', 'viewWalletBalance')).toEqual([]);
  });

  it('a signed-in doctor is told only patients book, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { gateway, creates } = renderBooking({ signedIn: testDoctor });
    expect(screen.getAllByText('Only patients can book appointments')).toHaveLength(1);
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.click(confirmButton());
    expect(await screen.findAllByText('Only patients can book appointments')).toHaveLength(2);
    expect(creates()).toEqual([]);
    expect(gateway.callsTo('Wallet', 'viewWalletBalance')).toEqual([]);
  });
});

describe('booking intent after sign-in', () => {
  const intent: BookingIntent = {
    doctorId: 'doc-1', selectedDate: '2026-03-05', selectedTime: '10:30', doctorName: 'Dr. Sarah Namuli', doctorSpecialty: 'Cardiology', returnPath: '/doctor/doc-1',
  };

  it('restores the date and time from the navigation state, focuses the empty note, and removes the intent', async () => {
    renderBooking({
      route: '/signed-in',
      extraRoutes: <Route path="/signed-in" element={<Navigate to="/doctor/doc-1" replace state={{ bookingIntent: intent }} />} />,
    });
    expect(await screen.findByRole('button', { name: /March 5th, 2026, selected/ })).toBeInTheDocument();
    expect(within(await timeGroup()).getByRole('button', { name: '10:30' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(note()).toHaveFocus());
    expect(note()).toHaveValue('');
    expect(screen.getByTestId('history-state')).toHaveTextContent('null');
  });

  it('falls back to an intent for this doctor still in session storage, and clears it', async () => {
    const session = createSessionStore(memoryStorage(), memoryStorage());
    session.saveBookingIntent({ ...intent, selectedTime: '11:15' });
    renderBooking({ session });
    expect(await screen.findByRole('button', { name: /March 5th, 2026, selected/ })).toBeInTheDocument();
    // 11:15 is not a button: it was typed, so it goes back into the box.
    expect(within(await timeGroup()).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(customTime()).toHaveValue('11:15');
    await waitFor(() => expect(note()).toHaveFocus());
    expect(session.getBookingIntent()).toBeNull();
  });

  it("ignores another doctor's intent and keeps it", async () => {
    const session = createSessionStore(memoryStorage(), memoryStorage());
    session.saveBookingIntent({ ...intent, doctorId: 'doc-2', returnPath: '/doctor/doc-2' });
    renderBooking({ session });
    await screen.findByRole('grid', { name: 'March 2026' });
    expect(screen.queryByRole('button', { name: /selected/ })).not.toBeInTheDocument();
    expect(session.getBookingIntent()?.doctorId).toBe('doc-2');
  });

  it('asks in person or online only when the doctor offers both, and books the choice (issue 50 item 6)', async () => {
    const user = userEvent.setup();
    const { creates } = renderBooking({ doctor: makeDoctor({ visitModes: ['in_person', 'online'] }) });
    const group = await screen.findByRole('group', { name: 'How would you like to see the doctor?' });
    expect(within(group).getByRole('radio', { name: 'At the doctor’s place' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Online (audio call and messages)' }));
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Rash');
    await user.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Appointment Booked Successfully!' });
    expect(creates()[0]?.visitMode).toBe('online');
  });

  it.each([
    [['online'] as const, 'This doctor sees patients online (audio call and messages).', 'online'],
    [['in_person'] as const, 'This doctor sees patients at their place.', 'in_person'],
  ])('with only %j states the one mode, offers no choice and books it', async (modes, text, sent) => {
    const user = userEvent.setup();
    const { creates } = renderBooking({ doctor: makeDoctor({ visitModes: [...modes] }) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await pickDay(user, 'March 5th, 2026');
    await pickTime(user, '10:00');
    await user.type(note() as HTMLElement, 'Rash');
    await user.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Appointment Booked Successfully!' });
    expect(creates()[0]?.visitMode).toBe(sent);
  });
});
