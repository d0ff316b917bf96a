import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, renderWithPlatform, testPatient, removeToasts } from '@musawo/shared/testing';
import { handlers, makeDoctor, NOW } from '../../../testing/fixtures';
import { useConfirmBooking } from './use-confirm-booking';

// The Confirm button is disabled without a date and a time, so this rule of spec §5 is reached only by the
// hook itself (a stale click, a restored intent); it must still hold.
function Harness({ date, time }: { date: string | null; time: string | null }) {
  const { confirm } = useConfirmBooking({ doctor: makeDoctor(), date, time, note: 'Cough', onBooked: () => undefined, onTaken: () => undefined });
  return (
    <button type="button" onClick={() => void confirm()}>
      Confirm
    </button>
  );
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  act(() => removeToasts());
  jest.restoreAllMocks();
});

it.each([
  ['no date', null, '10:00'],
  ['no time', '2026-03-05', null],
])("with %s, says 'Please select both date and time' and sends nothing", async (_case, date, time) => {
  const user = userEvent.setup();
  const gateway = createFakeGateway(handlers());
  renderWithPlatform(<Harness date={date} time={time} />, { gateway, user: testPatient });
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Please select both date and time')).toBeInTheDocument();
  expect(gateway.callsTo('appointment', 'create')).toEqual([]);
});
