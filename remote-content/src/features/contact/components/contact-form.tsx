import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { emailField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { Button, Input, notify, TextArea } from '@musawo/shared/react';
import { useT } from '../i18n';

const MESSAGE_MIN = 10;
const MESSAGE_MAX = 2000;
type ContactT = ReturnType<typeof useT>;

/** Field messages say what to do, not only what is wrong; the email is the server's rule and sentence (issue 45). */
const contactSchema = (t: ContactT) =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, { message: t.t('form.nameMissing'), abort: true }), z.minLength(2, t.t('form.nameShort'))),
    email: emailField,
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: t.t('form.messageMissing'), abort: true }),
        z.minLength(MESSAGE_MIN, t.t('form.messageShort', { min: MESSAGE_MIN })),
        z.maxLength(MESSAGE_MAX, t.t('form.messageLong', { max: MESSAGE_MAX })),
      ),
  });
type ContactValues = z.input<ReturnType<typeof contactSchema>>;
const EMPTY: ContactValues = { name: '', email: '', message: '' };

/**
 * Spec §2.15: the form only confirms with a toast and sends nothing (there is no contact action on the server).
 * Messages appear on submit, not while someone is still typing; after a failed submit each field re-checks as it
 * changes, so a message disappears as soon as it is fixed.
 */
export function ContactForm() {
  const t = useT();
  const fieldText = useFieldText();
  const schema = useMemo(() => contactSchema(t), [t]);
  const { register, handleSubmit, reset, formState: { errors, submitCount } } = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  // Focus the first field to fix: its label and message are read out together.
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  const submit = handleSubmit(() => {
    notify.success(t.t('form.sent'), t.t('form.sentText'));
    reset(EMPTY);
  });

  return (
    <Form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t.t('form.title')}</h2>
      <Input label={t.t('form.name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <Input label={t.t('form.email')} type="email" autoComplete="email" inputMode="email" required error={fieldText(errors.email?.message)} {...register('email')} />
      <TextArea
        label={t.t('form.message')}
        required
        rows={5}
        maxLength={MESSAGE_MAX}
        hint={t.t('form.messageHint')}
        error={errors.message?.message}
        {...register('message')}
      />
      <div>
        <Button type="submit">{t.t('form.send')}</Button>
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
