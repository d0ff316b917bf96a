import { useEffect, useRef, useState } from 'react';
import { formatAmount, formatShortDate, type OperatorDoctor } from '@musawo/shared/contracts';
import { Alert, Badge, Button, Spinner, useErrorText, useLanguage } from '@musawo/shared/react';
import { ConsoleActions, ConsoleItem, ConsoleList } from '../../../shared-ui/console-list';
import { OperatorGate } from '../../../shared-ui/operator-gate';
import { ReasonDialog } from '../../../shared-ui/reason-dialog';
import { SearchSection } from '../../../shared-ui/search-bar';
import { useT } from '../../../i18n';
import { type SuspendedFilter, useDoctorAction, useOperatorDoctors } from '../api/use-doctors';

/**
 * /admin/doctors (issue 47, ADRs 208 and 209): find a doctor (20 at a time, then "More"), suspend them with a reason,
 * reinstate them, record their renewed practising licence.
 */
export function DoctorsPage() {
  const t = useT();
  return (
    <OperatorGate title={t.t('doctors.title')}>
      <SearchSection<SuspendedFilter>
        lead={t.t('doctors.lead')}
        label={t.t('doctors.search')}
        searchLabel={t.t('common.search')}
        filterLabel={t.t('doctors.filter')}
        filters={[
          { value: 'all', label: t.t('doctors.filter.all') },
          { value: 'listed', label: t.t('doctors.filter.listed') },
          { value: 'suspended', label: t.t('doctors.filter.suspended') },
        ]}
      >
        {(search, onDone) => <DoctorList key={`${search.filter}:${search.query}`} query={search.query} filter={search.filter} onDone={onDone} />}
      </SearchSection>
    </OperatorGate>
  );
}

/** The first page with its loading, error and empty states; each "More" adds the next page to the same list. */
function DoctorList({ query, filter, onDone }: { query: string; filter: SuspendedFilter; onDone: (text: string) => void }) {
  const t = useT();
  const errorText = useErrorText();
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const first = useOperatorDoctors(query, filter, undefined);
  const last = useOperatorDoctors(query, filter, cursors.at(-1));
  const end = useRef<HTMLParagraphElement>(null);
  const more = cursors.length > 1;
  const next = last.data?.nextCursor ?? null;
  // After the last "More", the button is gone: the sentence that says so takes the focus it had. (A first page
  // that holds every match needs no such sentence.)
  useEffect(() => {
    if (more && last.data !== undefined && next === null) end.current?.focus();
  }, [more, last.data, next]);
  if (first.isPending) return <Spinner />;
  if (first.error)
    return (
      <Alert tone="danger" role="alert" title={t.t('doctors.failed')}>
        {errorText(first.error, t.t('doctors.failed'))}{' '}
        <Button variant="outline" size="sm" onClick={() => void first.refetch()}>
          {t.t('common.retry')}
        </Button>
      </Alert>
    );
  if (first.data.results.length === 0) return <p>{t.t('doctors.empty')}</p>;
  return (
    <>
      <ConsoleList aria-label={t.t('doctors.title')}>
        {cursors.map((cursor) => (
          <DoctorPage key={cursor ?? 'first'} query={query} filter={filter} cursor={cursor} onDone={onDone} />
        ))}
      </ConsoleList>
      {next !== null ? (
        <ConsoleActions>
          <Button variant="outline" loading={last.isFetching} loadingLabel={t.t('doctors.loadingMore')} onClick={() => setCursors((all) => [...all, next])}>
            {t.t('doctors.more')}
          </Button>
        </ConsoleActions>
      ) : (
        more &&
        last.data !== undefined && (
          <p ref={end} tabIndex={-1} role="status">
            {t.t('doctors.noMore')}
          </p>
        )
      )}
    </>
  );
}

/** One page's doctors, in the list; a later page says it is loading or failed (with Retry) in its place. */
function DoctorPage({ query, filter, cursor, onDone }: { query: string; filter: SuspendedFilter; cursor: string | undefined; onDone: (text: string) => void }) {
  const t = useT();
  const errorText = useErrorText();
  const page = useOperatorDoctors(query, filter, cursor);
  if (page.isPending)
    return (
      <li>
        <Spinner />
      </li>
    );
  if (page.error)
    return (
      <li role="alert">
        {errorText(page.error, t.t('doctors.failed'))}{' '}
        <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
          {t.t('common.retry')}
        </Button>
      </li>
    );
  return (
    <>
      {page.data.results.map((doctor) => (
        <DoctorRow key={doctor.id} doctor={doctor} onDone={onDone} />
      ))}
    </>
  );
}

function DoctorRow({ doctor, onDone }: { doctor: OperatorDoctor; onDone: (text: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const action = useDoctorAction();
  const [asking, setAsking] = useState<'moderate' | 'renew' | undefined>(undefined);
  const suspended = doctor.suspendedAt !== null;
  const licenceHidden = doctor.unlistedReason === 'licence-expired';
  return (
    <ConsoleItem>
      <h2>{doctor.name}</h2>
      <p>
        {suspended && <Badge tone="danger">{t.t('doctors.suspended')}</Badge>}
        {licenceHidden && <Badge tone="danger">{t.t('doctors.licenceHidden')}</Badge>}
        {doctor.unlistedReason === 'awaiting-availability' && <Badge tone="warning">{t.t('doctors.awaitingHours')}</Badge>}
        {!suspended && doctor.unlistedReason === null && <Badge tone="success">{t.t('doctors.listed')}</Badge>}{' '}
        {[doctor.speciality, doctor.city].filter((x) => x !== null && x !== '').join(' · ')}
      </p>
      <dl>
        <dt>{t.t('doctors.contact')}</dt>
        <dd>
          {doctor.email}, {doctor.phone}
        </dd>
        <dt>{t.t('doctors.umdpc')}</dt>
        <dd>{doctor.umdpcNumber ?? t.t('doctors.notRecorded')}</dd>
        <dt>{t.t('doctors.licenceUntil')}</dt>
        <dd>{doctor.licenceExpiresOn === null ? t.t('doctors.notRecorded') : <time dateTime={doctor.licenceExpiresOn}>{formatShortDate(doctor.licenceExpiresOn, language)}</time>}</dd>
        {suspended && (
          <>
            <dt>{t.t('doctors.suspendedOn')}</dt>
            <dd>{formatShortDate(doctor.suspendedAt ?? '', language)}</dd>
            <dt>{t.t('doctors.why')}</dt>
            <dd>{doctor.suspensionReason}</dd>
          </>
        )}
      </dl>
      <ConsoleActions>
        <Button size="sm" variant={suspended ? 'outline' : 'danger'} onClick={() => setAsking('moderate')} aria-label={t.t(suspended ? 'doctors.reinstateWho' : 'doctors.suspendWho', { name: doctor.name })}>
          {t.t(suspended ? 'doctors.reinstate' : 'doctors.suspend')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAsking('renew')} aria-label={t.t('doctors.renewWho', { name: doctor.name })}>
          {t.t('doctors.renew')}
        </Button>
      </ConsoleActions>
      {asking === 'renew' && (
        <ReasonDialog
          formId={`renew-${doctor.id}`}
          title={t.t('doctors.renewTitle', { name: doctor.name })}
          description={t.t('doctors.renewDescription')}
          confirmLabel={t.t('doctors.renewConfirm')}
          busyLabel={t.t('common.saving')}
          expiry={{ label: t.t('doctors.renewDate'), hint: t.t('doctors.renewDateHint'), missing: t.t('doctors.renewDateMissing'), past: t.t('doctors.renewDatePast'), far: t.t('doctors.renewDateFar'), field: 'licenceExpiresOn' }}
          onClose={() => setAsking(undefined)}
          onConfirm={async (reason, licenceExpiresOn) => {
            const out = await action.mutateAsync({ type: 'renew', doctorId: doctor.id, reason, licenceExpiresOn });
            onDone(t.t(out.doctor.unlistedReason === null && out.doctor.suspendedAt === null ? 'doctors.renewedListed' : 'doctors.renewed', { name: doctor.name, date: formatShortDate(licenceExpiresOn, language) }));
          }}
        />
      )}
      {asking === 'moderate' && (
        <ReasonDialog
          formId={`doctor-${doctor.id}`}
          title={t.t(suspended ? 'doctors.reinstateTitle' : 'doctors.suspendTitle', { name: doctor.name })}
          description={t.t(suspended ? 'doctors.reinstateDescription' : 'doctors.suspendDescription')}
          confirmLabel={t.t(suspended ? 'doctors.reinstate' : 'doctors.suspend')}
          busyLabel={t.t('common.saving')}
          danger={!suspended}
          onClose={() => setAsking(undefined)}
          onConfirm={async (reason) => {
            const out = await action.mutateAsync({ type: suspended ? 'reinstate' : 'suspend', doctorId: doctor.id, reason });
            onDone(
              suspended
                ? t.t('doctors.reinstated', { name: doctor.name })
                : t.t('doctors.suspendedDone', { name: doctor.name, count: out.cancelled, refunded: formatAmount(out.refunded, 'UGX', language) }),
            );
          }}
        />
      )}
    </ConsoleItem>
  );
}
