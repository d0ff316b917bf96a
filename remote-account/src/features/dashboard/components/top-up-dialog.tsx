import { useRef, useState } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH, WALLET_TOP_UP } from '@musawo/shared/contracts';
import { Alert, Button, CheckCircleIcon, Input, Spinner, useErrorText } from '@musawo/shared/react';
import { useFieldText, useFocusFirstInvalid } from '@musawo/shared/forms';
import { Dialog } from '@musawo/shared/react-extras';
import { errorCode, errorField } from '../../../shared-ui/account-query';
import { NumberCode } from '../../../shared-ui/number-code';
import { useTopUp, type TopUpView } from '../api/use-top-up';
import { normalisePhone, QUICK_AMOUNTS, useTopUpForm, type Provider } from '../hooks/use-top-up-form';
import { PlainFieldset } from '../../../shared-ui/section';
import { useT } from '../../../i18n';

export interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
  profilePhone: string | undefined;
}

/**
 * Wallet top-up by mobile money: the request goes to the provider, the person approves it with their PIN on
 * the phone, and we ask for the outcome every ~2 s. Closing the dialog does not stop the checking.
 */
export function TopUpDialog({ open, onClose, profilePhone }: TopUpDialogProps) {
  const t = useT();
  const errorText = useErrorText();
  const { view, start, clear } = useTopUp(open);
  const fieldText = useFieldText();
  const { form, phoneChanged, request, renewKey } = useTopUpForm(profilePhone);
  const { register, handleSubmit, watch, setValue, setError, formState: { errors, submitCount, isSubmitted } } = form;
  const amountRef = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.amount !== undefined || errors.phone !== undefined || errors.provider !== undefined);
  // A number new to the account gets a prompt only with the code texted to it (issue 31): the number the server
  // asked a code for, and the code entered.
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [amount, phone, provider] = watch(['amount', 'phone', 'provider']);
  const typedPhone = normalisePhone(phone);
  const askingCode = codeFor !== null && typedPhone === codeFor;

  const close = () => {
    // A result that has been seen is done with; a payment still waiting keeps being followed.
    if (view && view.phase !== 'pending') clear();
    start.reset();
    onClose();
  };

  const tryAgain = () => {
    setCodeFor(null);
    setCode('');
    clear();
    start.reset();
    renewKey();
  };

  const submit = handleSubmit((values) => {
    const topUp = request(values);
    setCodeError(undefined);
    const withCode = askingCode ? { ...topUp, verificationCode: code } : topUp;
    if (askingCode && !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setCodeError(t.t('topUp.invalidOtp'));
      codeRef.current?.querySelector('input')?.focus();
      return;
    }
    start.mutate(withCode, {
      // The server has this request now: whatever comes next is a new top-up with a new key. After a failed
      // call the key stays, so resending after a dropped answer cannot charge twice.
      onSuccess: () => {
        renewKey();
        setCodeFor(null);
        setCode('');
      },
      onError: (error) => {
        if (errorCode(error) === 'PHONE_NOT_VERIFIED') {
          setCodeFor(topUp.phone);
          setCode('');
          return;
        }
        const field = errorField(error);
        if (field === 'verificationCode') {
          setCodeError(errorText(error, t.t('topUp.wrongOtp')));
          return;
        }
        if (field === 'amount' || field === 'phone' || field === 'provider') setError(field, { message: errorText(error, t.t('common.checkField')) }, { shouldFocus: true });
      },
    });
  });
  const amountField = register('amount');
  const phoneField = register('phone', { onChange: (e: { target: { value: string } }) => phoneChanged(e.target.value) });

  const failedToStart = start.isError && errorCode(start.error) !== 'PHONE_NOT_VERIFIED' && !['amount', 'phone', 'provider', 'verificationCode'].includes(errorField(start.error) ?? '');
  const formId = 'top-up-form';

  let body;
  let footer;
  if (view) {
    body = <Outcome view={view} />;
    footer =
      view.phase === 'failed' ? (
        <>
          <Button variant="outline" onClick={close}>
            {t.t('common.close')}
          </Button>
          <Button onClick={tryAgain}>{t.t('common.retry')}</Button>
        </>
      ) : (
        <Button variant={view.phase === 'pending' ? 'outline' : 'primary'} onClick={close}>
          {view.phase === 'pending' ? t.t('topUp.background') : t.t('common.done')}
        </Button>
      );
  } else {
    body = (
      <Form ref={formRef} id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('topUp.title')}>
        {failedToStart && (
          <Alert tone="danger" role="alert" title={t.t('topUp.couldNotStart')}>
            {errorText(start.error, t.t('common.pleaseTryAgain'))}
          </Alert>
        )}
        <Input
          {...amountField}
          ref={(el) => {
            amountField.ref(el);
            amountRef.current = el;
          }}
          label={t.t('topUp.amount')}
          inputMode="numeric"
          autoComplete="off"
          required
          hint={t.t('topUp.amountHint', { min: WALLET_TOP_UP.min, max: WALLET_TOP_UP.max })}
          error={errors.amount?.message}
        />
        <Quick role="group" aria-label={t.t('topUp.quick')}>
          {QUICK_AMOUNTS.map((a) => (
            <Button key={a} size="sm" variant={amount === String(a) ? 'primary' : 'outline'} aria-pressed={amount === String(a)} onClick={() => setValue('amount', String(a), { shouldValidate: isSubmitted })}>
              {a.toLocaleString('en-US')}
            </Button>
          ))}
        </Quick>
        <Input {...phoneField} label={t.t('topUp.phone')} type="tel" autoComplete="tel" required error={fieldText(errors.phone?.message)} />
        <PlainFieldset aria-describedby={errors.provider ? 'top-up-provider-error' : undefined}>
          <legend>{t.t('topUp.provider')}</legend>
          <Radios>
            {(
              [
                ['MTN', 'MTN Mobile Money'],
                ['AIRTEL', 'Airtel Money'],
              ] as [Provider, string][]
            ).map(([value, label]) => (
              <Radio key={value}>
                <input type="radio" {...register('provider')} value={value} checked={provider === value} aria-invalid={errors.provider ? true : undefined} />
                <span>{label}</span>
              </Radio>
            ))}
          </Radios>
          {errors.provider && <FieldError id="top-up-provider-error">{errors.provider.message}</FieldError>}
        </PlainFieldset>
        {askingCode && codeFor !== null && (
          <div ref={codeRef}>
            <NumberCode key={codeFor} phone={codeFor} code={code} onCodeChange={setCode} error={codeError} intro={t.t('topUp.newNumber')} />
          </div>
        )}
      </Form>
    );
    footer = (
      <>
        <Button variant="outline" onClick={close}>
          {t.t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={start.isPending} loadingLabel={t.t('topUp.sendingRequest')}>
          {t.t('topUp.submit')}
        </Button>
      </>
    );
  }

  return (
    <Dialog open={open} onClose={close} title={t.t('topUp.title')} description={t.t('topUp.description')} footer={footer} initialFocusRef={view ? undefined : amountRef}>
      {body}
    </Dialog>
  );
}

function Outcome({ view }: { view: TopUpView }) {
  const t = useT();
  const amount = view.topUp.amount;
  switch (view.phase) {
    case 'pending':
      return (
        <State role="status" aria-live="polite">
          <Spinner label={t.t('topUp.waiting')} size={32} />
          <strong>{t.t('topUp.approve')}</strong>
          <p>{t.t('topUp.sentRequest', { amount, phone: view.topUp.phone })}</p>
          <Muted>{t.t('topUp.canClose')}</Muted>
        </State>
      );
    case 'success':
      return (
        <State role="status">
          <Ok>
            <CheckCircleIcon size={40} />
          </Ok>
          <strong>{t.t('topUp.success')}</strong>
          <p>{t.t('topUp.added', { amount })}</p>
          {view.topUp.balance !== undefined && <p>{t.t('topUp.newBalance', { balance: view.topUp.balance })}</p>}
        </State>
      );
    case 'failed':
      return (
        <Alert tone="danger" role="alert" title={t.t('topUp.failed')}>
          {view.message}
        </Alert>
      );
    case 'unknown':
      return (
        <Alert tone="warning" role="status" title={t.t('topUp.notSure')}>
          {view.message}
        </Alert>
      );
  }
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: -${({ theme }) => theme.space[2]};

  > button {
    min-height: ${({ theme }) => theme.sizes.touch};
  }
`;
const Radios = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;
const Radio = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;
const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};

  p,
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Ok = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;
const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  && {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
