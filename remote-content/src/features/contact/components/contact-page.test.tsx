import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { ContactPage } from './contact-page';

const setup = () => {
  const user = userEvent.setup();
  const gateway = createFakeGateway();
  renderWithPlatform(<ContactPage />, { gateway });
  return {
    user,
    gateway,
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send Message' }),
  };
};

describe('Contact page', () => {
  it('an empty submit shows a clear message under each field, marks them invalid and focuses the first', async () => {
    const { user, name, email, message, send } = setup();
    await user.click(send);
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    // The server's email rule and sentences (issue 45).
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(message).toHaveAccessibleDescription(/Please write your message\./);
    for (const f of [name, email, message]) expect(f).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();
  });

  it('rejects a malformed email and a too-short message, and clears each message once fixed', async () => {
    const { user, name, email, message, send } = setup();
    await user.type(name, 'Grace Akello');
    await user.type(email, 'grace@example');
    await user.type(message, 'Hi');
    await user.click(send);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(message).toHaveAccessibleDescription(/at least 10 characters/);
    expect(name).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, '.ug');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/valid email address/)).not.toBeInTheDocument();
  });

  it('a valid message shows only the toast, sends nothing and clears the form', async () => {
    const { user, gateway, name, email, message, send } = setup();
    await user.type(name, 'Grace Akello');
    await user.type(email, 'grace@example.ug');
    await user.type(message, 'I paid for an appointment but cannot see it in my list.');
    await user.click(send);
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(gateway.calls).toEqual([]);
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('lists email, phone, a Kampala address, business hours and the emergency numbers', () => {
    setup();
    expect(screen.getByRole('link', { name: 'care@musawo.ug' })).toHaveAttribute('href', 'mailto:care@musawo.ug');
    expect(screen.getByRole('link', { name: '+256 800 100 100' })).toHaveAttribute('href', 'tel:+256800100100');
    expect(screen.getByText('Nakasero, Kampala')).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9:00-6:00')).toBeInTheDocument();
    expect(screen.getByText('Sat 10:00-4:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(document.title).toBe('Contact Us | Musawo');
  });
});
