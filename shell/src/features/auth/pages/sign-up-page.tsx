import { useRef, useState, type FormEvent } from 'react';
import { GatewayError } from '@musawo/shared/runtime';
import { Link, useNavigate } from '@musawo/shared/router';
import { ageOn, MINIMUM_AGE, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@musawo/shared/contracts';
import { Button, CodeInput, Input, notify, Select, useGateway, useOtpSender } from '@musawo/shared/react';
import { AuthCard, Form, FormError, LinkButton, Row } from '../components/auth-card';
import { BirthDateInput, impossibleDateMessage, toIsoDate, type BirthParts } from '../components/birth-date-input';
import { PhoneInput, type PhoneValue } from '../components/phone-input';
import { StepIndicator } from '../components/step-indicator';
import { DEFAULT_PHONE_COUNTRY, toE164 } from '../phone';
import { errorMessage, toastError } from '../hooks/use-error-toast';
import { currentDevice } from '../device';

const STEPS = ['Personal', 'Contact', 'Password'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /signup (spec §2.9): personal, then contact with phone OTP verification, then password. */
export function SignUpPage() {
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
      setErrors({ phone: 'Please enter a valid phone number' });
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
      notify.success('Phone number verified');
      emailRef.current?.focus();
    } catch (err) {
      setErrors({ code: errorMessage(err, 'Invalid OTP') });
      toastError(err, 'Failed to verify phone');
    } finally {
      setBusy(false);
    }
  };

  const next = async (e: FormEvent) => {
    e.preventDefault();
    if (step === 1 && !emailValid) {
      setErrors({ email: 'Invalid email' });
      notify.error('Invalid email', 'Please enter a valid email address');
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
          setErrors({ email: err.message });
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
      setErrors({ password: 'Password must be at least 8 characters long' });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: 'Passwords do not match' });
      notify.error('Passwords do not match', 'Please ensure both passwords match');
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
      notify.success('Account created successfully', 'Please sign in with your new account.');
      navigate('/signin', { replace: true });
    } catch (err) {
      const message = errorMessage(err, 'Failed to create account');
      setErrors({ form: message });
      toastError(err, 'Failed to create account');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="It takes two minutes. You need to be 18 or older." wide>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <Form onSubmit={next} noValidate aria-label="Personal information">
          <Row>
            <Input label="First Name" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} required />
            <Input label="Last Name" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} required />
          </Row>
          <BirthDateInput
            value={birth}
            onChange={setBirth}
            error={impossibleDateMessage(birth) ?? (dob !== '' && !adult ? `You must be at least ${MINIMUM_AGE} years old to use Musawo.` : undefined)}
          />
          <Select label="Gender" value={gender} onChange={(e) => setGender(e.target.value)} required>
            <option value="">Select gender</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
          </Select>
          <Button type="submit" fullWidth disabled={!personalDone}>
            Next
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form onSubmit={next} noValidate aria-label="Contact information">
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
            <p role="status">✓ Phone number verified</p>
          ) : codeSent ? (
            <>
              <CodeInput value={code} onChange={setCode} error={errors.code} autoFocus />
              <Row>
                <LinkButton type="button" disabled={otp.wait > 0 || otp.sending} onClick={() => void sendCode()}>
                  {otp.wait > 0 ? `Resend OTP in ${otp.wait} s` : 'Resend OTP'}
                </LinkButton>
                <Button variant="secondary" disabled={!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)} loading={busy} loadingLabel="Verifying..." onClick={() => void verifyCode()}>
                  Verify
                </Button>
              </Row>
            </>
          ) : (
            <Button variant="secondary" loading={otp.sending} loadingLabel="Sending..." onClick={() => void sendCode()}>
              Send verification code
            </Button>
          )}
          <Input
            ref={emailRef}
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email ?? (email && !emailValid ? 'Please enter a valid email address' : undefined)}
            required
          />
          <Row>
            <Button variant="outline" onClick={() => setStep(0)}>
              Back
            </Button>
            <Button type="submit" disabled={!contactDone}>
              Next
            </Button>
          </Row>
        </Form>
      )}
      {step === 2 && (
        <Form onSubmit={create} noValidate aria-label="Choose your password">
          <Input
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            required
          />
          <Input
            label="Confirm Password"
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
              Back
            </Button>
            <Button type="submit" loading={busy} loadingLabel="Creating account...">
              Create Account
            </Button>
          </Row>
        </Form>
      )}
      <p>
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </AuthCard>
  );
}
