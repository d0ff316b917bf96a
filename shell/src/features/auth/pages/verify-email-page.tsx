import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@musawo/shared/router';
import { Link } from '@musawo/shared/router';
import { Button, notify, Spinner, useGateway } from '@musawo/shared/react';
import { GatewayError } from '@musawo/shared/runtime';
import { AuthCard } from '../components/auth-card';
import { useErrorToast } from '../hooks/use-error-toast';
import { authTexts, useT } from '../i18n';
import { moreAuthTexts, useMoreT } from './i18n';

type State = 'verifying' | 'verified' | 'error';

/** /verify-email?token=… (spec §2.12): verifying, then verified or error; a missing token is an error. */
/** The page in the visitor's language: the auth pages' catalogue is in their own chunk. */
export function VerifyEmailPage() {
  return (
    <authTexts.IntlProvider>
      <moreAuthTexts.IntlProvider>
        <VerifyEmail />
      </moreAuthTexts.IntlProvider>
    </authTexts.IntlProvider>
  );
}

function VerifyEmail() {
  const t = useMoreT();
  const a = useT();
  const { errorMessage } = useErrorToast();
  const gateway = useGateway();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? 'verifying' : 'error');
  const started = useRef(false);

  useEffect(() => {
    // The link is single use: StrictMode's double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    if (!token) {
      notify.error(a.t('common.error'), t.t('verifyEmail.missing'));
      return;
    }
    gateway
      .call('auth', 'verifyEmail', { token, actionType: 'verify-email' })
      .then(() => {
        setState('verified');
        notify.success(t.t('verifyEmail.verified'));
      })
      .catch((err: unknown) => {
        setState('error');
        notify.error(err instanceof GatewayError && err.status > 0 ? t.t('verifyEmail.failed') : t.t('verifyEmail.error'), err instanceof GatewayError ? errorMessage(err, '') || undefined : undefined);
      });
  }, [gateway, token, t, a, errorMessage]);

  return (
    <AuthCard title={t.t('verifyEmail.title')}>
      {state === 'verifying' && (
        <div>
          <Spinner label={t.t('verifyEmail.verifying')} />
          <p>{t.t('verifyEmail.verifying')}</p>
        </div>
      )}
      {state === 'verified' && (
        <div role="status">
          <p>
            <strong>{t.t('verifyEmail.success')}</strong>
          </p>
          <p>{t.t('verifyEmail.successText')}</p>
          <Button as={Link} to="/signin" fullWidth>
            {t.t('verifyEmail.continue')}
          </Button>
        </div>
      )}
      {state === 'error' && (
        <div role="alert">
          <p>{t.t('verifyEmail.oops')}</p>
          <Button as={Link} to="/signin" variant="outline" fullWidth>
            {a.t('forgot.back')}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
