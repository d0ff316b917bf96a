import { useRef } from 'react';
import { emailField, enteredPasswordField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { Button, Input } from '@musawo/shared/react';
import { usePasswordSignIn } from '../hooks/use-sign-in';
import { useErrorToast } from '../hooks/use-error-toast';
import { Form, FormError, LinkButton, Row } from './auth-card';
import { useT } from '../i18n';

// The server's own rules for the two fields (issue 45): the same sentence here as in its answer.
const schema = z.object({ email: emailField, password: enteredPasswordField });
type Values = z.input<typeof schema>;

/** Email and password. Wrong credentials show the server's message at the form and in a toast. */
export function EmailSignIn({ onForgot }: { onForgot: () => void }) {
  const t = useT();
  const fieldText = useFieldText();
  const { errorMessage, toastError } = useErrorToast();
  const signIn = usePasswordSignIn();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' }, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.email !== undefined || errors.password !== undefined);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (err) {
      setError('root', { message: errorMessage(err, t.t('signIn.failed')) });
      toastError(err, t.t('signIn.failed'), t.t('common.error'));
    }
  });

  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('signIn.emailForm')}>
      <Input label={t.t('signIn.email')} type="email" autoComplete="email" {...register('email')} error={fieldText(errors.email?.message)} required />
      <Input label={t.t('signIn.password')} type="password" autoComplete="current-password" {...register('password')} error={fieldText(errors.password?.message)} required />
      {errors.root && <FormError>{errors.root.message}</FormError>}
      <Row>
        <LinkButton type="button" onClick={onForgot}>
          {t.t('signIn.forgot')}
        </LinkButton>
      </Row>
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.t('signIn.signingIn')}>
        {t.t('signIn.submit')}
      </Button>
    </Form>
  );
}
