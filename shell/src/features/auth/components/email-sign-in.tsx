import { useState, type FormEvent } from 'react';
import { Button, Input, useGateway } from '@musawo/shared/react';
import { tokensSchema, userProfileSchema } from '@musawo/shared/contracts';
import { currentDevice } from '../device';
import { useCompleteSignIn } from '../hooks/use-sign-in';
import { useErrorToast } from '../hooks/use-error-toast';
import { Form, FormError, LinkButton, Row } from './auth-card';
import { useT } from '../i18n';

/** Email (or phone) and password. Wrong credentials show the server's message at the form and in a toast. */
export function EmailSignIn({ onForgot }: { onForgot: () => void }) {
  const t = useT();
  const { errorMessage, toastError } = useErrorToast();
  const gateway = useGateway();
  const complete = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!email.trim()) next.email = t.t('signIn.emailRequired');
    else if (!email.includes('@')) next.email = t.t('signIn.emailInvalid');
    if (!password) next.password = t.t('signIn.passwordRequired');
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      const res = await gateway.call('auth', 'login', { emailOrPhone: email.trim(), password, device: currentDevice() });
      const user = userProfileSchema.safeParse(res.user);
      const tokens = tokensSchema.safeParse(res.tokens);
      if (!user.success || !tokens.success) throw new Error('incomplete answer');
      complete({ user: user.data, tokens: tokens.data });
    } catch (err) {
      setErrors({ form: errorMessage(err, t.t('signIn.failed')) });
      toastError(err, t.t('signIn.failed'), t.t('common.error'));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t.t('signIn.emailForm')}>
      <Input label={t.t('signIn.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
      <Input label={t.t('signIn.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} required />
      {errors.form && <FormError>{errors.form}</FormError>}
      <Row>
        <LinkButton type="button" onClick={onForgot}>
          {t.t('signIn.forgot')}
        </LinkButton>
      </Row>
      <Button type="submit" fullWidth loading={busy} loadingLabel={t.t('signIn.signingIn')}>
        {t.t('signIn.submit')}
      </Button>
    </Form>
  );
}
