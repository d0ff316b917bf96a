import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@musawo/shared/testing';
import { AboutPage } from './about-page';

describe('About', () => {
  it("states the reschedule rule the Help page and the server apply: up to 24 hours before, fee carried over (issue 32 item 10)", () => {
    renderWithPlatform(<AboutPage />);
    expect(screen.getByText(/you can reschedule with the same doctor up to 24 hours before the appointment starts, and the fee you paid carries over/)).toBeInTheDocument();
  });
});
