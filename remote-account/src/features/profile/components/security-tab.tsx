import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@musawo/shared/contracts';
import { Button, Input, useErrorText } from '@musawo/shared/react';
import { errorField } from '../../../shared-ui/account-query';
import { useChangePassword } from '../api/use-profile';
import { english, useT, type AccountT } from '../../../i18n';

interface Values {
  current: string;
  next: string;
  confirm: string;
}
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { current: '', next: '', confirm: '' };

/** Spec §5 change password, with DESIGN §7's one rule: at least 8 characters, and the message says 8. */
export function validatePasswords(v: Values, t: AccountT = english): Errors {
  const e: Errors = {};
  if (!v.current) e.current = t.t('password.currentRequired');
  if (!v.next) e.next = t.t('password.newRequired');
  else if (v.next.length < PASSWORD_MIN_LENGTH) e.next = t.t('password.tooShort', { min: PASSWORD_MIN_LENGTH });
  if (!v.confirm) e.confirm = t.t('password.confirmRequired');
  else if (v.next && v.confirm !== v.next) e.confirm = t.t('password.mismatch');
  return e;
}

export function SecurityTab({ userId }: { userId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const refs = { current: useRef<HTMLInputElement>(null), next: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswords(values, t);
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
          if (field === 'currentPassword') setErrors({ current: errorText(error, t.t('password.incorrect')) });
          else if (field === 'newPassword') setErrors({ next: errorText(error, t.t('password.chooseAnother')) });
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
    <Form onSubmit={submit} noValidate aria-label={t.t('password.form')}>
      <Input label={t.t('password.current')} type="password" autoComplete="current-password" required {...bind('current')} />
      <Input label={t.t('password.new')} type="password" autoComplete="new-password" required hint={t.t('password.hint', { min: PASSWORD_MIN_LENGTH })} {...bind('next')} />
      <Input label={t.t('password.confirm')} type="password" autoComplete="new-password" required {...bind('confirm')} />
      <div>
        <Button type="submit" loading={change.isPending} loadingLabel={t.t('password.updating')}>
          {t.t('password.update')}
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
