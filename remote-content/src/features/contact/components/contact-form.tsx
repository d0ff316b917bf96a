import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, notify, TextArea } from '@musawo/shared/react';
import { MESSAGE_MAX, MESSAGE_MIN, useContactForm, type ContactValues } from '../hooks/use-contact-form';
import { useT } from '../i18n';

/**
 * Spec §2.15: the form only confirms with a toast and sends nothing (there is no contact action on the server).
 */
export function ContactForm() {
  const t = useT();
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const { errors: errorIds, bind, submit } = useContactForm(() => {
    notify.success(t.t('form.sent'), t.t('form.sentText'));
  });
  const errors = Object.fromEntries(
    Object.entries(errorIds).map(([field, id]) => [field, t.t(id, { min: MESSAGE_MIN, max: MESSAGE_MAX })]),
  ) as Partial<Record<keyof ContactValues, string>>;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const invalid: keyof ContactValues | null = submit();
    // Focus the first field to fix: its label and message are read out together.
    if (invalid) refs[invalid].current?.focus();
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t.t('form.title')}</h2>
      <Input ref={refs.name} label={t.t('form.name')} autoComplete="name" required error={errors.name} {...bind('name')} />
      <Input ref={refs.email} label={t.t('form.email')} type="email" autoComplete="email" inputMode="email" required error={errors.email} {...bind('email')} />
      <TextArea
        ref={refs.message}
        label={t.t('form.message')}
        required
        rows={5}
        maxLength={MESSAGE_MAX}
        hint={t.t('form.messageHint')}
        error={errors.message}
        {...bind('message')}
      />
      <div>
        <Button type="submit">
          {t.t('form.send')}
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
