import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatAmount, kampalaDate, type Earnings, type Payout } from '@musawo/shared/contracts';
import { Alert, Button, Card, Input, Skeleton, useErrorText } from '@musawo/shared/react';
import { useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { errorField } from '../../../shared-ui/account-query';
import { PlainFieldset } from '../../../shared-ui/section';
import { providerOf } from '../hooks/use-top-up-form';
import { useT } from '../../../i18n';
import { earningsTexts, type EarningsT } from '../i18n';
import { useEarnings, usePayoutStatus, useStatement, useWithdraw } from '../api/use-earnings';

type Provider = Payout['provider'];
interface WithdrawValues {
  amount: string;
  provider: Provider | '';
}

const parseAmount = (raw: string): number => {
  const clean = raw.replace(/[,\s]/g, '').replace(/^UGX/i, '');
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
};

/** The server's rules (ADR 206), said at their fields before anything is sent. */
export const withdrawSchema = (t: EarningsT, e: Pick<Earnings, 'minimum' | 'withdrawable'>) =>
  z.object({
    amount: z.string().check((ctx) => {
      const amount = parseAmount(ctx.value);
      let message: string | undefined;
      if (!ctx.value.trim()) message = t.t('earnings.enterAmount');
      else if (!Number.isInteger(amount)) message = t.t('earnings.wholeNumber');
      else if (amount < e.minimum) message = t.t('earnings.smallest', { amount: e.minimum });
      else if (amount > e.withdrawable) message = t.t('earnings.tooMuch', { amount: e.withdrawable });
      if (message !== undefined) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    }),
    provider: z.union([z.enum(['MTN', 'AIRTEL']), z.literal('')]).check(z.refine((v) => v !== '', t.t('earnings.chooseProvider'))),
  });

const newKey = (): string => {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `wd-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
};

/** Issue 47: a doctor's Earnings on the dashboard, Withdraw to their verified number, and monthly statements. */
export function EarningsSection() {
  const t = earningsTexts.useStandaloneT();
  const c = useT();
  const earnings = useEarnings();
  const data = earnings.data;
  return (
    <Section as="section" aria-labelledby="earnings-title">
      <h2 id="earnings-title">{t.t('earnings.title')}</h2>
      {earnings.isError && (
        <Alert tone="danger" title={t.t('earnings.loadFailed')}>
          <Button size="sm" variant="outline" onClick={() => void earnings.refetch()}>
            {c.t('common.retry')}
          </Button>
        </Alert>
      )}
      {earnings.isPending ? <Skeleton width="60%" /> : data ? <Figures data={data} /> : null}
      {data && <WithdrawForm data={data} />}
      <StatementForm />
    </Section>
  );
}

function Figures({ data }: { data: Earnings }) {
  const t = earningsTexts.useStandaloneT();
  const money = (n: number) => formatAmount(n, data.currency, t.lang);
  const rows: [string, string][] = [
    [t.t('earnings.completed'), String(data.completedConsultations)],
    [t.t('earnings.fees'), money(data.fees)],
    [t.t('earnings.platformFee'), money(data.platformFee)],
    [t.t('earnings.earned'), money(data.earned)],
    [t.t('earnings.withdrawn'), money(data.withdrawn)],
    [t.t('earnings.inProgress'), money(data.inProgress)],
    [t.t('earnings.withdrawable'), money(data.withdrawable)],
  ];
  return (
    <>
      <Grid>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Grid>
      {/* The spec names no platform fee: a 0 says so rather than leave the doctor guessing. */}
      {data.platformFee === 0 && <Note>{t.t('earnings.noPlatformFee')}</Note>}
    </>
  );
}

function WithdrawForm({ data }: { data: Earnings }) {
  const t = earningsTexts.useStandaloneT();
  const c = useT();
  const errorText = useErrorText();
  const withdraw = useWithdraw();
  const [key, setKey] = useState(newKey);
  const [started, setStarted] = useState<Payout | undefined>();
  const status = usePayoutStatus(started);
  const schema = useMemo(() => withdrawSchema(t, data), [t, data]);
  const form = useForm<WithdrawValues>({ resolver: zodResolver(schema), defaultValues: { amount: '', provider: data.phone === null ? '' : (providerOf(data.phone) ?? '') }, shouldFocusError: false });
  const { register, handleSubmit, watch, setError, formState: { errors, submitCount } } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.amount !== undefined || errors.provider !== undefined);
  const provider = watch('provider');

  if (data.phone === null) return <Alert tone="info" title={t.t('earnings.verifyPhone')} />;

  const submit = handleSubmit((values) => {
    withdraw.mutate(
      { amount: parseAmount(values.amount), provider: values.provider as Provider, idempotencyKey: key },
      {
        // The server has this one: the next withdrawal is a new request. After a failed call the key stays, so a
        // resend after a dropped answer cannot pay twice.
        onSuccess: (payout) => {
          setStarted(payout);
          setKey(newKey());
          form.reset({ amount: '', provider: values.provider });
        },
        onError: (error) => {
          const field = errorField(error);
          if (field === 'amount' || field === 'provider') setError(field, { message: errorText(error, c.t('common.checkField')) }, { shouldFocus: true });
        },
      },
    );
  });
  const failed = withdraw.isError && !['amount', 'provider'].includes(errorField(withdraw.error) ?? '');
  const shown = status.data ?? started;

  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('earnings.withdraw')}>
      <h3>{t.t('earnings.withdraw')}</h3>
      <p>{t.t('earnings.to', { phone: data.phone })}</p>
      {failed && (
        <Alert tone="danger" role="alert" title={t.t('earnings.couldNotStart')}>
          {errorText(withdraw.error, c.t('common.pleaseTryAgain'))}
        </Alert>
      )}
      {shown && <Outcome payout={shown} />}
      <Input
        {...register('amount')}
        label={t.t('earnings.amount')}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={t.t('earnings.amountHint', { min: data.minimum, max: data.withdrawable, perDay: data.perDay })}
        error={errors.amount?.message}
      />
      <PlainFieldset aria-describedby={errors.provider ? 'withdraw-provider-error' : undefined}>
        <legend>{t.t('earnings.provider')}</legend>
        <Radios>
          {(
            [
              ['MTN', 'MTN Mobile Money'],
              ['AIRTEL', 'Airtel Money'],
            ] as [Provider, string][]
          ).map(([value, label]) => (
            <label key={value}>
              <input type="radio" {...register('provider')} value={value} checked={provider === value} aria-invalid={errors.provider ? true : undefined} />
              <span>{label}</span>
            </label>
          ))}
        </Radios>
        {errors.provider && <FieldError id="withdraw-provider-error">{errors.provider.message}</FieldError>}
      </PlainFieldset>
      <Button type="submit" loading={withdraw.isPending} loadingLabel={t.t('earnings.sending')}>
        {t.t('earnings.submit')}
      </Button>
    </Form>
  );
}

function Outcome({ payout }: { payout: Payout }) {
  const t = earningsTexts.useStandaloneT();
  const values = { amount: payout.amount, phone: payout.phone };
  switch (payout.status) {
    case 'SUCCESS':
      return <Alert tone="success" role="status" title={t.t('earnings.paid', values)} />;
    case 'PENDING':
      return <Alert tone="info" role="status" title={t.t('earnings.pending', values)} />;
    case 'AWAITING_APPROVAL':
      return <Alert tone="info" role="status" title={t.t('earnings.awaiting', values)} />;
    default:
      return (
        <Alert tone="danger" role="alert" title={t.t('earnings.returned', values)}>
          {payout.message ?? ''}
        </Alert>
      );
  }
}

function StatementForm() {
  const t = earningsTexts.useStandaloneT();
  const c = useT();
  const errorText = useErrorText();
  const statement = useStatement();
  const [month, setMonth] = useState(() => kampalaDate().slice(0, 7));
  const [monthError, setMonthError] = useState<string | undefined>();
  const download = (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      setMonthError(t.t('earnings.chooseMonth'));
      return;
    }
    setMonthError(undefined);
    statement.mutate(month, {
      onSuccess: ({ fileName, csv }) => {
        const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = fileName;
        a.click();
        URL.revokeObjectURL(url);
      },
      onError: (error) => setMonthError(errorText(error, c.t('common.pleaseTryAgain'))),
    });
  };
  return (
    <Form onSubmit={download} noValidate aria-label={t.t('earnings.statement')}>
      <h3>{t.t('earnings.statement')}</h3>
      <Input label={t.t('earnings.month')} type="month" value={month} onChange={(e) => setMonth(e.target.value)} error={monthError} required />
      <Button type="submit" variant="outline" loading={statement.isPending} loadingLabel={t.t('earnings.preparing')}>
        {t.t('earnings.download')}
      </Button>
    </Form>
  );
}

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;
const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
const Radios = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.touch};
  }
`;
const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
