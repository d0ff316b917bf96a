import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@musawo/shared/router';
import { Link } from '@musawo/shared/router';
import { Button, notify, Spinner, useGateway } from '@musawo/shared/react';
import { GatewayError } from '@musawo/shared/runtime';
import { AuthCard } from '../components/auth-card';

type State = 'verifying' | 'verified' | 'error';

/** /verify-email?token=… (spec §2.12): verifying, then verified or error; a missing token is an error. */
export function VerifyEmailPage() {
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
      notify.error('Error', 'Verification token is missing');
      return;
    }
    gateway
      .call('auth', 'verifyEmail', { token, actionType: 'verify-email' })
      .then(() => {
        setState('verified');
        notify.success('Email verified successfully!');
      })
      .catch((err: unknown) => {
        setState('error');
        notify.error(err instanceof GatewayError && err.status > 0 ? 'Email verification failed' : 'Error verifying email', err instanceof GatewayError ? err.message : undefined);
      });
  }, [gateway, token]);

  return (
    <AuthCard title="Email verification">
      {state === 'verifying' && (
        <div>
          <Spinner label="Verifying your email address..." />
          <p>Verifying your email address...</p>
        </div>
      )}
      {state === 'verified' && (
        <div role="status">
          <p>
            <strong>Your email has been successfully verified!</strong>
          </p>
          <p>You will now get appointment updates and receipts by email. Sign in to find a doctor and book your next appointment.</p>
          <Button as={Link} to="/signin" fullWidth>
            Continue to Sign In
          </Button>
        </div>
      )}
      {state === 'error' && (
        <div role="alert">
          <p>Oops! Something went wrong. Please try again later.</p>
          <Button as={Link} to="/signin" variant="outline" fullWidth>
            Back to Sign In
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
