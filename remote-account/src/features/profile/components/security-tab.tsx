import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { newPasswordField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
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

/** Spec §5 change password, with the server's new-password rule (ADR 006: at least 8 characters, and the message says 8). */
const passwordsSchema = (t: AccountT) =>
  z
    .object({
      current: z.string().check(z.minLength(1, t.t('password.currentRequired'))),
      next: z.pipe(z.string().check(z.minLength(1, { message: t.t('password.newRequired'), abort: true })), newPasswordField),
      confirm: z.string().check(z.minLength(1, t.t('password.confirmRequired'))),
    })
    .check(z.refine((v) => v.next === '' || v.confirm === '' || v.next === v.confirm, { message: t.t('password.mismatch'), path: ['confirm'] }));

/** Each field's first message (English by default), as the form shows them. */
export function validatePasswords(v: Values, t: AccountT = english): Errors {
  const e: Errors = {};
  for (const issue of passwordsSchema(t).safeParse(v).error?.issues ?? []) {
    const k = issue.path[0] as keyof Values;
    e[k] ??= issue.message;
  }
  return e;
}

export function SecurityTab({ userId }: { userId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const change = useChangePassword();
  const schema = useMemo(() => passwordsSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState: { errors, submitCount } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  const submit = handleSubmit((values) => {
    change.mutate(
      { userId, currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => reset(EMPTY),
        onError: (error) => {
          const field = errorField(error);
          if (field === 'currentPassword') setError('current', { message: errorText(error, t.t('password.incorrect')) }, { shouldFocus: true });
          else if (field === 'newPassword') setError('next', { message: errorText(error, t.t('password.chooseAnother')) }, { shouldFocus: true });
        },
      },
    );
  });

  const bind = (k: keyof Values) => ({ ...register(k), error: fieldText(errors[k]?.message) });

  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('password.form')}>
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
