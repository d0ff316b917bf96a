import { useState } from 'react';
import styled from 'styled-components';
import { type DoctorApplication, formatShortDate, formatTime } from '@musawo/shared/contracts';
import { useForm, z, zodResolver } from '@musawo/shared/forms';
import { Button, Select, useErrorText, useLanguage } from '@musawo/shared/react';
import { OperatorGate } from '../../../shared-ui/operator-gate';
import { ConsoleActions, ConsoleItem, ConsoleQueryList, FieldError } from '../../../shared-ui/console-list';
import { useT } from '../../../i18n';
import { useApplications, useDecision, useLicenceCopy } from '../api/use-applications';

type AdminT = ReturnType<typeof useT>;
type Status = DoctorApplication['status'];

/** /admin/applications (issue 47, ADR 209): read an application and its licence copy, approve or reject it. */
export function ApplicationsPage() {
  const t = useT();
  return (
    <OperatorGate title={t.t('applications.title')}>
      <ApplicationsList />
    </OperatorGate>
  );
}

function ApplicationsList() {
  const t = useT();
  const [status, setStatus] = useState<Status>('pending');
  return (
    <>
      <p>{t.t('applications.lead')}</p>
      <StatusSelect label={t.t('applications.show')} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
        <option value="pending">{t.t('applications.status.pending')}</option>
        <option value="approved">{t.t('applications.status.approved')}</option>
        <option value="rejected">{t.t('applications.status.rejected')}</option>
      </StatusSelect>
      <ConsoleQueryList query={useApplications(status)} label={t.t('applications.title')} failed={t.t('applications.failed')} empty={t.t('applications.empty')}>
        {(a) => <Application key={a.id} application={a} />}
      </ConsoleQueryList>
    </>
  );
}

const rejectSchema = (t: AdminT) =>
  z.object({ reason: z.string().check(z.refine((v) => v.trim().length > 0, t.t('applications.reasonMissing')), z.refine((v) => v.trim().length <= 500, t.t('applications.reasonLong'))) });

function Application({ application: a }: { application: DoctorApplication }) {
  const t = useT();
  const language = useLanguage();
  const errorText = useErrorText();
  const decision = useDecision();
  const fetchCopy = useLicenceCopy();
  const [rejecting, setRejecting] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ reason: string }>({ resolver: zodResolver(rejectSchema(t)), defaultValues: { reason: '' } });
  const reasonId = `reject-reason-${a.id}`;
  const reject = handleSubmit(({ reason }) =>
    decision.mutate({ type: 'reject', id: a.id, reason: reason.trim() }, { onError: (e) => setError('reason', { message: errorText(e, t.t('applications.actionFailed')) }, { shouldFocus: true }) }),
  );
  const openCopy = async () => {
    setCopyError(null);
    // Opened before the bytes arrive: a window opened later is a pop-up browsers block.
    const win = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await fetchCopy(a.id));
      if (win) win.location.href = url;
      else window.location.assign(url);
    } catch {
      win?.close();
      setCopyError(t.t('applications.copyFailed'));
    }
  };
  const when = (iso: string) => `${formatShortDate(iso, language)} ${formatTime(iso)}`;
  return (
    <ConsoleItem>
      <h2>
        {a.name} — {a.specialty.name}
      </h2>
      <dl>
        <dt>{t.t('applications.umdpc')}</dt>
        <dd>
          <code>{a.umdpcNumber}</code>
        </dd>
        <dt>{t.t('applications.expiry')}</dt>
        <dd>
          <time dateTime={a.licenceExpiresOn}>{formatShortDate(a.licenceExpiresOn, language)}</time>
        </dd>
        <dt>{t.t('applications.practice')}</dt>
        <dd>
          {a.facility}, {a.district}
        </dd>
        <dt>{t.t('applications.contact')}</dt>
        <dd>
          {a.phone} · {a.email}
        </dd>
        <dt>{t.t('applications.received')}</dt>
        <dd>
          <time dateTime={a.createdAt}>{when(a.createdAt)}</time>
        </dd>
        {a.decidedAt !== null && (
          <>
            <dt>{t.t(a.status === 'approved' ? 'applications.approvedAt' : 'applications.rejectedAt')}</dt>
            <dd>
              <time dateTime={a.decidedAt}>{when(a.decidedAt)}</time>
              {a.rejectReason !== null && ` — ${a.rejectReason}`}
            </dd>
          </>
        )}
      </dl>
      <ConsoleActions>
        <Button size="sm" variant="outline" onClick={() => void openCopy()}>
          {t.t(a.licenceCopy.contentType === 'application/pdf' ? 'applications.openPdf' : 'applications.openImage')}
        </Button>
        {a.status === 'pending' && !rejecting && (
          <>
            <Button size="sm" loading={decision.isPending} onClick={() => decision.mutate({ type: 'approve', id: a.id })}>
              {t.t('applications.approve')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
              {t.t('applications.reject')}
            </Button>
          </>
        )}
      </ConsoleActions>
      {copyError !== null && <p role="alert">{copyError}</p>}
      {decision.isError && !rejecting && <p role="alert">{errorText(decision.error, t.t('applications.actionFailed'))}</p>}
      {rejecting && (
        <form onSubmit={(e) => void reject(e)} noValidate aria-label={t.t('applications.reject')}>
          <label htmlFor={reasonId}>{t.t('applications.reason')}</label>
          <textarea id={reasonId} {...register('reason')} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${reasonId}-error` : `${reasonId}-hint`} rows={2} />
          <Hint id={`${reasonId}-hint`}>{t.t('applications.reasonHint')}</Hint>
          {errors.reason && <FieldError id={`${reasonId}-error`}>{errors.reason.message}</FieldError>}
          <ConsoleActions>
            <Button size="sm" type="submit" loading={decision.isPending}>
              {t.t('applications.rejectConfirm')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRejecting(false)}>
              {t.t('applications.cancel')}
            </Button>
          </ConsoleActions>
        </form>
      )}
    </ConsoleItem>
  );
}

const StatusSelect = styled(Select)`
  max-width: 16rem;
`;
const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
