import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { kampalaDate, LICENCE_COPY_MAX_BYTES, LICENCE_COPY_TYPES, type Specialty } from '@musawo/shared/contracts';
import { emailField, phoneField, UMDPC_NUMBER, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { useQuery } from '@musawo/shared/query';
import { Button, CheckIcon, Input, Page, Select, useErrorText, useGateway } from '@musawo/shared/react';
import { Link } from '@musawo/shared/router';
import { UploadError, useApplyCalls } from '../api/use-apply';
import { joinTexts, useT } from '../i18n';

type JoinT = ReturnType<typeof useT>;

/** Each field's rule; the server checks the same and names the field when it refuses (issue 47). */
const applySchema = (t: JoinT) => {
  const required = (key: Parameters<JoinT['t']>[0]) => z.string().check(z.trim(), z.minLength(1, t.t(key)));
  return z.object({
    name: required('apply.nameMissing'),
    specialtyId: required('apply.specialtyMissing'),
    district: required('apply.districtMissing'),
    facility: required('apply.facilityMissing'),
    umdpcNumber: z.string().check(z.trim(), z.minLength(1, { message: t.t('apply.umdpcMissing'), abort: true }), z.refine((v) => UMDPC_NUMBER.test(v.trim().toUpperCase()), t.t('apply.umdpcInvalid'))),
    licenceExpiresOn: z.string().check(z.minLength(1, { message: t.t('apply.expiryMissing'), abort: true }), z.refine((v) => v > kampalaDate(), t.t('apply.expiryPast'))),
    phoneNumber: phoneField,
    code: z.string(),
    email: emailField,
    licenceCopy: z.custom<FileList | null>().check(
      z.refine((files) => files instanceof FileList && files.length === 1, { message: t.t('apply.copyMissing'), abort: true }),
      z.refine((files) => (LICENCE_COPY_TYPES as readonly string[]).includes(files?.[0]?.type ?? ''), { message: t.t('apply.copyType'), abort: true }),
      z.refine((files) => (files?.[0]?.size ?? 0) <= LICENCE_COPY_MAX_BYTES, t.t('apply.copySize')),
    ),
  });
};
type ApplyValues = z.input<ReturnType<typeof applySchema>>;
type ApplyField = Exclude<keyof ApplyValues, never>;
const EMPTY: ApplyValues = { name: '', specialtyId: '', district: '', facility: '', umdpcNumber: '', licenceExpiresOn: '', phoneNumber: '', code: '', email: '', licenceCopy: null };

/** The server's field names for the form's own (the code's verify step calls it verificationCode). */
const FIELD_OF: Record<string, ApplyField> = { phone_number: 'phoneNumber', verificationCode: 'code', licenceCopyId: 'licenceCopy' };
const fieldOf = (err: unknown): ApplyField | undefined => {
  const field = err instanceof Error && 'field' in err && typeof err.field === 'string' ? err.field : undefined;
  if (field === undefined) return undefined;
  return FIELD_OF[field] ?? (field in EMPTY ? (field as ApplyField) : undefined);
};

/** /join/apply (issue 47, ADR 334): our own application form, in place of the spec's external one. */
export function ApplyPage() {
  return (
    <joinTexts.IntlProvider>
      <ApplyContent />
    </joinTexts.IntlProvider>
  );
}

function ApplyContent() {
  const t = useT();
  const [received, setReceived] = useState(false);
  return (
    <Page title={received ? t.t('apply.received') : t.t('apply.title')} description={t.t('apply.description')} lead={received ? t.t('apply.receivedText') : t.t('apply.lead')}>
      {received ? (
        <Done>
          <CheckIcon size={28} />
          <Button as={Link} to="/" variant="outline">
            {t.t('apply.home')}
          </Button>
        </Done>
      ) : (
        <ApplyForm onReceived={() => setReceived(true)} />
      )}
    </Page>
  );
}

function useSpecialtyList() {
  const gateway = useGateway();
  return useQuery({ queryKey: ['specialties'], queryFn: async (): Promise<Specialty[]> => (await gateway.call('Specialities', 'queryAllSpecialityNoAuth', {})).results, staleTime: 5 * 60_000 });
}

function ApplyForm({ onReceived }: { onReceived: () => void }) {
  const t = useT();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const calls = useApplyCalls();
  const specialties = useSpecialtyList();
  const schema = useMemo(() => applySchema(t), [t]);
  const { register, handleSubmit, setError, trigger, getValues, formState: { errors, isSubmitting, submitCount } } = useForm<ApplyValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).some((k) => k !== 'root'));
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const refuse = (err: unknown, fallback: ApplyField | 'root') => {
    const field = fieldOf(err) ?? fallback;
    setError(field, { message: errorText(err, t.t('apply.failed')) }, { shouldFocus: field !== 'root' });
  };

  const sendCode = async () => {
    if (!(await trigger('phoneNumber', { shouldFocus: true }))) return;
    const phone = getValues('phoneNumber').trim();
    setSending(true);
    try {
      await calls.sendCode(phone);
      setCodeSentTo(phone);
    } catch (err) {
      refuse(err, 'phoneNumber');
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    const phone = values.phoneNumber.trim();
    if (verified !== phone) {
      if (codeSentTo !== phone) {
        setError('code', { message: t.t('apply.codeFirst') }, { shouldFocus: true });
        return;
      }
      if (!/^\d{4}$/.test(values.code.trim())) {
        setError('code', { message: t.t('apply.codeMissing') }, { shouldFocus: true });
        return;
      }
      try {
        await calls.verifyCode(phone, values.code.trim());
        setVerified(phone);
      } catch (err) {
        refuse(err, 'code');
        return;
      }
    }
    let licenceCopyId: string;
    try {
      const file = values.licenceCopy?.[0];
      if (file === undefined) throw new UploadError('', 'MISSING');
      licenceCopyId = await calls.uploadLicence(file);
    } catch (err) {
      const code = err instanceof UploadError ? err.code : '';
      setError('licenceCopy', { message: code === 'PAYLOAD_TOO_LARGE' ? t.t('apply.copySize') : code === 'UNSUPPORTED_FILE' ? t.t('apply.copyType') : errorText(err, t.t('apply.failed')) }, { shouldFocus: true });
      return;
    }
    try {
      await calls.submit({
        name: values.name, specialtyId: values.specialtyId, district: values.district, facility: values.facility, umdpcNumber: values.umdpcNumber.trim().toUpperCase(),
        licenceExpiresOn: values.licenceExpiresOn, phoneNumber: phone, email: values.email, licenceCopyId,
      });
      onReceived();
    } catch (err) {
      refuse(err, 'root');
    }
  });

  return (
    <Form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-label={t.t('apply.title')}>
      <Input label={t.t('apply.name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <Select label={t.t('apply.specialty')} required error={errors.specialtyId?.message ?? (specialties.isError ? t.t('apply.specialtiesFailed') : undefined)} disabled={specialties.isPending} {...register('specialtyId')}>
        <option value="">{specialties.isPending ? t.t('apply.loading') : t.t('apply.chooseSpecialty')}</option>
        {(specialties.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.speciality_name}
          </option>
        ))}
      </Select>
      <Row>
        <Input label={t.t('apply.district')} autoComplete="address-level2" required error={errors.district?.message} {...register('district')} />
        <Input label={t.t('apply.facility')} autoComplete="organization" required error={errors.facility?.message} {...register('facility')} />
      </Row>
      <Row>
        <Input label={t.t('apply.umdpc')} hint={t.t('apply.umdpcHint')} autoCapitalize="characters" required error={fieldText(errors.umdpcNumber?.message)} {...register('umdpcNumber')} />
        <Input label={t.t('apply.expiry')} type="date" min={kampalaDate()} required error={errors.licenceExpiresOn?.message} {...register('licenceExpiresOn')} />
      </Row>
      <PhoneRow>
        <Input label={t.t('apply.phone')} type="tel" inputMode="tel" autoComplete="tel" hint={t.t('apply.phoneHint')} required error={fieldText(errors.phoneNumber?.message)} readOnly={verified !== null} {...register('phoneNumber')} />
        {verified === null && (
          <Button type="button" variant="outline" onClick={() => void sendCode()} loading={sending} loadingLabel={t.t('apply.sendingCode')}>
            {codeSentTo === null ? t.t('apply.sendCode') : t.t('apply.sendAgain')}
          </Button>
        )}
      </PhoneRow>
      {verified !== null ? (
        <Verified role="status">
          <CheckIcon size={18} /> {t.t('apply.phoneVerified')}
        </Verified>
      ) : (
        codeSentTo !== null && <Input label={t.t('apply.code')} hint={t.t('apply.codeSent', { phone: codeSentTo })} inputMode="numeric" autoComplete="one-time-code" maxLength={4} required error={errors.code?.message} {...register('code')} />
      )}
      <Input label={t.t('apply.email')} type="email" inputMode="email" autoComplete="email" required error={fieldText(errors.email?.message)} {...register('email')} />
      <Input label={t.t('apply.copy')} type="file" accept={LICENCE_COPY_TYPES.join(',')} hint={t.t('apply.copyHint')} required error={errors.licenceCopy?.message} {...register('licenceCopy')} />
      {errors.root && <FormError role="alert">{errors.root.message}</FormError>}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t.t('apply.sending')}>
          {t.t('apply.submit')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const PhoneRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  > :first-child {
    flex: 1 1 220px;
  }
`;

const Verified = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.success};
`;

const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.success};
`;

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
