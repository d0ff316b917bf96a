import { useEffect, useRef } from 'react';
import { useNavigate } from '@musawo/shared/router';
import { useQueryClient } from '@musawo/shared/query';
import { notify, Spinner, useGateway, useSessionStore } from '@musawo/shared/react';
import { useErrorToast } from '../hooks/use-error-toast';
import { authTexts } from '../i18n';
import { moreAuthTexts, useMoreT } from './i18n';

/** /logout (spec §2.14): revoke the refresh token, clear the local session, go home — also when the call fails. */
/** The page in the visitor's language: the auth pages' catalogue is in their own chunk. */
export function LogoutPage() {
  return (
    <authTexts.IntlProvider>
      <moreAuthTexts.IntlProvider>
        <Logout />
      </moreAuthTexts.IntlProvider>
    </authTexts.IntlProvider>
  );
}

function Logout() {
  const t = useMoreT();
  const { errorMessage } = useErrorToast();
  const gateway = useGateway();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const refreshToken = store.get()?.tokens.refresh.token;
    const finish = () => {
      store.clear();
      queryClient.clear();
      navigate('/', { replace: true });
    };
    if (!refreshToken) {
      finish();
      return;
    }
    gateway
      .call('auth', 'logout', { refreshToken })
      .then(() => notify.success(t.t('logout.done')))
      .catch((err: unknown) => notify.error(t.t('logout.failed'), errorMessage(err, t.t('logout.ended'))))
      .finally(finish);
  }, [gateway, store, queryClient, navigate, t, errorMessage]);
  return <Spinner label={t.t('logout.signingOut')} />;
}
