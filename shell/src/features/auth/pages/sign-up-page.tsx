import { useRef, useState, type FormEvent } from 'react';
import { GatewayError } from '@musawo/shared/runtime';
import { Link, useNavigate } from '@musawo/shared/router';
import { ageOn, MINIMUM_AGE, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@musawo/shared/contracts';
import { Button, Input, notify, Select, useGateway } from '@musawo/shared/react';
import { CodeInput, useOtpSender } from '@musawo/shared/react-extras';
import { AuthCard, Form, FormError, LinkButton, Row } from '../components/auth-card';
import { BirthDateInput, impossibleDateMessage, toIsoDate, type BirthParts } from '../components/birth-date-input';
import { PhoneInput, type PhoneValue } from '../components/phone-input';
import { StepIndicator } from '../components/step-indicator';
import { DEFAULT_PHONE_COUNTRY, toE164 } from '../phone';
import { useErrorToast } from '../hooks/use-error-toast';
import { currentDevice } from '../device';
import { authTexts, useT } from '../i18n';
import { moreAuthTexts, useMoreT } from './i18n';
import type { MoreAuthText } from './i18n';

const STEPS: readonly MoreAuthText[] = ['signUp.personal', 'signUp.contact', 'signUp.password'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /signup (spec §2.9): personal, then contact with phone OTP verification, then password. */
/** The page in the visitor's language: the auth pages' catalogue is in their own chunk. */
export function SignUpPage() {
  return (
    <authTexts.IntlProvider>
      <moreAuthTexts.IntlProvider>
        <SignUp />
      </moreAuthTexts.IntlProvider>
    </authTexts.IntlProvider>
  );
}

function SignUp() {
  const t = useMoreT();
  const a = useT();
  const { errorMessage, toastError } = useErrorToast();
  const gateway = useGateway();
  const navigate = useNavigate();
  const otp = useOtpSender(false);
  const [step, setStep] = useState(0);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [birth, setBirth] = useState<BirthParts>({ day: '', month: '', year: '' });
  const [gender, setGender] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_PHONE_COUNTRY, digits: '' });
  const [email, setEmail] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  // The code boxes and the 'verified' line replace the button that was pressed: focus goes on to what comes next.
  const emailRef = useRef<HTMLInputElement>(null);

  const dob = toIsoDate(birth);
  const adult = dob !== '' && ageOn(dob) >= MINIMUM_AGE;
  const personalDone = firstName.trim() !== '' && lastName.trim() !== '' && adult && gender !== '';
  const e164 = toE164(phone.digits, phone.country);
  const emailValid = EMAIL.test(email.trim());
  const contactDone = verifiedPhone !== null && verifiedPhone === e164 && emailValid;

  const sendCode = async () => {
    if (phone.digits.length < 7) {
      setErrors({ phone: a.t('phone.invalid') });
      return;
    }
    setErrors({});
    if (await otp.send(e164)) {
      setCodeSent(true);
      setCode('');
    }
  };
  const verifyCode = async () => {
    setBusy(true);
    try {
      await gateway.call('auth', 'verifyPhoneNumberWeb', { phone_number: e164, verificationCode: code, device: currentDevice(), isLogin: false });
      setVerifiedPhone(e164);
      setErrors({});
      notify.success(t.t('signUp.phoneVerified'));
      emailRef.current?.focus();
    } catch (err) {
      setErrors({ code: errorMessage(err, a.t('otp.wrong')) });
      toastError(err, t.t('signUp.phoneVerifyFailed'), a.t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  const next = async (e: FormEvent) => {
    e.preventDefault();
    if (step === 1 && !emailValid) {
      setErrors({ email: t.t('signUp.invalidEmail') });
      notify.error(t.t('signUp.invalidEmail'), a.t('signIn.emailInvalid'));
      return;
    }
    if (step === 1) {
      // A taken email is said here, at the field, not after the password step (issue 32). Any other failure lets the
      // person go on: creating the account checks the email again.
      setBusy(true);
      try {
        await gateway.call('auth', 'checkSignUpEmail', { phoneNumber: e164, email: email.trim() });
      } catch (err) {
        if (err instanceof GatewayError && err.status === 409) {
          setErrors({ email: errorMessage(err, err.message) });
          emailRef.current?.focus();
          return;
        }
      } finally {
        setBusy(false);
      }
    }
    setErrors({});
    setStep((s) => s + 1);
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setErrors({ password: t.t('signUp.passwordShort') });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: t.t('signUp.mismatch') });
      notify.error(t.t('signUp.mismatch'), t.t('signUp.ensureMatch'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await gateway.call('auth', 'createAccountWeb', {
        name: `${firstName.trim()} ${lastName.trim()}`,
        date_of_birth: dob,
        email: email.trim(),
        gender: gender as 'male' | 'female',
        phoneNumber: e164,
        password,
      });
      notify.success(t.t('signUp.created'), t.t('signUp.pleaseSignIn'));
      navigate('/signin', { replace: true });
    } catch (err) {
      const message = errorMessage(err, t.t('signUp.failed'));
      setErrors({ form: message });
      toastError(err, t.t('signUp.failed'), a.t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t.t('signUp.title')} subtitle={t.t('signUp.subtitle')} wide>
      <StepIndicator steps={STEPS.map((s) => t.t(s))} current={step} />
      {step === 0 && (
        <Form onSubmit={next} noValidate aria-label={t.t('signUp.personalForm')}>
          <Row>
            <Input label={t.t('signUp.firstName')} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} required />
            <Input label={t.t('signUp.lastName')} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} required />
          </Row>
          <BirthDateInput
            value={birth}
            onChange={setBirth}
            error={impossibleDateMessage(birth, t) ?? (dob !== '' && !adult ? t.t('signUp.tooYoung', { age: MINIMUM_AGE }) : undefined)}
          />
          <Select label={t.t('signUp.gender')} value={gender} onChange={(e) => setGender(e.target.value)} required>
            <option value="">{t.t('signUp.selectGender')}</option>
            <option value="male">{t.t('signUp.male')}</option>
            <option value="female">{t.t('signUp.female')}</option>
          </Select>
          <Button type="submit" fullWidth disabled={!personalDone}>
            {t.t('signUp.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form onSubmit={next} noValidate aria-label={t.t('signUp.contactForm')}>
          <PhoneInput
            value={phone}
            onChange={(v) => {
              setPhone(v);
              if (verifiedPhone && toE164(v.digits, v.country) !== verifiedPhone) setVerifiedPhone(null);
            }}
            error={errors.phone}
            disabled={verifiedPhone !== null}
          />
          {verifiedPhone ? (
            <p role="status">✓ {t.t('signUp.phoneVerified')}</p>
          ) : codeSent ? (
            <>
              <CodeInput value={code} onChange={setCode} error={errors.code} autoFocus />
              <Row>
                <LinkButton type="button" disabled={otp.wait > 0 || otp.sending} onClick={() => void sendCode()}>
                  {otp.wait > 0 ? a.t('otp.resendIn', { seconds: otp.wait }) : a.t('otp.resend')}
                </LinkButton>
                <Button variant="secondary" disabled={!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)} loading={busy} loadingLabel={a.t('otp.verifying')} onClick={() => void verifyCode()}>
                  {a.t('otp.verify')}
                </Button>
              </Row>
            </>
          ) : (
            <Button variant="secondary" loading={otp.sending} loadingLabel={t.t('signUp.sending')} onClick={() => void sendCode()}>
              {t.t('signUp.sendCode')}
            </Button>
          )}
          <Input
            ref={emailRef}
            label={t.t('signUp.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email ?? (email && !emailValid ? a.t('signIn.emailInvalid') : undefined)}
            required
          />
          <Row>
            <Button variant="outline" onClick={() => setStep(0)}>
              {t.t('signUp.back')}
            </Button>
            <Button type="submit" disabled={!contactDone}>
              {t.t('signUp.next')}
            </Button>
          </Row>
        </Form>
      )}
      {step === 2 && (
        <Form onSubmit={create} noValidate aria-label={t.t('signUp.passwordForm')}>
          <Input
            label={a.t('signIn.password')}
            type="password"
            autoComplete="new-password"
            hint={t.t('signUp.passwordHint')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            required
          />
          <Input
            label={t.t('signUp.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
            required
          />
          {errors.form && <FormError>{errors.form}</FormError>}
          <Row>
            <Button variant="outline" onClick={() => setStep(1)}>
              {t.t('signUp.back')}
            </Button>
            <Button type="submit" loading={busy} loadingLabel={t.t('signUp.creating')}>
              {t.t('signUp.create')}
            </Button>
          </Row>
        </Form>
      )}
      <p>
        {t.rich('signUp.haveAccount', {
          link: (chunks) => (
            <Link key="signin" to="/signin">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
