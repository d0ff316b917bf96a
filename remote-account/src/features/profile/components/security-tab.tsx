import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@musawo/shared/contracts';
import { Button, Input } from '@musawo/shared/react';
import { errorField, errorText } from '../../../shared-ui/account-query';
import { useChangePassword } from '../api/use-profile';

interface Values {
  current: string;
  next: string;
  confirm: string;
}
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { current: '', next: '', confirm: '' };

/** Spec §5 change password, with DESIGN §7's one rule: at least 8 characters, and the message says 8. */
export function validatePasswords(v: Values): Errors {
  const e: Errors = {};
  if (!v.current) e.current = 'Please enter your current password.';
  if (!v.next) e.next = 'Please enter a new password.';
  else if (v.next.length < PASSWORD_MIN_LENGTH) e.next = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (!v.confirm) e.confirm = 'Please confirm your new password.';
  else if (v.next && v.confirm !== v.next) e.confirm = 'New passwords do not match';
  return e;
}

export function SecurityTab({ userId }: { userId: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const refs = { current: useRef<HTMLInputElement>(null), next: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswords(values);
    setErrors(found);
    const first = (['current', 'next', 'confirm'] as const).find((k) => found[k]);
    if (first) return refs[first].current?.focus();
    change.mutate(
      { userId, currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
        },
        onError: (error) => {
          const field = errorField(error);
          if (field === 'currentPassword') setErrors({ current: errorText(error, 'Current password is incorrect') });
          else if (field === 'newPassword') setErrors({ next: errorText(error, 'Please choose another password.') });
        },
      },
    );
    return undefined;
  };

  const bind = (k: keyof Values) => ({
    ref: refs[k],
    value: values[k],
    error: errors[k],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value })),
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="Change password">
      <Input label="Current Password" type="password" autoComplete="current-password" required {...bind('current')} />
      <Input label="New Password" type="password" autoComplete="new-password" required hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...bind('next')} />
      <Input label="Confirm New Password" type="password" autoComplete="new-password" required {...bind('confirm')} />
      <div>
        <Button type="submit" loading={change.isPending} loadingLabel="Updating...">
          Update Password
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 480px;
`;
