import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { phoneField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { formatAmount, OTP_LENGTH, SUPPORT_EMAIL, type UserProfile } from '@musawo/shared/contracts';
import { Alert, Avatar, Badge, BriefcaseIcon, Button, Input, MapPinIcon, Select, StarIcon, useErrorText } from '@musawo/shared/react';
import { errorCode, errorField } from '../../../shared-ui/account-query';
import { NumberCode } from '../../../shared-ui/number-code';
import { useRefreshSessionUser, useUpdateProfile, useVerifyNewPhone, type ProfileUpdate } from '../api/use-profile';
import { VerificationBanner } from './verification-banner';
import { useT, type AccountT } from '../../../i18n';

interface Values {
  name: string;
  phone: string;
  dob: string;
  gender: string;
  address: string;
  fee: string;
  experience: string;
  /** Issue 50 item 6. */
  visitModes: 'both' | 'in_person' | 'online';
}

const valuesOf = (u: UserProfile): Values => ({
  name: u.name,
  phone: u.phone_number,
  dob: u.date_of_birth ?? '',
  gender: u.gender ?? '',
  address: u.address?.address ?? '',
  fee: u.consultation_fee == null ? '' : String(u.consultation_fee),
  experience: u.experience == null ? '' : String(u.experience),
  visitModes: u.visitModes?.length === 1 && u.visitModes[0] !== undefined ? u.visitModes[0] : 'both',
});

const SERVER_FIELDS: Record<string, keyof Values> = {
  name: 'name',
  phoneNumber: 'phone',
  dateOfBirth: 'dob',
  gender: 'gender',
  address: 'address',
  consultationFee: 'fee',
  experience: 'experience',
  visitModes: 'visitModes',
};

const feeDigits = (fee: string) => fee.replace(/[,\s]/g, '');

/** The server's phone rule (issue 45); spec §5: the fee is a decimal number, experience a whole number of years. */
const profileSchema = (t: AccountT, isDoctor: boolean) =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, t.t('profile.nameRequired'))),
    phone: phoneField,
    dob: z.string(),
    gender: z.string(),
    address: z.string(),
    fee: z.string().check(z.refine((v) => !isDoctor || feeDigits(v) === '' || /^\d+(\.\d+)?$/.test(feeDigits(v)), t.t('profile.feeNumber'))),
    experience: z.string().check(z.refine((v) => !isDoctor || v.trim() === '' || /^\d+$/.test(v.trim()), t.t('profile.wholeYears'))),
    visitModes: z.enum(['both', 'in_person', 'online']),
  });

/** The national part of a Ugandan number as typed ("0772 123456", "+256 772 123456"): enough to see a change. */
const nationalPart = (phone: string): string => phone.replace(/\D/g, '').replace(/^(256|0)/, '');

function toUpdate(v: Values, user: UserProfile): ProfileUpdate {
  const isDoctor = user.userType === 'doctor';
  const fee = feeDigits(v.fee);
  return {
    name: v.name.trim(),
    email: user.email,
    phoneNumber: v.phone.trim(),
    dateOfBirth: v.dob,
    gender: v.gender,
    address: v.address.trim(),
    ...(isDoctor && fee ? { consultationFee: Number.parseFloat(fee) } : {}),
    ...(isDoctor && v.experience.trim() ? { experience: Number.parseInt(v.experience.trim(), 10) } : {}),
    ...(isDoctor ? { visitModes: v.visitModes === 'both' ? ['in_person', 'online'] : v.visitModes === 'online' ? ['online'] : ['in_person'] } : {}),
  };
}

export function PersonalTab({ user, editing, onDone }: { user: UserProfile; editing: boolean; onDone: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const isDoctor = user.userType === 'doctor';
  const schema = useMemo(() => profileSchema(t, isDoctor), [t, isDoctor]);
  // Read-only, the form shows the profile as the session has it now (the page fetches the server's); editing, the
  // edit starts from it and keeps what is typed.
  const { register, handleSubmit, reset, watch, setError, clearErrors, formState: { errors, submitCount } } = useForm<Values>({
    resolver: zodResolver(schema),
    values: editing ? undefined : valuesOf(user),
    defaultValues: valuesOf(user),
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  const [wasEditing, setWasEditing] = useState(editing);
  // The version of the profile the edit started from: the server refuses the save if it has changed since.
  const [baseVersion, setBaseVersion] = useState(user.version);
  const [stale, setStale] = useState<string | null>(null);
  const update = useUpdateProfile();
  const refreshUser = useRefreshSessionUser();
  // A new number is saved only with the code texted to it (issue 31): the number whose code was entered, and the code.
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const verify = useVerifyNewPhone();
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  // Entering edit mode starts from the profile as it is now (it may have been refreshed meanwhile).
  if (editing !== wasEditing) {
    setWasEditing(editing);
    setBaseVersion(user.version);
    setStale(null);
    setVerifiedPhone(null);
    setCode('');
    setCodeError(undefined);
  }

  const phone = watch('phone');
  const typedPhone = nationalPart(phone);
  const phoneChanged = editing && typedPhone !== '' && typedPhone !== nationalPart(user.phone_number);
  const needsCode = phoneChanged && verifiedPhone !== typedPhone;

  const cancel = () => {
    reset(valuesOf(user));
    setStale(null);
    setVerifiedPhone(null);
    setCode('');
    onDone();
  };

  const verifyCode = () => {
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setCodeError(t.t('topUp.invalidOtp'));
      codeRef.current?.querySelector('input')?.focus();
      return;
    }
    setCodeError(undefined);
    verify.mutate(
      { phone: phone.trim(), code },
      {
        onSuccess: () => {
          setVerifiedPhone(typedPhone);
          clearErrors('phone');
        },
        onError: (error) => setCodeError(errorText(error, t.t('profile.verifyFailed'))),
      },
    );
  };

  const submit = handleSubmit((values) => {
    // The code is asked for where it is entered, just above Save, not at the number far up the page (issue 50).
    if (needsCode) {
      setCodeError(t.t('profile.verifyFirst'));
      codeRef.current?.querySelector<HTMLElement>('input, button')?.focus();
      return;
    }
    update.mutate(
      { ...toUpdate(values, user), ...(baseVersion === undefined ? {} : { version: baseVersion }) },
      {
        onSuccess: () => onDone(),
        onError: (error) => {
          if (errorCode(error) === 'STALE_PROFILE') {
            // Changed on another device or tab: say so, and put the latest details in the form to check and save.
            setStale(errorText(error, t.t('profile.stale')));
            void refreshUser()
              .then((fresh) => {
                reset(valuesOf(fresh));
                setBaseVersion(fresh.version);
              })
              .catch(() => undefined);
            return;
          }
          // The verification was spent or has lapsed (30 minutes): the number needs a new code.
          if (errorCode(error) === 'PHONE_NOT_VERIFIED') {
            setVerifiedPhone(null);
            setCode('');
          }
          const field = SERVER_FIELDS[errorField(error) ?? ''];
          if (field) setError(field, { message: errorText(error, t.t('common.checkField')) }, { shouldFocus: true });
        },
      },
    );
  });

  const bind = (k: keyof Values) => ({ ...register(k), error: fieldText(errors[k]?.message), readOnly: !editing });
  const rating = typeof user.rating === 'number' ? user.rating : 0;
  const currency = user.currency || 'UGX';

  return (
    <Stack>
      <Header>
        <Avatar name={user.name} src={user.imageUrl} size="xl" />
        <div>
          <h2>{user.name}</h2>
          <Muted>{user.email}</Muted>
          {isDoctor && (
            <Badges aria-label={t.t('profile.doctorDetails')}>
              <li>
                <Badge tone="warning" icon={<StarIcon size={12} />}>
                  {t.t('profile.rating', { rating: rating.toFixed(1) })}
                </Badge>
              </li>
              <li>
                <Badge tone="info" icon={<BriefcaseIcon size={12} />}>
                  {t.t('profile.experience', { years: user.experience ?? 0 })}
                </Badge>
              </li>
              <li>
                <Badge tone="success">{formatAmount(user.consultation_fee ?? 0, 'UGX', t.lang)}</Badge>
              </li>
              {user.address?.address && (
                <li>
                  <Badge tone="neutral" icon={<MapPinIcon size={12} />}>
                    {user.address.address}
                  </Badge>
                </li>
              )}
            </Badges>
          )}
        </div>
      </Header>

      {!user.isEmailVerified && <VerificationBanner email={user.email} />}

      {editing && stale && (
        <Alert tone="warning" role="alert" title={t.t('profile.changed')}>
          {stale}
        </Alert>
      )}

      <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('profile.personal')}>
        <Grid>
          <Input label={t.t('profile.fullName')} autoComplete="name" required={editing} {...bind('name')} />
          <Input label={t.t('profile.email')} type="email" value={user.email} readOnly hint={t.t('profile.emailHint', { email: SUPPORT_EMAIL })} />
          <Input label={t.t('profile.phone')} type="tel" autoComplete="tel" required={editing} {...bind('phone')} />
          <Input label={t.t('profile.dob')} type="date" {...bind('dob')} />
          <Select label={t.t('profile.gender')} {...register('gender')} error={errors.gender?.message} disabled={!editing}>
            <option value="">{t.t('profile.notSet')}</option>
            <option value="male">{t.t('profile.male')}</option>
            <option value="female">{t.t('profile.female')}</option>
            <option value="other">{t.t('profile.other')}</option>
          </Select>
          <Input label={t.t('profile.address')} autoComplete="street-address" {...bind('address')} />
          {isDoctor && (
            <>
              <Input label={t.t('profile.fee', { currency })} inputMode="decimal" {...bind('fee')} />
              <Input label={t.t('profile.years')} inputMode="numeric" {...bind('experience')} />
              <Select label={t.t('profile.visitModes')} {...register('visitModes')} error={errors.visitModes?.message} disabled={!editing}>
                <option value="both">{t.t('profile.visitBoth')}</option>
                <option value="in_person">{t.t('profile.visitInPerson')}</option>
                <option value="online">{t.t('profile.visitOnline')}</option>
              </Select>
            </>
          )}
        </Grid>
        {needsCode && (
          <div ref={codeRef}>
            <NumberCode key={typedPhone} phone={phone.trim()} code={code} onCodeChange={setCode} error={codeError} intro={t.t('profile.phoneCode')}>
              <Button variant="secondary" loading={verify.isPending} loadingLabel={t.t('profile.verifying')} onClick={verifyCode}>
                {t.t('profile.verify')}
              </Button>
            </NumberCode>
          </div>
        )}
        {phoneChanged && !needsCode && <p role="status">{t.t('profile.phoneVerified')}</p>}
        {editing && (
          <Actions>
            <Button variant="outline" onClick={cancel} disabled={update.isPending}>
              {t.t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} loadingLabel={t.t('profile.saving')}>
              {t.t('profile.save')}
            </Button>
          </Actions>
        )}
      </Form>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
