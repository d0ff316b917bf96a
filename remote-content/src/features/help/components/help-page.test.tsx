import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@musawo/shared/testing';
import { HelpPage } from './help-page';
import { FAQ } from './faq-content';

const questions = () => screen.queryAllByRole('button', { expanded: true }).concat(screen.queryAllByRole('button', { expanded: false }));

describe('Help Center', () => {
  it('lists every FAQ question as a collapsed accordion section that opens with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HelpPage />);
    expect(questions()).toHaveLength(FAQ.length);
    const q = screen.getByRole('button', { name: 'Can I reschedule or cancel an appointment?' });
    expect(q).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(q.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();
    q.focus();
    await user.keyboard('{Enter}');
    expect(q).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('up to 24 hours before your appointment');
    // Issue 32 item 10: how to reschedule, and that the fee carries over.
    expect(panel).toHaveTextContent('choose Reschedule and pick a new date and time with the same doctor');
    expect(panel).toHaveTextContent('The fee you paid carries over');
    // Issue 50 item 5: an accepted visit can be cancelled up to 24 hours ahead, refunded in full.
    expect(panel).toHaveTextContent('an accepted appointment, up to 24 hours before it starts. Either way the full consultation fee goes back to your e-wallet');
  });

  it('covers booking steps, payment methods and security', () => {
    renderWithPlatform(<HelpPage />);
    expect(screen.getByRole('button', { name: 'How do I book an appointment?' })).toBeInTheDocument();
    expect(screen.getByText(/mobile money \(MTN Mobile Money or Airtel Money\), by card or by bank transfer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Is my personal and medical information safe?' })).toBeInTheDocument();
  });

  it('the search filters the questions, shows the matches open and announces the count', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HelpPage />);
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });

    await user.type(box, 'mobile money');
    expect(questions()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'How can I pay?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches “mobile money”.');

    await user.clear(box);
    await user.type(box, 'wallet');
    const shown = questions();
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(FAQ.length);
    expect(screen.getByRole('status')).toHaveTextContent(`${shown.length} questions match “wallet”.`);

    // Words may match the answer rather than the question, in any order.
    await user.clear(box);
    await user.type(box, 'WALLET full fee');
    expect(screen.getByRole('button', { name: 'Can I reschedule or cancel an appointment?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I book an appointment?' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and Clear search brings every question back', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HelpPage />);
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });
    await user.type(box, 'zzzz');
    expect(questions()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No questions match “zzzz”.');
    expect(screen.getByText(/Try other words/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(questions()).toHaveLength(FAQ.length);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has topic cards and contact links', () => {
    renderWithPlatform(<HelpPage />);
    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    expect(within(topics).getByRole('link', { name: 'Payments and wallet' })).toHaveAttribute('href', '#faq-payments');
    expect(screen.getByRole('link', { name: 'Call +256 800 100 100' })).toHaveAttribute('href', 'tel:+256800100100');
    expect(screen.getByRole('link', { name: 'Email care@musawo.ug' })).toHaveAttribute('href', 'mailto:care@musawo.ug');
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Help Center | Musawo');
  });
});
