import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH, WALLET_TOP_UP } from '@musawo/shared/contracts';
import { Alert, Button, CheckCircleIcon, Input, Spinner, useErrorText } from '@musawo/shared/react';
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
  const form = useTopUpForm(profilePhone);
  const amountRef = useRef<HTMLInputElement>(null);
  // A number new to the account gets a prompt only with the code texted to it (issue 31): the number the server
  // asked a code for, and the code entered.
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const typedPhone = normalisePhone(form.values.phone);
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
    form.renewKey();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const request = form.check();
    if (!request) return;
    setCodeError(undefined);
    const withCode = askingCode ? { ...request, verificationCode: code } : request;
    if (askingCode && !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setCodeError(t.t('topUp.invalidOtp'));
      return;
    }
    start.mutate(withCode, {
      // The server has this request now: whatever comes next is a new top-up with a new key. After a failed
      // call the key stays, so resending after a dropped answer cannot charge twice.
      onSuccess: () => {
        form.renewKey();
        setCodeFor(null);
        setCode('');
      },
      onError: (error) => {
        if (errorCode(error) === 'PHONE_NOT_VERIFIED') {
          setCodeFor(request.phone);
          setCode('');
          return;
        }
        const field = errorField(error);
        if (field === 'verificationCode') {
          setCodeError(errorText(error, t.t('topUp.wrongOtp')));
          return;
        }
        if (field === 'amount' || field === 'phone' || field === 'provider') form.setErrors({ [field]: errorText(error, t.t('common.checkField')) });
      },
    });
  };

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
      <Form id={formId} onSubmit={submit} noValidate aria-label={t.t('topUp.title')}>
        {failedToStart && (
          <Alert tone="danger" role="alert" title={t.t('topUp.couldNotStart')}>
            {errorText(start.error, t.t('common.pleaseTryAgain'))}
          </Alert>
        )}
        <Input
          ref={amountRef}
          label={t.t('topUp.amount')}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          required
          value={form.values.amount}
          onChange={(e) => form.set({ amount: e.target.value })}
          hint={t.t('topUp.amountHint', { min: WALLET_TOP_UP.min, max: WALLET_TOP_UP.max })}
          error={form.errors.amount}
        />
        <Quick role="group" aria-label={t.t('topUp.quick')}>
          {QUICK_AMOUNTS.map((a) => (
            <Button key={a} size="sm" variant={form.values.amount === String(a) ? 'primary' : 'outline'} aria-pressed={form.values.amount === String(a)} onClick={() => form.set({ amount: String(a) })}>
              {a.toLocaleString('en-US')}
            </Button>
          ))}
        </Quick>
        <Input
          label={t.t('topUp.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={form.values.phone}
          onChange={(e) => form.set({ phone: e.target.value })}
          error={form.errors.phone}
        />
        <PlainFieldset aria-describedby={form.errors.provider ? 'top-up-provider-error' : undefined}>
          <legend>{t.t('topUp.provider')}</legend>
          <Radios>
            {(
              [
                ['MTN', 'MTN Mobile Money'],
                ['AIRTEL', 'Airtel Money'],
              ] as [Provider, string][]
            ).map(([value, label]) => (
              <Radio key={value}>
                <input type="radio" name="provider" value={value} checked={form.values.provider === value} onChange={() => form.set({ provider: value })} />
                <span>{label}</span>
              </Radio>
            ))}
          </Radios>
          {form.errors.provider && <FieldError id="top-up-provider-error">{form.errors.provider}</FieldError>}
        </PlainFieldset>
        {askingCode && codeFor !== null && (
          <NumberCode key={codeFor} phone={codeFor} code={code} onCodeChange={setCode} error={codeError} intro={t.t('topUp.newNumber')} />
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
