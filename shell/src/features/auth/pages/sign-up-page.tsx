import { useMemo, useRef, useState } from 'react';
import { Controller, emailField, newPasswordField, phoneField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { GatewayError } from '@musawo/shared/runtime';
import { Link, useNavigate } from '@musawo/shared/router';
import { ageOn, MINIMUM_AGE, OTP_LENGTH } from '@musawo/shared/contracts';
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
type MoreT = ReturnType<typeof useMoreT>;
type AuthT = ReturnType<typeof useT>;

/** The date of birth's message: missing, not a date (31 February), or too young; undefined when it is fine. */
function birthMessage(birth: BirthParts, t: MoreT): string | undefined {
  const impossible = impossibleDateMessage(birth, t);
  if (impossible !== undefined) return impossible;
  const dob = toIsoDate(birth);
  if (dob === '') return t.t('birth.required');
  return ageOn(dob) < MINIMUM_AGE ? t.t('signUp.tooYoung', { age: MINIMUM_AGE }) : undefined;
}

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const personalSchema = (t: MoreT) =>
  z.object({
    firstName: required(t.t('signUp.firstNameRequired')),
    lastName: required(t.t('signUp.lastNameRequired')),
    birth: z.object({ day: z.string(), month: z.string(), year: z.string() }).check((ctx) => {
      const message = birthMessage(ctx.value, t);
      if (message !== undefined) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    }),
    gender: z.enum(['male', 'female'], t.t('signUp.genderRequired')),
  });
type Personal = z.output<ReturnType<typeof personalSchema>>;

/** The phone follows the server's rule and must be the number whose code was verified; the email is the server's rule. */
const contactSchema = (t: MoreT, verifiedPhone: string | null) =>
  z.object({
    phone: z.object({ country: z.custom<PhoneValue['country']>(), digits: z.string() }).check((ctx) => {
      const e164 = toE164(ctx.value.digits, ctx.value.country);
      const rule = phoneField.safeParse(e164);
      if (!rule.success) ctx.issues.push({ code: 'custom', message: rule.error.issues[0]?.message ?? '', input: ctx.value });
      else if (e164 !== verifiedPhone) ctx.issues.push({ code: 'custom', message: t.t('signUp.verifyFirst'), input: ctx.value });
    }),
    email: emailField,
  });
type Contact = z.input<ReturnType<typeof contactSchema>>;

const passwordSchema = (t: MoreT) =>
  z.object({ password: newPasswordField, confirm: z.string() }).check(z.refine((v) => v.password === v.confirm, { message: t.t('signUp.mismatch'), path: ['confirm'] }));
type Passwords = z.input<ReturnType<typeof passwordSchema>>;

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

interface Account {
  personal?: Personal;
  contact?: { phone: PhoneValue; e164: string; email: string };
}

function SignUp() {
  const t = useMoreT();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<Account>({});
  return (
    <AuthCard title={t.t('signUp.title')} subtitle={t.t('signUp.subtitle')} wide>
      <StepIndicator steps={STEPS.map((s) => t.t(s))} current={step} />
      {step === 0 && (
        <PersonalStep
          defaults={account.personal}
          onNext={(personal) => {
            setAccount((a) => ({ ...a, personal }));
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <ContactStep
          defaults={account.contact}
          onBack={() => setStep(0)}
          onNext={(contact) => {
            setAccount((a) => ({ ...a, contact }));
            setStep(2);
          }}
        />
      )}
      {step === 2 && account.personal && account.contact && <PasswordStep personal={account.personal} contact={account.contact} onBack={() => setStep(1)} />}
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

/** Step 1. Next checks every field and says what is missing at the field, moving focus to the first one. */
function PersonalStep({ defaults, onNext }: { defaults: Personal | undefined; onNext: (v: Personal) => void }) {
  const t = useMoreT();
  const schema = useMemo(() => personalSchema(t), [t]);
  const { register, control, handleSubmit, formState: { errors, submitCount } } = useForm<z.input<typeof schema>, unknown, Personal>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: defaults ?? { firstName: '', lastName: '', birth: { day: '', month: '', year: '' }, gender: '' as Personal['gender'] },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);
  return (
    <Form ref={formRef} onSubmit={(e) => void handleSubmit(onNext)(e)} noValidate aria-label={t.t('signUp.personalForm')}>
      <Row>
        <Input label={t.t('signUp.firstName')} autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} required />
        <Input label={t.t('signUp.lastName')} autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} required />
      </Row>
      <Controller
        control={control}
        name="birth"
        render={({ field, fieldState }) => {
          // A date that cannot be (31 February) or is too young is said as soon as all three are chosen.
          const live = field.value.day && field.value.month && field.value.year ? birthMessage(field.value, t) : undefined;
          return <BirthDateInput value={field.value} onChange={field.onChange} inputRef={field.ref} error={fieldState.error?.message ?? live} />;
        }}
      />
      <Select label={t.t('signUp.gender')} {...register('gender')} error={errors.gender?.message} required>
        <option value="">{t.t('signUp.selectGender')}</option>
        <option value="male">{t.t('signUp.male')}</option>
        <option value="female">{t.t('signUp.female')}</option>
      </Select>
      <Button type="submit" fullWidth>
        {t.t('signUp.next')}
      </Button>
    </Form>
  );
}

/** Step 2: the phone, verified by its code, and the email (a taken one is said here, issue 32). */
function ContactStep({ defaults, onBack, onNext }: { defaults: Account['contact']; onBack: () => void; onNext: (v: NonNullable<Account['contact']>) => void }) {
  const t = useMoreT();
  const a = useT();
  const fieldText = useFieldText();
  const { errorMessage, toastError } = useErrorToast();
  const gateway = useGateway();
  const otp = useOtpSender(false);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(defaults?.e164 ?? null);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [verifying, setVerifying] = useState(false);
  const codeRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => contactSchema(t, verifiedPhone), [t, verifiedPhone]);
  const { register, control, handleSubmit, getValues, setError, clearErrors, setFocus, formState: { errors, isSubmitting, submitCount } } = useForm<Contact>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: defaults ? { phone: defaults.phone, email: defaults.email } : { phone: { country: DEFAULT_PHONE_COUNTRY, digits: '' }, email: '' },
  });
  const phoneE164 = () => {
    const { digits, country } = getValues('phone');
    return toE164(digits, country);
  };

  const sendCode = async () => {
    const e164 = phoneE164();
    const rule = phoneField.safeParse(e164);
    if (!rule.success) {
      setError('phone', { message: rule.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    clearErrors('phone');
    if (await otp.send(e164)) {
      setCodeSent(true);
      setCode('');
      setCodeError(undefined);
    }
  };
  const verifyCode = async () => {
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setCodeError(a.t('otp.invalid'));
      codeRef.current?.querySelector('input')?.focus();
      return;
    }
    const e164 = phoneE164();
    setVerifying(true);
    try {
      await gateway.call('auth', 'verifyPhoneNumberWeb', { phone_number: e164, verificationCode: code, device: currentDevice(), isLogin: false });
      setVerifiedPhone(e164);
      setCodeError(undefined);
      clearErrors('phone');
      notify.success(t.t('signUp.phoneVerified'));
      setFocus('email');
    } catch (err) {
      setCodeError(errorMessage(err, a.t('otp.wrong')));
      toastError(err, t.t('signUp.phoneVerifyFailed'), a.t('common.error'));
    } finally {
      setVerifying(false);
    }
  };

  const next = handleSubmit(async ({ phone, email }) => {
    const e164 = toE164(phone.digits, phone.country);
    // A taken email is said here, at the field, not after the password step (issue 32). Any other failure lets the
    // person go on: creating the account checks the email again.
    try {
      await gateway.call('auth', 'checkSignUpEmail', { phoneNumber: e164, email });
    } catch (err) {
      if (err instanceof GatewayError && err.status === 409) {
        setError('email', { message: errorMessage(err, err.message) }, { shouldFocus: true });
        return;
      }
    }
    onNext({ phone, e164, email });
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.phone !== undefined || errors.email !== undefined);
  return (
    <Form ref={formRef} onSubmit={(e) => void next(e)} noValidate aria-label={t.t('signUp.contactForm')}>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneInput
            value={field.value}
            inputRef={field.ref}
            onChange={(v) => {
              field.onChange(v);
              if (verifiedPhone && toE164(v.digits, v.country) !== verifiedPhone) setVerifiedPhone(null);
            }}
            error={fieldText(fieldState.error?.message)}
            disabled={verifiedPhone !== null}
          />
        )}
      />
      {verifiedPhone ? (
        <p role="status">✓ {t.t('signUp.phoneVerified')}</p>
      ) : codeSent ? (
        <>
          <div ref={codeRef}>
            <CodeInput value={code} onChange={setCode} error={codeError} autoFocus />
          </div>
          <Row>
            <LinkButton type="button" disabled={otp.wait > 0 || otp.sending} onClick={() => void sendCode()}>
              {otp.wait > 0 ? a.t('otp.resendIn', { seconds: otp.wait }) : a.t('otp.resend')}
            </LinkButton>
            <Button variant="secondary" loading={verifying} loadingLabel={a.t('otp.verifying')} onClick={() => void verifyCode()}>
              {a.t('otp.verify')}
            </Button>
          </Row>
        </>
      ) : (
        <Button variant="secondary" loading={otp.sending} loadingLabel={t.t('signUp.sending')} onClick={() => void sendCode()}>
          {t.t('signUp.sendCode')}
        </Button>
      )}
      <Input label={t.t('signUp.email')} type="email" autoComplete="email" {...register('email')} error={fieldText(errors.email?.message)} required />
      <Row>
        <Button variant="outline" onClick={onBack}>
          {t.t('signUp.back')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t.t('signUp.next')}
        </Button>
      </Row>
    </Form>
  );
}

/** Step 3: the password (the server's rule, ADR 006) and its confirmation; then the account is created. */
function PasswordStep({ personal, contact, onBack }: { personal: Personal; contact: NonNullable<Account['contact']>; onBack: () => void }) {
  const t = useMoreT();
  const a: AuthT = useT();
  const fieldText = useFieldText();
  const { errorMessage, toastError } = useErrorToast();
  const gateway = useGateway();
  const navigate = useNavigate();
  const schema = useMemo(() => passwordSchema(t), [t]);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<Passwords>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' }, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.password !== undefined || errors.confirm !== undefined);

  const create = handleSubmit(
    async ({ password }) => {
      try {
        await gateway.call('auth', 'createAccountWeb', {
          name: `${personal.firstName} ${personal.lastName}`,
          date_of_birth: toIsoDate(personal.birth),
          email: contact.email,
          gender: personal.gender,
          phoneNumber: contact.e164,
          password,
        });
        notify.success(t.t('signUp.created'), t.t('signUp.pleaseSignIn'));
        navigate('/signin', { replace: true });
      } catch (err) {
        setError('root', { message: errorMessage(err, t.t('signUp.failed')) });
        toastError(err, t.t('signUp.failed'), a.t('common.error'));
      }
    },
    (invalid) => {
      // Spec §5: a mismatched confirmation is also said as a toast.
      if (invalid.confirm && !invalid.password) notify.error(t.t('signUp.mismatch'), t.t('signUp.ensureMatch'));
    },
  );

  return (
    <Form ref={formRef} onSubmit={(e) => void create(e)} noValidate aria-label={t.t('signUp.passwordForm')}>
      <Input label={a.t('signIn.password')} type="password" autoComplete="new-password" hint={t.t('signUp.passwordHint')} {...register('password')} error={fieldText(errors.password?.message)} required />
      <Input label={t.t('signUp.confirm')} type="password" autoComplete="new-password" {...register('confirm')} error={errors.confirm?.message} required />
      {errors.root && <FormError>{errors.root.message}</FormError>}
      {/* Consent (issue 49, ADR 111): the account records the version in force; each opens in a new tab, the form stays. */}
      <p>
        {t.rich('signUp.accepts', {
          privacy: (chunks) => (
            <Link key="privacy" to="/privacy" target="_blank" rel="noopener">
              {chunks}
            </Link>
          ),
          terms: (chunks) => (
            <Link key="terms" to="/terms" target="_blank" rel="noopener">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Row>
        <Button variant="outline" onClick={onBack}>
          {t.t('signUp.back')}
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel={t.t('signUp.creating')}>
          {t.t('signUp.create')}
        </Button>
      </Row>
    </Form>
  );
}
