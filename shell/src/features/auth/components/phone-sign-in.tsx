import { useState, type FormEvent } from 'react';
import { Button, Input, notify, useGateway } from '@musawo/shared/react';
import { CodeInput, useOtpSender } from '@musawo/shared/react-extras';
import { LOGIN_PHONE_MIN_LENGTH, OTP_LENGTH, tokensSchema, userProfileSchema } from '@musawo/shared/contracts';
import { currentDevice } from '../device';
import { DEFAULT_PHONE_COUNTRY, formatNational, toE164 } from '../phone';
import { useCompleteSignIn } from '../hooks/use-sign-in';
import { useErrorToast } from '../hooks/use-error-toast';
import { PhoneInput, type PhoneValue } from './phone-input';
import { Form, FormError, LinkButton, Row } from './auth-card';
import { useT } from '../i18n';

type Step = 'phone' | 'code' | 'password';

/** Spec §2.8 phone flow: number, one-time code, then password. */
export function PhoneSignIn() {
  const t = useT();
  const { errorMessage, toastError } = useErrorToast();
  const gateway = useGateway();
  const complete = useCompleteSignIn();
  const otp = useOtpSender(true);
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_PHONE_COUNTRY, digits: '' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const e164 = toE164(phone.digits, phone.country);

  const sendCode = async (e?: FormEvent) => {
    e?.preventDefault();
    // Spec §5: the number must be present and at least 10 characters; the server checks it is a real number.
    if (e164.replace('+', '').length < LOGIN_PHONE_MIN_LENGTH) {
      setError(t.t('phone.invalid'));
      notify.error(t.t('phone.invalidTitle'), t.t('phone.invalid'));
      return;
    }
    setError(undefined);
    if (await otp.send(e164)) {
      setCode('');
      setStep('code');
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(t.t('otp.invalid'));
      notify.error(t.t('common.error'), t.t('otp.invalid'));
      return;
    }
    setBusy(true);
    try {
      const res = await gateway.call('auth', 'verifyPhoneNumberWeb', { phone_number: e164, verificationCode: code, device: currentDevice(), isLogin: true });
      notify.success(t.lang === 'en' && res.message ? res.message : t.t('otp.verifiedEnterPassword'));
      setError(undefined);
      setStep('password');
    } catch (err) {
      setError(errorMessage(err, t.t('otp.wrong')));
      toastError(err, t.t('otp.verifyFailed'), t.t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t.t('signIn.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      const res = await gateway.call('auth', 'login', { emailOrPhone: e164, password, device: currentDevice() });
      const user = userProfileSchema.safeParse(res.user);
      const tokens = tokensSchema.safeParse(res.tokens);
      if (!user.success || !tokens.success) throw new Error('incomplete answer');
      complete({ user: user.data, tokens: tokens.data });
    } catch (err) {
      setError(errorMessage(err, t.t('signIn.failed')));
      toastError(err, t.t('signIn.failed'), t.t('common.error'));
      setBusy(false);
    }
  };

  const changeNumber = () => {
    setStep('phone');
    setCode('');
    setPassword('');
    setError(undefined);
  };

  if (step === 'phone') {
    return (
      <Form onSubmit={sendCode} noValidate aria-label={t.t('otp.phoneForm')}>
        <PhoneInput value={phone} onChange={setPhone} error={error} />
        <Button type="submit" fullWidth loading={otp.sending} loadingLabel={t.t('forgot.sending')}>
          {t.t('otp.send')}
        </Button>
      </Form>
    );
  }
  return (
    <Form onSubmit={step === 'code' ? verify : signIn} noValidate aria-label={t.t('otp.phoneForm')}>
      <p>
        {t.rich('otp.codeSentTo', {
          phone: `+${phone.country.dialCode} ${formatNational(phone.digits, phone.country)}`,
          strong: (chunks) => <strong key="phone">{chunks}</strong>,
        })}
      </p>
      {step === 'code' ? (
        <>
          <CodeInput value={code} onChange={setCode} error={error} />
          <Row>
            <LinkButton type="button" onClick={changeNumber}>
              {t.t('otp.changeNumber')}
            </LinkButton>
            <LinkButton type="button" disabled={otp.wait > 0 || otp.sending} onClick={() => void sendCode()}>
              {otp.wait > 0 ? t.t('otp.resendIn', { seconds: otp.wait }) : t.t('otp.resend')}
            </LinkButton>
          </Row>
          <Button type="submit" fullWidth loading={busy} loadingLabel={t.t('otp.verifying')}>
            {t.t('otp.verify')}
          </Button>
        </>
      ) : (
        <>
          <Input label={t.t('signIn.password')} type="password" autoComplete="current-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} required />
          {error && <FormError>{error}</FormError>}
          <Row>
            <LinkButton type="button" onClick={changeNumber}>
              {t.t('otp.changeNumber')}
            </LinkButton>
          </Row>
          <Button type="submit" fullWidth loading={busy} loadingLabel={t.t('signIn.signingIn')}>
            {t.t('signIn.submit')}
          </Button>
        </>
      )}
    </Form>
  );
}
