import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { Alert, Button, Input, notify, useGateway } from '@musawo/shared/react';
import { AuthCard, Form } from '../components/auth-card';
import { PASSWORD_RULES, readResetToken } from '../reset-token';
import { errorMessage } from '../hooks/use-error-toast';

/** /reset-password?token=… (spec §2.13, §5). */
export function ResetPasswordPage() {
  const gateway = useGateway();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [tokenState] = useState(() => readResetToken(token));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (tokenState.kind === 'missing') {
      notify.error('Invalid reset link', 'The password reset link is invalid or has expired.');
      navigate('/signin', { replace: true });
    } else if (tokenState.kind === 'expired') {
      notify.error('Link expired', 'Your password reset link has expired. Please request a new one.');
    } else if (tokenState.kind === 'unreadable') {
      notify.error('Invalid reset link', 'The password reset link is invalid.');
    }
  }, [tokenState, navigate]);

  const disabled = tokenState.kind !== 'valid';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled || !token) return;
    if (password !== confirm) {
      notify.error("Passwords don't match", 'Please ensure both passwords match.');
      return;
    }
    if (!PASSWORD_RULES.every((r) => r.test(password))) {
      notify.error('Password too weak', 'Please ensure your password meets all requirements.');
      return;
    }
    setBusy(true);
    try {
      await gateway.call('auth', 'resetPassword', { resetPasswordToken: token, newPassword: password });
      setDone(true);
    } catch (err) {
      notify.error('Failed to reset password', errorMessage(err, 'An error occurred resetting your password'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard title="Password Reset Complete">
        <p role="status">Your password has been updated successfully</p>
        <Button as={Link} to="/signin" fullWidth>
          Sign In with New Password
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" subtitle={<Link to="/signin">← Back to sign in</Link>}>
      {tokenState.kind === 'expired' && (
        <Alert tone="danger" title="Link expired">
          Your password reset link has expired. Please request a new one from the sign-in page.
        </Alert>
      )}
      {tokenState.kind === 'unreadable' && (
        <Alert tone="danger" title="Invalid reset link">
          The password reset link is invalid.
        </Alert>
      )}
      <Form onSubmit={submit} noValidate aria-label="Set a new password">
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
          <Input label="New Password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required aria-describedby="password-rules" />
          <Checklist id="password-rules" aria-label="Password requirements">
            {PASSWORD_RULES.map((r) => {
              const met = r.test(password);
              return (
                <li key={r.id} data-met={met}>
                  <span aria-hidden="true">{met ? '✓' : '○'}</span> {r.label}
                  <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
                </li>
              );
            })}
          </Checklist>
          <Input label="Confirm New Password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
          <Button type="submit" fullWidth loading={busy} loadingLabel="Updating..." disabled={disabled}>
            Reset Password
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
