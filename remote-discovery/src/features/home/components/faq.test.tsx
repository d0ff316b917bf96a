import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@musawo/shared/testing';
import { Faq } from './faq';

describe('home FAQ', () => {
  it("keeps the spec's 4-hour line and shows the 24-hour rule the app applies beside it (issue 32 item 10)", () => {
    renderWithPlatform(<Faq />);
    const answer = screen.getByText('Can I reschedule an appointment?').closest('details') as HTMLElement;
    expect(answer).toHaveTextContent('Yes. Rescheduling should be done at least 4 hours before the appointment.');
    expect(answer).toHaveTextContent('In Musawo you can reschedule an appointment up to 24 hours before it starts: open it under My Appointments and choose Reschedule.');
  });
});
