import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityEntry, RpcInput, UserProfile } from '@musawo/shared/contracts';
import { LanguageProvider } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { createFakeGateway, gatewayError, renderWithPlatform, testDoctor, type FakeHandlers, removeToasts } from '@musawo/shared/testing';
import { accountTexts } from '../../../i18n';
import { nextSlot } from '../hooks/use-availability-editor';
import { AvailabilityCard } from './availability-card';

afterEach(() => act(() => removeToasts()));

const week: AvailabilityEntry[] = [
  { id: 'av-wed', day: 'Wednesday', slots: [{ id: 's3', start: '09:00', end: '13:00' }] },
  { id: 'av-mon', day: 'Monday', slots: [{ id: 's1', start: '09:00', end: '17:00' }] },
  { id: 'av-tue', day: 'Tuesday', slots: [{ id: 's2', start: '08:00', end: '12:00' }, { id: 's2b', start: '14:00', end: '18:00' }] },
];

function renderCard(doctor: FakeHandlers['doctor'] = {}, initial: AvailabilityEntry[] = week, onServer: UserProfile = testDoctor) {
  const user = userEvent.setup();
  const gateway = createFakeGateway({ doctor, auth: { getUserProfile: async () => ({ success: true, result: onServer }) } });
  const r = renderWithPlatform(<AvailabilityCard doctorId="d1" initial={initial} />, { gateway, user: testDoctor });
  return { ...r, user, gateway };
}

const dayGroup = (day: string) => screen.getByRole('group', { name: new RegExp(`^${day}`) });
const toastTitled = (title: string) => screen.findByText(title, { selector: 'strong' });
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('Availability card', () => {
  it('lists the days in week order with their slots, read-only until Edit Availability', async () => {
    const { user } = renderCard();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Monday09:00 - 17:00', 'Tuesday08:00 - 12:00, 14:00 - 18:00', 'Wednesday09:00 - 13:00']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    expect(within(dayGroup('Monday')).getByRole('combobox', { name: 'Day' })).toHaveValue('Monday');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it.each([
    ['lg', ['Balaza09:00 - 17:00', 'Lwakubiri08:00 - 12:00, 14:00 - 18:00', 'Lwakusatu09:00 - 13:00']],
    ['sw', ['Jumatatu09:00 - 17:00', 'Jumanne08:00 - 12:00, 14:00 - 18:00', 'Jumatano09:00 - 13:00']],
  ] as const)('names the days in the page language (%s), from the contracts’ date names (issue 34)', async (lang, rows) => {
    // As the language control does: the language's messages (and with them its date names) are in first.
    await accountTexts.prepare(lang);
    renderWithPlatform(
      <LanguageProvider value={createLanguageStore(lang)}>
        <accountTexts.IntlProvider>
          <AvailabilityCard doctorId="d1" initial={week} />
        </accountTexts.IntlProvider>
      </LanguageProvider>,
      { gateway: createFakeGateway({}), user: testDoctor },
    );
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(rows);
  });

  it('adds a day (first free day, 09:00-17:00 by default) in week order; days taken elsewhere cannot be picked', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.click(screen.getByRole('button', { name: 'Add Day' }));
    const groups = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday (not saved yet)']);
    const thursday = dayGroup('Thursday');
    expect(within(thursday).getByLabelText('Start')).toHaveValue('09:00');
    expect(within(thursday).getByLabelText('End')).toHaveValue('17:00');
    expect(within(thursday).getByRole('option', { name: 'Monday' })).toBeDisabled();
    expect(within(thursday).getByRole('button', { name: 'Save Day' })).toBeInTheDocument();
    await user.selectOptions(within(thursday).getByRole('combobox', { name: 'Day' }), 'Sunday');
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent).at(-1)).toBe('Sunday (not saved yet)');
  });

  it('Save Day saves a new day alone; it takes its id from the answer', async () => {
    const { user, gateway } = renderCard({
      addAvailability: async (input) => ({ success: true, data: { id: 'av-thu', day: input.day, slots: input.slots.map((s, i) => ({ ...s, id: `n${i}` })) } }),
      updateAvailability: async () => ({ success: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.click(screen.getByRole('button', { name: 'Add Day' }));
    const thursday = dayGroup('Thursday');
    setTime(within(thursday).getByLabelText('End'), '12:00');
    await user.click(within(thursday).getByRole('button', { name: 'Save Day' }));
    expect(await toastTitled('Availability saved successfully')).toBeInTheDocument();
    expect(gateway.callsTo('doctor', 'addAvailability')).toEqual([{ day: 'Thursday', slots: [{ start: '09:00', end: '12:00' }], doctorId: 'd1' }]);
    expect(dayGroup('Thursday').querySelector('legend')).toHaveTextContent(/^Thursday$/);
    expect(within(dayGroup('Thursday')).queryByRole('button', { name: 'Save Day' })).not.toBeInTheDocument();
    // Saved: editing it now goes through updateAvailability with the new id.
    setTime(within(dayGroup('Thursday')).getByLabelText('End'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastTitled('Availability updated successfully');
    expect(gateway.callsTo('doctor', 'updateAvailability')).toEqual([{ availabilityId: 'av-thu', day: 'Thursday', slots: [{ id: 'n0', start: '09:00', end: '13:00' }] }]);
  });

  it("shows the server's refusal of a new day at the day ('Failed to save availability')", async () => {
    const { user } = renderCard({
      addAvailability: () => Promise.reject(gatewayError('The slots 09:00 - 17:00 and 10:00 - 11:00 on Thursday overlap. Change one so they do not share any time.', 400, 'BAD_REQUEST', 'slots.1.start')),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.click(screen.getByRole('button', { name: 'Add Day' }));
    const thursday = dayGroup('Thursday');
    await user.click(within(thursday).getByRole('button', { name: 'Add Time Slot' }));
    const starts = within(thursday).getAllByLabelText('Start');
    setTime(starts[1] as HTMLElement, '10:00');
    setTime(within(thursday).getAllByLabelText('End')[1] as HTMLElement, '11:00');
    await user.click(within(thursday).getByRole('button', { name: 'Save Day' }));
    expect(await toastTitled('Failed to save availability')).toBeInTheDocument();
    expect(within(dayGroup('Thursday')).getAllByLabelText('Start')[1]).toHaveAttribute('aria-invalid', 'true');
    expect(within(dayGroup('Thursday')).getAllByLabelText('Start')[1]).toHaveAccessibleDescription(/on Thursday overlap/);
  });

  it('a new slot follows the last one; removing a slot; removing the last slot of an unsaved day removes it without a call', async () => {
    expect(nextSlot([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextSlot([{ key: 'a', start: '09:00', end: '17:00' }])).toEqual({ start: '17:00', end: '18:00' });
    expect(nextSlot([{ key: 'a', start: '22:00', end: '23:30' }])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextSlot([{ key: 'a', start: '20:00', end: '23:00' }])).toEqual({ start: '23:00', end: '00:00' });
    const { user, gateway } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.click(within(dayGroup('Tuesday')).getByRole('button', { name: 'Remove slot 14:00 - 18:00' }));
    expect(within(dayGroup('Tuesday')).getAllByLabelText('Start')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add Day' }));
    await user.click(within(dayGroup('Thursday')).getByRole('button', { name: 'Remove slot 09:00 - 17:00' }));
    expect(screen.queryByRole('group', { name: /^Thursday/ })).not.toBeInTheDocument();
    expect(gateway.calls).toEqual([]);
  });

  it('Delete Day on a saved day sends nothing until Save Changes, and Cancel brings the day back', async () => {
    const { user, gateway } = renderCard({ deleteAvailability: async () => ({ success: true }) });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.click(within(dayGroup('Wednesday')).getByRole('button', { name: 'Delete Day (Wednesday)' }));
    expect(screen.queryByRole('group', { name: /^Wednesday/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wednesday will be deleted when you press Save Changes.');
    expect(gateway.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Monday09:00 - 17:00',
      'Tuesday08:00 - 12:00, 14:00 - 18:00',
      'Wednesday09:00 - 13:00',
    ]);
    expect(gateway.calls).toEqual([]);
  });

  it('Save Changes deletes the days deleted; a failure keeps the day, named in the message', async () => {
    let fail = true;
    const { user, gateway } = renderCard({
      deleteAvailability: async () => {
        if (fail) throw gatewayError('Something went wrong on our side.', 500, 'INTERNAL');
        return { success: true };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.click(within(dayGroup('Wednesday')).getByRole('button', { name: 'Delete Day (Wednesday)' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Failed to delete availability')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wednesday will be deleted when you press Save Changes.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Availability updated successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Monday09:00 - 17:00', 'Tuesday08:00 - 12:00, 14:00 - 18:00']);
    expect(gateway.callsTo('doctor', 'deleteAvailability')).toEqual([{ availabilityId: 'av-wed' }, { availabilityId: 'av-wed' }]);
  });

  it('removing the only slot of a saved day deletes the day on Save Changes, not before', async () => {
    const { user, gateway } = renderCard({ deleteAvailability: async () => ({ success: true }) });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.click(within(dayGroup('Monday')).getByRole('button', { name: 'Remove slot 09:00 - 17:00' }));
    expect(gateway.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastTitled('Availability updated successfully');
    expect(gateway.callsTo('doctor', 'deleteAvailability')).toEqual([{ availabilityId: 'av-mon' }]);
  });

  it('Save Changes sends one update per changed saved day only, then leaves edit mode', async () => {
    const { user, gateway } = renderCard({ updateAvailability: async (input) => ({ success: true, data: { id: input.availabilityId, day: input.day, slots: input.slots } }) });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    setTime(within(dayGroup('Monday')).getByLabelText('End'), '16:00');
    await user.click(within(dayGroup('Wednesday')).getByRole('button', { name: 'Add Time Slot' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Availability updated successfully')).toBeInTheDocument();
    const sent = gateway.callsTo('doctor', 'updateAvailability') as RpcInput<'doctor', 'updateAvailability'>[];
    expect(sent).toEqual([
      { availabilityId: 'av-mon', day: 'Monday', slots: [{ id: 's1', start: '09:00', end: '16:00' }] },
      { availabilityId: 'av-wed', day: 'Wednesday', slots: [{ id: 's3', start: '09:00', end: '13:00' }, { start: '13:00', end: '14:00' }] },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Availability' })).toBeInTheDocument();
    expect(screen.getByText('09:00 - 16:00')).toBeInTheDocument();
  });

  it("some updates failing: 'Some availability updates failed' naming the days, their edits and messages kept", async () => {
    const { user } = renderCard({
      updateAvailability: async (input) => {
        if (input.day === 'Tuesday') throw gatewayError('Another appointment needs 14:00 on Tuesday.', 409, 'CONFLICT', 'slots.1.start');
        return { success: true, data: { id: input.availabilityId, day: input.day, slots: input.slots } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    setTime(within(dayGroup('Monday')).getByLabelText('End'), '16:00');
    setTime(within(dayGroup('Tuesday')).getAllByLabelText('Start')[1] as HTMLElement, '15:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Some availability updates failed')).toBeInTheDocument();
    expect(screen.getByText(/Not saved: Tuesday\./)).toBeInTheDocument();
    const tuesdayStart = within(dayGroup('Tuesday')).getAllByLabelText('Start')[1] as HTMLElement;
    expect(tuesdayStart).toHaveValue('15:00');
    expect(tuesdayStart).toHaveAttribute('aria-invalid', 'true');
    expect(tuesdayStart).toHaveAccessibleDescription(/Another appointment needs 14:00/);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('the shared rules say a slot that ends before it starts, or overlaps, at the slot before any call', async () => {
    const { user, gateway } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    setTime(within(dayGroup('Tuesday')).getAllByLabelText('Start')[1] as HTMLElement, '11:00');
    setTime(within(dayGroup('Monday')).getByLabelText('End'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Failed to update availability')).toBeInTheDocument();
    const mondayEnd = within(dayGroup('Monday')).getByLabelText('End');
    expect(mondayEnd).toHaveAccessibleDescription('The slot 09:00 - 08:00 on Monday ends before it starts: the end time must be after the start time.');
    const tuesdayStart = within(dayGroup('Tuesday')).getAllByLabelText('Start')[1] as HTMLElement;
    expect(tuesdayStart).toHaveAccessibleDescription('The slots 08:00 - 12:00 and 11:00 - 18:00 on Tuesday overlap. Change one so they do not share any time.');
    await waitFor(() => expect(mondayEnd).toHaveFocus());
    expect(gateway.calls.filter((c) => c.service === 'doctor')).toEqual([]);

    // A new day is checked the same way by Save Day.
    await user.click(screen.getByRole('button', { name: 'Add Day' }));
    const added = dayGroup('Thursday');
    setTime(within(added).getByLabelText('End'), '09:00');
    await user.click(within(added).getByRole('button', { name: 'Save Day' }));
    expect(await toastTitled('Failed to save availability')).toBeInTheDocument();
    expect(within(added).getByLabelText('End')).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.calls.filter((c) => c.service === 'doctor')).toEqual([]);
  });

  it("every update failing: 'Failed to update availability' with the server's message; a duplicate day is shown at the day", async () => {
    const { user } = renderCard({
      updateAvailability: () => Promise.reject(gatewayError('You already have availability on Friday. Edit that day instead of adding it again.', 409, 'CONFLICT', 'day')),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    await user.selectOptions(within(dayGroup('Wednesday')).getByRole('combobox', { name: 'Day' }), 'Friday');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Failed to update availability')).toBeInTheDocument();
    expect(within(dayGroup('Friday')).getByRole('combobox', { name: 'Day' })).toHaveAccessibleDescription(/already have availability on Friday/);
  });

  it('Cancel discards edits and unsaved days, without calls', async () => {
    const { user, gateway } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    setTime(within(dayGroup('Monday')).getByLabelText('End'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Add Day' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Monday09:00 - 17:00',
      'Tuesday08:00 - 12:00, 14:00 - 18:00',
      'Wednesday09:00 - 13:00',
    ]);
    expect(gateway.calls).toEqual([]);
  });

  it('Save Changes saves everything shown, a new unsaved day too', async () => {
    const { user, gateway } = renderCard({
      addAvailability: async (input) => ({ success: true, data: { id: 'av-thu', day: input.day, slots: input.slots.map((sl, i) => ({ ...sl, id: `n${i}` })) } }),
      updateAvailability: async (input) => ({ success: true, data: { id: input.availabilityId, day: input.day, slots: input.slots } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    setTime(within(dayGroup('Monday')).getByLabelText('End'), '16:00');
    await user.click(screen.getByRole('button', { name: 'Add Day' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Availability updated successfully')).toBeInTheDocument();
    expect(gateway.callsTo('doctor', 'addAvailability')).toEqual([{ doctorId: 'd1', day: 'Thursday', slots: [{ start: '09:00', end: '17:00' }] }]);
    expect(gateway.callsTo('doctor', 'updateAvailability')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit Availability' })).toBeInTheDocument();
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Monday09:00 - 16:00',
      'Tuesday08:00 - 12:00, 14:00 - 18:00',
      'Wednesday09:00 - 13:00',
      'Thursday09:00 - 17:00',
    ]);
  });

  it('Save Changes on hours changed elsewhere is refused: it says so and shows the current week from the server', async () => {
    const fresh: AvailabilityEntry[] = [
      { id: 'av-mon', day: 'Monday', slots: [{ id: 's1', start: '09:00', end: '17:00' }] },
      { id: 'av-tue', day: 'Tuesday', slots: [{ id: 's2', start: '10:00', end: '14:00' }], version: 'tue-2' },
    ];
    const { user, gateway } = renderCard(
      {
        updateAvailability: () => Promise.reject(gatewayError('Your Tuesday hours were changed on another device or tab. Your availability has been reloaded: check it and make your change again.', 409, 'STALE_AVAILABILITY', 'availabilityId')),
        deleteAvailability: () => Promise.reject(gatewayError('We could not find that availability entry: it may have been deleted on another device. Reload your profile and try again.', 404, 'NOT_FOUND', 'availabilityId')),
      },
      week.map((e) => ({ ...e, version: `${e.id}-1` })),
      { ...testDoctor, availability: fresh },
    );
    await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
    setTime(within(dayGroup('Tuesday')).getAllByLabelText('End')[0] as HTMLElement, '11:00');
    await user.click(within(dayGroup('Wednesday')).getByRole('button', { name: 'Delete Day (Wednesday)' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Tuesday hours were changed on another device or tab.');
    expect(gateway.callsTo('doctor', 'updateAvailability')[0]).toMatchObject({ availabilityId: 'av-tue', version: 'av-tue-1' });
    expect(gateway.callsTo('doctor', 'deleteAvailability')[0]).toEqual({ availabilityId: 'av-wed', version: 'av-wed-1' });
    // The week as the server has it now: Wednesday is gone, Tuesday has its new hours.
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Wednesday/ })).not.toBeInTheDocument());
    expect(within(dayGroup('Tuesday')).getAllByLabelText('Start')[0]).toHaveValue('10:00');
    expect(within(dayGroup('Tuesday')).getAllByLabelText('End')[0]).toHaveValue('14:00');
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('a doctor without availability is told how to start', () => {
    renderCard({}, []);
    expect(screen.getByText(/No availability yet/)).toBeInTheDocument();
  });
});
