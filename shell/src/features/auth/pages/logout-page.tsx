import { useEffect, useRef } from 'react';
import { useNavigate } from '@musawo/shared/router';
import { useQueryClient } from '@musawo/shared/query';
import { notify, Spinner, useGateway, useSessionStore } from '@musawo/shared/react';
import { errorMessage } from '../hooks/use-error-toast';

/** /logout (spec §2.14): revoke the refresh token, clear the local session, go home — also when the call fails. */
export function LogoutPage() {
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
      .then(() => notify.success('You have been logged out successfully'))
      .catch((err: unknown) => notify.error('Failed to logout', errorMessage(err, 'Your session was ended on this device.')))
      .finally(finish);
  }, [gateway, store, queryClient, navigate]);
  return <Spinner label="Signing you out…" />;
}
