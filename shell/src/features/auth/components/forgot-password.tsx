import { useRef, useState } from 'react';
import { emailField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { Button, Input, notify, useGateway } from '@musawo/shared/react';
import { useErrorToast } from '../hooks/use-error-toast';
import { Form, Row } from './auth-card';
import { useT } from '../i18n';

// The server's email rule (issue 45): the same sentence here as in its answer.
const schema = z.object({ email: emailField });
type Values = z.input<typeof schema>;

/** Spec §2.8: enter an email, send the link, then a confirmation with Try Another Email or Back to Sign In. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const t = useT();
  const fieldText = useFieldText();
  const { toastError } = useErrorToast();
  const gateway = useGateway();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState: { errors, isSubmitting, submitCount } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' }, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.email !== undefined);

  const submit = handleSubmit(async ({ email }) => {
    try {
      await gateway.call('auth', 'sendPasswordResetEmail', { email });
      notify.success(t.t('forgot.sent'), t.t('forgot.checkEmail'));
      setSentTo(email);
    } catch (err) {
      toastError(err, t.t('forgot.failed'), t.t('common.error'));
    }
  });

  if (sentTo) {
    return (
      <div role="status">
        <h2>{t.t('forgot.checkTitle')}</h2>
        <p>{t.rich('forgot.sentText', { email: sentTo, strong: (chunks) => <strong key="email">{chunks}</strong> })}</p>
        <Row>
          <Button variant="outline" onClick={() => { setSentTo(null); reset(); }}>
            {t.t('forgot.another')}
          </Button>
          <Button onClick={onBack}>{t.t('forgot.back')}</Button>
        </Row>
      </div>
    );
  }
  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('forgot.form')}>
      <h2>{t.t('forgot.title')}</h2>
      <p>{t.t('forgot.lead')}</p>
      <Input label={t.t('signIn.email')} type="email" autoComplete="email" autoFocus {...register('email')} error={fieldText(errors.email?.message)} required />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.t('forgot.sending')}>
        {t.t('forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        {t.t('forgot.back')}
      </Button>
    </Form>
  );
}
