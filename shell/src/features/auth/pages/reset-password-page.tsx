import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { Alert, Button, Input, notify, useGateway } from '@musawo/shared/react';
import { AuthCard, Form } from '../components/auth-card';
import { PASSWORD_RULES, readResetToken } from '../reset-token';
import { useErrorToast } from '../hooks/use-error-toast';
import { authTexts } from '../i18n';
import { moreAuthTexts, useMoreT } from './i18n';

/** /reset-password?token=… (spec §2.13, §5). */
/** The page in the visitor's language: the auth pages' catalogue is in their own chunk. */
export function ResetPasswordPage() {
  return (
    <authTexts.IntlProvider>
      <moreAuthTexts.IntlProvider>
        <ResetPassword />
      </moreAuthTexts.IntlProvider>
    </authTexts.IntlProvider>
  );
}

function ResetPassword() {
  const t = useMoreT();
  const { errorMessage } = useErrorToast();
  const gateway = useGateway();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [tokenState] = useState(() => readResetToken(token));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  // Said once per link (a language switch re-runs the effect, and must not say it again).
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    if (tokenState.kind === 'missing') {
      notify.error(t.t('reset.invalidLink'), t.t('reset.invalidOrExpired'));
      navigate('/signin', { replace: true });
    } else if (tokenState.kind === 'expired') {
      notify.error(t.t('reset.expired'), t.t('reset.expiredText'));
    } else if (tokenState.kind === 'unreadable') {
      notify.error(t.t('reset.invalidLink'), t.t('reset.invalid'));
    }
  }, [tokenState, navigate, t]);

  const disabled = tokenState.kind !== 'valid';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled || !token) return;
    if (password !== confirm) {
      notify.error(t.t('reset.mismatch'), t.t('reset.ensureMatch'));
      return;
    }
    if (!PASSWORD_RULES.every((r) => r.test(password))) {
      notify.error(t.t('reset.weak'), t.t('reset.meetAll'));
      return;
    }
    setBusy(true);
    try {
      await gateway.call('auth', 'resetPassword', { resetPasswordToken: token, newPassword: password });
      setDone(true);
    } catch (err) {
      notify.error(t.t('reset.failed'), errorMessage(err, t.t('reset.errorFallback')));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard title={t.t('reset.doneTitle')}>
        <p role="status">{t.t('reset.doneText')}</p>
        <Button as={Link} to="/signin" fullWidth>
          {t.t('reset.signInNew')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.t('reset.title')} subtitle={<Link to="/signin">{t.t('reset.backToSignIn')}</Link>}>
      {tokenState.kind === 'expired' && (
        <Alert tone="danger" title={t.t('reset.expired')}>
          {t.t('reset.expiredLong')}
        </Alert>
      )}
      {tokenState.kind === 'unreadable' && (
        <Alert tone="danger" title={t.t('reset.invalidLink')}>
          {t.t('reset.invalid')}
        </Alert>
      )}
      <Form onSubmit={submit} noValidate aria-label={t.t('reset.form')}>
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
          <Input label={t.t('reset.new')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required aria-describedby="password-rules" />
          <Checklist id="password-rules" aria-label={t.t('reset.rules')}>
            {PASSWORD_RULES.map((r) => {
              const met = r.test(password);
              return (
                <li key={r.id} data-met={met}>
                  <span aria-hidden="true">{met ? '✓' : '○'}</span> {t.t(`rule.${r.id}`)}
                  <span className="sr-only">{met ? t.t('reset.met') : t.t('reset.notMet')}</span>
                </li>
              );
            })}
          </Checklist>
          <Input label={t.t('reset.confirm')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
          <Button type="submit" fullWidth loading={busy} loadingLabel={t.t('reset.updating')} disabled={disabled}>
            {t.t('reset.submit')}
          </Button>
        </fieldset>
      </Form>
    </AuthCard>
  );
}

const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    color: ${({ theme }) => theme.colors.textMuted};
    padding: 2px 0;
  }
  li[data-met='true'] {
    color: ${({ theme }) => theme.colors.successText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
