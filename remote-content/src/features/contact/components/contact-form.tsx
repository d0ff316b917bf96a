import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, notify, TextArea } from '@musawo/shared/react';
import { MESSAGE_MAX, useContactForm, type ContactValues } from '../hooks/use-contact-form';

/**
 * Spec §2.15: the form only confirms with a toast and sends nothing (there is no contact action on the server).
 */
export function ContactForm() {
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const { errors, bind, submit } = useContactForm(() => {
    notify.success('Message sent!', "We'll get back to you as soon as possible.");
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const invalid: keyof ContactValues | null = submit();
    // Focus the first field to fix: its label and message are read out together.
    if (invalid) refs[invalid].current?.focus();
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <Input ref={refs.name} label="Name" autoComplete="name" required error={errors.name} {...bind('name')} />
      <Input ref={refs.email} label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email} {...bind('email')} />
      <TextArea
        ref={refs.message}
        label="Message"
        required
        rows={5}
        maxLength={MESSAGE_MAX}
        hint="How can we help? Please do not include medical emergencies here."
        error={errors.message}
        {...bind('message')}
      />
      <div>
        <Button type="submit">
          Send Message
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
