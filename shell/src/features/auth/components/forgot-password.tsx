import { useState, type FormEvent } from 'react';
import { Button, Input, notify, useGateway } from '@musawo/shared/react';
import { toastError } from '../hooks/use-error-toast';
import { Form, Row } from './auth-card';

/** Spec §2.8: enter an email, send the link, then a confirmation with Try Another Email or Back to Sign In. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const gateway = useGateway();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.includes('@')) {
      setError('Please enter a valid email address');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await gateway.call('auth', 'sendPasswordResetEmail', { email: email.trim() });
      notify.success('Reset Email Sent', 'Please check your email for the reset link');
      setSentTo(email.trim());
    } catch (err) {
      toastError(err, 'Failed to send reset email');
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div role="status">
        <h2>Check your email</h2>
        <p>
          If an account uses <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link works once and
          expires in 1 hour.
        </p>
        <Row>
          <Button variant="outline" onClick={() => { setSentTo(null); setEmail(''); }}>
            Try Another Email
          </Button>
          <Button onClick={onBack}>Back to Sign In</Button>
        </Row>
      </div>
    );
  }
  return (
    <Form onSubmit={submit} noValidate aria-label="Reset your password">
      <h2>Forgot your password?</h2>
      <p>Enter the email address of your account and we will send you a link to set a new password.</p>
      <Input label="Email" type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
      <Button type="submit" fullWidth loading={busy} loadingLabel="Sending...">
        Send Reset Link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Sign In
      </Button>
    </Form>
  );
}
