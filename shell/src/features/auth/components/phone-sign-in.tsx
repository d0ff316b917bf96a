import { useMemo, useRef, useState } from 'react';
import { Controller, enteredPasswordField, FIELD_RULE_MESSAGES, phoneField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { Button, Input, notify, useGateway } from '@musawo/shared/react';
import { CodeInput, useOtpSender } from '@musawo/shared/react-extras';
import { LOGIN_PHONE_MIN_LENGTH, OTP_LENGTH } from '@musawo/shared/contracts';
import { currentDevice } from '../device';
import { DEFAULT_PHONE_COUNTRY, formatNational, toE164 } from '../phone';
import { usePasswordSignIn } from '../hooks/use-sign-in';
import { useErrorToast } from '../hooks/use-error-toast';
import { PhoneInput, type PhoneValue } from './phone-input';
import { Form, FormError, LinkButton, Row } from './auth-card';
import { useT } from '../i18n';

const e164Of = (v: PhoneValue) => toE164(v.digits, v.country);
// The shared phone rule, and spec §5's minimum for signing in (at least 10 characters); the server checks the rest.
const phoneSchema = z.object({
  phone: z.custom<PhoneValue>().check(z.refine((v) => phoneField.safeParse(e164Of(v)).success && e164Of(v).replace('+', '').length >= LOGIN_PHONE_MIN_LENGTH, FIELD_RULE_MESSAGES.PHONE_INVALID)),
});
const codeSchema = (invalid: string) => z.object({ code: z.string().check(z.refine((v) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(v), invalid)) });
const passwordSchema = z.object({ password: enteredPasswordField });

/** Spec §2.8 phone flow: number, one-time code, then password. Each step is its own form with its own rule. */
export function PhoneSignIn() {
  const otp = useOtpSender(true);
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const [verified, setVerified] = useState(false);
  const changeNumber = () => {
    setPhone(null);
    setVerified(false);
  };
  const send = async (value: PhoneValue) => {
    if (await otp.send(e164Of(value))) setPhone(value);
  };

  if (phone === null) return <PhoneStep sending={otp.sending} onSend={send} />;
  return verified ? <PasswordStep phone={phone} onChangeNumber={changeNumber} /> : <CodeStep phone={phone} otp={otp} onResend={() => void send(phone)} onVerified={() => setVerified(true)} onChangeNumber={changeNumber} />;
}

function PhoneStep({ sending, onSend }: { sending: boolean; onSend: (phone: PhoneValue) => Promise<void> }) {
  const t = useT();
  const fieldText = useFieldText();
  const { control, handleSubmit, formState: { errors, submitCount } } = useForm<z.input<typeof phoneSchema>>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: { country: DEFAULT_PHONE_COUNTRY, digits: '' } },
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.phone !== undefined);
  const submit = handleSubmit(
    ({ phone }) => onSend(phone),
    () => notify.error(t.t('phone.invalidTitle'), t.t('phone.invalid')),
  );
  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('otp.phoneForm')}>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => <PhoneInput value={field.value} inputRef={field.ref} onChange={field.onChange} error={fieldText(fieldState.error?.message)} />}
      />
      <Button type="submit" fullWidth loading={sending} loadingLabel={t.t('forgot.sending')}>
        {t.t('otp.send')}
      </Button>
    </Form>
  );
}

function SentTo({ phone }: { phone: PhoneValue }) {
  const t = useT();
  return (
    <p>
      {t.rich('otp.codeSentTo', {
        phone: `+${phone.country.dialCode} ${formatNational(phone.digits, phone.country)}`,
        strong: (chunks) => <strong key="phone">{chunks}</strong>,
      })}
    </p>
  );
}

function CodeStep({ phone, otp, onResend, onVerified, onChangeNumber }: {
  phone: PhoneValue;
  otp: ReturnType<typeof useOtpSender>;
  onResend: () => void;
  onVerified: () => void;
  onChangeNumber: () => void;
}) {
  const t = useT();
  const { errorMessage, toastError } = useErrorToast();
  const gateway = useGateway();
  const schema = useMemo(() => codeSchema(t.t('otp.invalid')), [t]);
  const { control, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: '' }, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.code !== undefined);
  const submit = handleSubmit(
    async ({ code }) => {
      try {
        const res = await gateway.call('auth', 'verifyPhoneNumberWeb', { phone_number: e164Of(phone), verificationCode: code, device: currentDevice(), isLogin: true });
        notify.success(t.lang === 'en' && res.message ? res.message : t.t('otp.verifiedEnterPassword'));
        onVerified();
      } catch (err) {
        setError('code', { message: errorMessage(err, t.t('otp.wrong')) });
        toastError(err, t.t('otp.verifyFailed'), t.t('common.error'));
      }
    },
    () => notify.error(t.t('common.error'), t.t('otp.invalid')),
  );
  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('otp.phoneForm')}>
      <SentTo phone={phone} />
      <Controller control={control} name="code" render={({ field, fieldState }) => <CodeInput value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
      <Row>
        <LinkButton type="button" onClick={onChangeNumber}>
          {t.t('otp.changeNumber')}
        </LinkButton>
        <LinkButton type="button" disabled={otp.wait > 0 || otp.sending} onClick={onResend}>
          {otp.wait > 0 ? t.t('otp.resendIn', { seconds: otp.wait }) : t.t('otp.resend')}
        </LinkButton>
      </Row>
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.t('otp.verifying')}>
        {t.t('otp.verify')}
      </Button>
    </Form>
  );
}

function PasswordStep({ phone, onChangeNumber }: { phone: PhoneValue; onChangeNumber: () => void }) {
  const t = useT();
  const fieldText = useFieldText();
  const { errorMessage, toastError } = useErrorToast();
  const signIn = usePasswordSignIn();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<z.input<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.password !== undefined);
  const submit = handleSubmit(async ({ password }) => {
    try {
      await signIn(e164Of(phone), password);
    } catch (err) {
      setError('root', { message: errorMessage(err, t.t('signIn.failed')) });
      toastError(err, t.t('signIn.failed'), t.t('common.error'));
    }
  });
  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('otp.phoneForm')}>
      <SentTo phone={phone} />
      <Input label={t.t('signIn.password')} type="password" autoComplete="current-password" autoFocus {...register('password')} error={fieldText(errors.password?.message)} required />
      {errors.root && <FormError>{errors.root.message}</FormError>}
      <Row>
        <LinkButton type="button" onClick={onChangeNumber}>
          {t.t('otp.changeNumber')}
        </LinkButton>
      </Row>
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.t('signIn.signingIn')}>
        {t.t('signIn.submit')}
      </Button>
    </Form>
  );
}
