import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from '@musawo/shared/router';
import { useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { ACCOUNT_ERASURE_DAYS, SUPPORT_EMAIL } from '@musawo/shared/contracts';
import { Alert, Button, Input, notify, useErrorText, useSession, useSessionStore } from '@musawo/shared/react';
import { errorField } from '../../../shared-ui/account-query';
import { useDeleteAccount, useSendDeletionCode } from '../api/use-my-data';
import { useT, type AccountT } from '../../../i18n';

interface Values {
  secret: string;
}

const schemaFor = (t: AccountT, mode: 'password' | 'code') =>
  z.object({ secret: mode === 'password' ? z.string().check(z.minLength(1, t.t('myData.passwordRequired'))) : z.string().check(z.refine((v) => /^\d{4}$/.test(v), t.t('myData.codeRequired'))) });

/** "Delete my account" (issue 49, ADR 110): says exactly what happens, then asks for the password or a texted code. */
export function DeleteAccount() {
  const t = useT();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const del = useDeleteAccount();
  const sendCode = useSendDeletionCode();
  const schema = useMemo(() => schemaFor(t, mode), [t, mode]);
  const { register, handleSubmit, setError, reset, formState: { errors, submitCount } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { secret: '' }, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);
  const phone = session?.user.phone_number ?? '';

  const useCode = () => {
    sendCode.mutate(phone, {
      onSuccess: () => {
        setMode('code');
        reset({ secret: '' });
      },
    });
  };

  const submit = handleSubmit((values) => {
    del.mutate(mode === 'password' ? { password: values.secret } : { verificationCode: values.secret }, {
      onSuccess: (done) => {
        notify.success(t.t('myData.deleted'), t.t('myData.deletedText', { due: new Date(done.dueBy), cancelled: done.cancelledAppointments }));
        store.clear();
        void navigate('/');
      },
      onError: (error) => {
        const field = errorField(error);
        if (field === 'password' || field === 'verificationCode') setError('secret', { message: errorText(error, t.t('myData.wrongSecret')) }, { shouldFocus: true });
      },
    });
  });

  const refused = del.isError && !['password', 'verificationCode'].includes(errorField(del.error) ?? '');

  return (
    <Box>
      <summary>{t.t('myData.delete')}</summary>
      <p>{t.t('myData.deleteLead')}</p>
      <ul>
        <li>{t.t('myData.deleteCancels')}</li>
        <li>{t.t('myData.deleteErases', { days: ACCOUNT_ERASURE_DAYS })}</li>
        <li>{t.t('myData.deleteKeeps')}</li>
        <li>{t.t('myData.deleteTold')}</li>
      </ul>
      {refused && <Alert tone="danger" role="alert">{errorText(del.error, t.t('common.pleaseTryAgain'))}</Alert>}
      {sendCode.isError && <Alert tone="danger" role="alert">{errorText(sendCode.error, t.t('common.pleaseTryAgain'))}</Alert>}
      <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('myData.deleteForm')}>
        {mode === 'password' ? (
          <Input key="password" label={t.t('myData.password')} type="password" autoComplete="current-password" required {...register('secret')} error={fieldText(errors.secret?.message)} />
        ) : (
          <Input key="code" label={t.t('myData.code')} hint={t.t('myData.codeSent', { phone })} inputMode="numeric" autoComplete="one-time-code" maxLength={4} required {...register('secret')} error={fieldText(errors.secret?.message)} />
        )}
        <Actions>
          <Button type="submit" variant="danger" loading={del.isPending} loadingLabel={t.t('myData.deleting')}>
            {t.t('myData.deleteButton')}
          </Button>
          {mode === 'password' && phone !== '' && (
            <Button type="button" variant="ghost" loading={sendCode.isPending} onClick={useCode}>
              {t.t('myData.useCode')}
            </Button>
          )}
        </Actions>
      </Form>
      <small>{t.t('myData.deleteHelp', { email: SUPPORT_EMAIL })}</small>
    </Box>
  );
}

const Box = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space[4]};

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.danger};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  ul {
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 480px;
  margin: ${({ theme }) => theme.space[4]} 0;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
