import { useState } from 'react';
import { formatAmount, formatShortDate, type OperatorDoctor } from '@musawo/shared/contracts';
import { Badge, Button, useLanguage } from '@musawo/shared/react';
import { ConsoleItem, ConsoleQueryList } from '../../../shared-ui/console-list';
import { OperatorGate } from '../../../shared-ui/operator-gate';
import { ReasonDialog } from '../../../shared-ui/reason-dialog';
import { SearchSection } from '../../../shared-ui/search-bar';
import { useT } from '../../../i18n';
import { type SuspendedFilter, useDoctorAction, useOperatorDoctors } from '../api/use-doctors';

/** /admin/doctors (issue 47, ADR 208): find a doctor, suspend them with a reason, reinstate them. */
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
        {(search, onDone) => <DoctorList query={search.query} filter={search.filter} onDone={onDone} />}
      </SearchSection>
    </OperatorGate>
  );
}

function DoctorList({ query, filter, onDone }: { query: string; filter: SuspendedFilter; onDone: (text: string) => void }) {
  const t = useT();
  return (
    <ConsoleQueryList query={useOperatorDoctors(query, filter)} label={t.t('doctors.title')} failed={t.t('doctors.failed')} empty={t.t('doctors.empty')}>
      {(doctor) => <DoctorRow key={doctor.id} doctor={doctor} onDone={onDone} />}
    </ConsoleQueryList>
  );
}

function DoctorRow({ doctor, onDone }: { doctor: OperatorDoctor; onDone: (text: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const action = useDoctorAction();
  const [asking, setAsking] = useState(false);
  const suspended = doctor.suspendedAt !== null;
  return (
    <ConsoleItem>
      <h2>{doctor.name}</h2>
      <p>
        {suspended ? <Badge tone="danger">{t.t('doctors.suspended')}</Badge> : <Badge tone="success">{t.t('doctors.listed')}</Badge>}{' '}
        {[doctor.speciality, doctor.city].filter((x) => x !== null && x !== '').join(' · ')}
      </p>
      <dl>
        <dt>{t.t('doctors.contact')}</dt>
        <dd>
          {doctor.email}, {doctor.phone}
        </dd>
        {suspended && (
          <>
            <dt>{t.t('doctors.suspendedOn')}</dt>
            <dd>{formatShortDate(doctor.suspendedAt ?? '', language)}</dd>
            <dt>{t.t('doctors.why')}</dt>
            <dd>{doctor.suspensionReason}</dd>
          </>
        )}
      </dl>
      <div>
        <Button size="sm" variant={suspended ? 'outline' : 'danger'} onClick={() => setAsking(true)} aria-label={t.t(suspended ? 'doctors.reinstateWho' : 'doctors.suspendWho', { name: doctor.name })}>
          {t.t(suspended ? 'doctors.reinstate' : 'doctors.suspend')}
        </Button>
      </div>
      {asking && (
        <ReasonDialog
          formId={`doctor-${doctor.id}`}
          title={t.t(suspended ? 'doctors.reinstateTitle' : 'doctors.suspendTitle', { name: doctor.name })}
          description={t.t(suspended ? 'doctors.reinstateDescription' : 'doctors.suspendDescription')}
          confirmLabel={t.t(suspended ? 'doctors.reinstate' : 'doctors.suspend')}
          busyLabel={t.t('common.saving')}
          danger={!suspended}
          onClose={() => setAsking(false)}
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
