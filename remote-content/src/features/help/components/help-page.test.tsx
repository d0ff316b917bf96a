import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@musawo/shared/testing';
import { HelpPage } from './help-page';
import { FAQ } from './faq-content';

// Each question is a native <summary> (a button to the browser; jsdom's role table has none): found by its text.
const questions = () => Array.from(document.querySelectorAll('details > summary'));
const question = (name: string) => screen.getByText(name, { selector: 'summary > span' }).closest('summary') as HTMLElement;
const queryQuestion = (name: string) => screen.queryByText(name, { selector: 'summary > span' });
const isOpen = (q: HTMLElement) => (q.parentElement as HTMLDetailsElement).open;
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('Help Center', () => {
  it('lists every FAQ question as a collapsed section, a level-4 heading under its topic, that opens with a click', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HelpPage />);
    expect(questions()).toHaveLength(FAQ.length);
    expect(screen.getByRole('heading', { level: 4, name: 'Can I reschedule or cancel an appointment?' })).toBeInTheDocument();
    const q = question('Can I reschedule or cancel an appointment?');
    expect(isOpen(q)).toBe(false);
    const panel = q.nextElementSibling as HTMLElement;
    expect(panel).not.toBeVisible();
    await user.click(q);
    await settle();
    expect(isOpen(q)).toBe(true);
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
    expect(question('How do I book an appointment?')).toBeInTheDocument();
    expect(screen.getByText(/mobile money \(MTN Mobile Money or Airtel Money\), by card or by bank transfer/)).toBeInTheDocument();
    expect(question('Is my personal and medical information safe?')).toBeInTheDocument();
  });

  it('the search filters the questions, shows the matches open and announces the count', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HelpPage />);
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });

    await user.type(box, 'mobile money');
    expect(questions()).toHaveLength(1);
    expect(isOpen(question('How can I pay?'))).toBe(true);
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
    expect(question('Can I reschedule or cancel an appointment?')).toBeInTheDocument();
    expect(queryQuestion('How do I book an appointment?')).not.toBeInTheDocument();
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
