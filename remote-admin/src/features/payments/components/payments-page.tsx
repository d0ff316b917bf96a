import { useState } from 'react';
import { formatAmount, formatShortDate, formatTime, type PaymentProblem } from '@musawo/shared/contracts';
import { Button, useErrorText, useLanguage } from '@musawo/shared/react';
import { useForm, z, zodResolver } from '@musawo/shared/forms';
import { ConsoleActions, ConsoleItem, ConsoleQueryList, FieldError } from '../../../shared-ui/console-list';
import { OperatorGate } from '../../../shared-ui/operator-gate';
import { useT } from '../../../i18n';

type AdminT = ReturnType<typeof useT>;
import { usePaymentAction, usePaymentProblems } from '../api/use-payments';

/** /admin/payments (issue 47): failed, expired and pending top-ups and payouts, "Check again", approve or decline. */
export function PaymentsPage() {
  const t = useT();
  return (
    <OperatorGate title={t.t('payments.title')}>
      <PaymentsList />
    </OperatorGate>
  );
}

function PaymentsList() {
  const t = useT();
  return (
    <>
      <p>{t.t('payments.lead')}</p>
      <ConsoleQueryList query={usePaymentProblems()} label={t.t('payments.title')} failed={t.t('payments.failed')} empty={t.t('payments.empty')}>
        {(row) => <Row key={`${row.kind}:${row.id}`} row={row} />}
      </ConsoleQueryList>
    </>
  );
}

const declineSchema = (t: AdminT) =>
  z.object({ reason: z.string().check(z.refine((v) => v.trim().length > 0, t.t('payments.reasonMissing')), z.refine((v) => v.trim().length <= 500, t.t('payments.reasonLong'))) });

function Row({ row }: { row: PaymentProblem }) {
  const t = useT();
  const language = useLanguage();
  const errorText = useErrorText();
  const action = usePaymentAction();
  const [declining, setDeclining] = useState(false);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(declineSchema(t)), defaultValues: { reason: '' } });
  const { register, handleSubmit, setError, formState: { errors } } = form;
  const reasonId = `reason-${row.id}`;
  const decline = handleSubmit(({ reason }) =>
    action.mutate(
      { type: 'decline', row, reason: reason.trim() },
      { onError: (e) => setError('reason', { message: errorText(e, t.t('payments.actionFailed')) }, { shouldFocus: true }) },
    ),
  );
  const kind = row.kind === 'top_up' ? t.t('payments.kind.top_up') : t.t('payments.kind.payout');
  return (
    <ConsoleItem>
      <h2>
        {kind}: {formatAmount(row.amount, row.currency, language)} — {statusText(t, row.status)}
      </h2>
      <dl>
        <dt>{t.t('payments.who')}</dt>
        <dd>
          {row.userName}, {row.provider === 'MTN' ? 'MTN Mobile Money' : 'Airtel Money'} {row.phone}
        </dd>
        <dt>{t.t('payments.reference')}</dt>
        <dd>
          <code>{row.reference}</code>
        </dd>
        <dt>{t.t('payments.providerReference')}</dt>
        <dd>{row.providerReference ?? t.t('payments.none')}</dd>
        <dt>{t.t('payments.when')}</dt>
        <dd>
          <time dateTime={row.createdAt}>{`${formatShortDate(row.createdAt, language)} ${formatTime(row.createdAt)}`}</time>
        </dd>
        {row.message !== null && (
          <>
            <dt>{t.t('payments.message')}</dt>
            <dd>{row.message}</dd>
          </>
        )}
      </dl>
      {action.isError && !declining && (
        <p role="alert">{errorText(action.error, t.t('payments.actionFailed'))}</p>
      )}
      <ConsoleActions>
        {row.status === 'PENDING' && (
          <Button size="sm" variant="outline" loading={action.isPending} loadingLabel={t.t('payments.checking')} onClick={() => action.mutate({ type: 'check', row })}>
            {t.t('payments.checkAgain')}
          </Button>
        )}
        {row.status === 'AWAITING_APPROVAL' && !declining && (
          <>
            <Button size="sm" loading={action.isPending} onClick={() => action.mutate({ type: 'approve', row })}>
              {t.t('payments.approve')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
              {t.t('payments.decline')}
            </Button>
          </>
        )}
      </ConsoleActions>
      {declining && (
        <form onSubmit={(e) => void decline(e)} noValidate aria-label={t.t('payments.decline')}>
          <label htmlFor={reasonId}>{t.t('payments.reason')}</label>
          <textarea id={reasonId} {...register('reason')} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${reasonId}-error` : undefined} rows={2} />
          {errors.reason && <FieldError id={`${reasonId}-error`}>{errors.reason.message}</FieldError>}
          <ConsoleActions>
            <Button size="sm" type="submit" loading={action.isPending}>
              {t.t('payments.declineConfirm')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDeclining(false)}>
              {t.t('payments.cancel')}
            </Button>
          </ConsoleActions>
        </form>
      )}
    </ConsoleItem>
  );
}

function statusText(t: AdminT, status: string): string {
  switch (status) {
    case 'PENDING':
      return t.t('payments.status.PENDING');
    case 'AWAITING_APPROVAL':
      return t.t('payments.status.AWAITING_APPROVAL');
    case 'FAILED':
      return t.t('payments.status.FAILED');
    case 'EXPIRED':
      return t.t('payments.status.EXPIRED');
    case 'DECLINED':
      return t.t('payments.status.DECLINED');
    case 'SUCCESS':
      return t.t('payments.status.SUCCESS');
    default:
      return status;
  }
}

