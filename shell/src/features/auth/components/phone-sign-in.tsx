import { useState, type FormEvent } from 'react';
import { Button, CodeInput, Input, notify, useGateway, useOtpSender } from '@musawo/shared/react';
import { LOGIN_PHONE_MIN_LENGTH, OTP_LENGTH, tokensSchema, userProfileSchema } from '@musawo/shared/contracts';
import { currentDevice } from '../device';
import { DEFAULT_PHONE_COUNTRY, formatNational, toE164 } from '../phone';
import { useCompleteSignIn } from '../hooks/use-sign-in';
import { errorMessage, toastError } from '../hooks/use-error-toast';
import { PhoneInput, type PhoneValue } from './phone-input';
import { Form, FormError, LinkButton, Row } from './auth-card';

type Step = 'phone' | 'code' | 'password';

/** Spec §2.8 phone flow: number, one-time code, then password. */
export function PhoneSignIn() {
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
      setError('Please enter a valid phone number');
      notify.error('Invalid Phone Number', 'Please enter a valid phone number');
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
      setError('Please enter a valid 4-digit OTP');
      notify.error('Error', 'Please enter a valid 4-digit OTP');
      return;
    }
    setBusy(true);
    try {
      const res = await gateway.call('auth', 'verifyPhoneNumberWeb', { phone_number: e164, verificationCode: code, device: currentDevice(), isLogin: true });
      notify.success(res.message ?? 'Phone number verified. Please enter your password to login.');
      setError(undefined);
      setStep('password');
    } catch (err) {
      setError(errorMessage(err, 'Invalid OTP'));
      toastError(err, 'Failed to verify OTP');
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('Please enter your password');
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
      setError(errorMessage(err, 'Failed to sign in'));
      toastError(err, 'Failed to sign in');
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
      <Form onSubmit={sendCode} noValidate aria-label="Sign in with phone">
        <PhoneInput value={phone} onChange={setPhone} error={error} />
        <Button type="submit" fullWidth loading={otp.sending} loadingLabel="Sending...">
          Send OTP
        </Button>
      </Form>
    );
  }
  return (
    <Form onSubmit={step === 'code' ? verify : signIn} noValidate aria-label="Sign in with phone">
      <p>
        Code sent to <strong>+{phone.country.dialCode} {formatNational(phone.digits, phone.country)}</strong>
      </p>
      {step === 'code' ? (
        <>
          <CodeInput value={code} onChange={setCode} error={error} />
          <Row>
            <LinkButton type="button" onClick={changeNumber}>
              Change Number
            </LinkButton>
            <LinkButton type="button" disabled={otp.wait > 0 || otp.sending} onClick={() => void sendCode()}>
              {otp.wait > 0 ? `Resend OTP in ${otp.wait} s` : 'Resend OTP'}
            </LinkButton>
          </Row>
          <Button type="submit" fullWidth loading={busy} loadingLabel="Verifying...">
            Verify
          </Button>
        </>
      ) : (
        <>
          <Input label="Password" type="password" autoComplete="current-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} required />
          {error && <FormError>{error}</FormError>}
          <Row>
            <LinkButton type="button" onClick={changeNumber}>
              Change Number
            </LinkButton>
          </Row>
          <Button type="submit" fullWidth loading={busy} loadingLabel="Signing in...">
            Sign In
          </Button>
        </>
      )}
    </Form>
  );
}
