import { useState, type FormEvent } from 'react';
import { Button, Input, notify, useGateway } from '@musawo/shared/react';
import { useErrorToast } from '../hooks/use-error-toast';
import { Form, Row } from './auth-card';
import { useT } from '../i18n';

/** Spec §2.8: enter an email, send the link, then a confirmation with Try Another Email or Back to Sign In. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const t = useT();
  const { toastError } = useErrorToast();
  const gateway = useGateway();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.includes('@')) {
      setError(t.t('signIn.emailInvalid'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await gateway.call('auth', 'sendPasswordResetEmail', { email: email.trim() });
      notify.success(t.t('forgot.sent'), t.t('forgot.checkEmail'));
      setSentTo(email.trim());
    } catch (err) {
      toastError(err, t.t('forgot.failed'), t.t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div role="status">
        <h2>{t.t('forgot.checkTitle')}</h2>
        <p>{t.rich('forgot.sentText', { email: sentTo, strong: (chunks) => <strong key="email">{chunks}</strong> })}</p>
        <Row>
          <Button variant="outline" onClick={() => { setSentTo(null); setEmail(''); }}>
            {t.t('forgot.another')}
          </Button>
          <Button onClick={onBack}>{t.t('forgot.back')}</Button>
        </Row>
      </div>
    );
  }
  return (
    <Form onSubmit={submit} noValidate aria-label={t.t('forgot.form')}>
      <h2>{t.t('forgot.title')}</h2>
      <p>{t.t('forgot.lead')}</p>
      <Input label={t.t('signIn.email')} type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
      <Button type="submit" fullWidth loading={busy} loadingLabel={t.t('forgot.sending')}>
        {t.t('forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        {t.t('forgot.back')}
      </Button>
    </Form>
  );
}
