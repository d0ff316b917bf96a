import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { Avatar, Button, Card, EmptyState, Notice, Page, Skeleton, useSession } from '@musawo/shared/react';
import { StatusBadge } from '@musawo/shared/react-extras';
import { LoadError } from '../../../shared-ui/load-error';
import { UsersIcon } from '../../../shared-ui/icons';
import { usePatients } from '../api/use-patients';
import { useT } from '../../../i18n';
import { Muted, PlainList } from '../../../shared-ui/section';

/** The doctor's patients: everyone who booked with them, with their latest appointment. */
export function PatientsPage() {
  const t = useT();
  const session = useSession();
  const isDoctor = session?.user.userType === 'doctor';
  const patients = usePatients(isDoctor);

  if (!isDoctor) {
    return (
      <Page title={t.t('menu.patients')}>
        <Spaced>
          <Notice
            tone="info"
            title={t.t('patients.forDoctors')}
            action={
              <Button as={Link} to="/appointments" variant="outline" size="sm">
                {t.t('patients.goToMine')}
              </Button>
            }
          >
            {t.t('patients.forDoctorsText')}
          </Notice>
        </Spaced>
      </Page>
    );
  }

  return (
    <Page title={t.t('menu.patients')} lead={t.t('patients.lead')}>
      <Spaced>
        {patients.isPending ? (
          <PlainList $gap={3} aria-busy="true" aria-label={t.t('patients.loading')}>
            {[0, 1, 2].map((i) => (
              <li key={i} data-testid="patient-skeleton">
                <Row>
                  <Skeleton circle height="40px" />
                  <Skeleton width="50%" />
                </Row>
              </li>
            ))}
          </PlainList>
        ) : patients.isError ? (
          <LoadError title={t.t('patients.loadError')} error={patients.error} onRetry={() => void patients.refetch()} />
        ) : patients.data.length === 0 ? (
          <EmptyState icon={<UsersIcon size={40} />} title={t.t('patients.none')} description={t.t('patients.noneText')} />
        ) : (
          <PlainList $gap={3} aria-label={t.t('menu.patients')}>
            {patients.data.map((p) => (
              <li key={p.id}>
                <Row>
                  <Avatar name={p.name} src={p.imageUrl} decorative />
                  <Main>
                    <h2>{p.name}</h2>
                    <Muted>
                      {[p.phone_number, p.email].filter(Boolean).join(' · ')}
                      {p.appointments > 0 && ` · ${t.t('patients.count', { count: p.appointments })}`}
                    </Muted>
                    <Last>
                      <span>{t.t('patients.last')}</span>
                      <span>
                        {t.t('patients.lastWhen', { day: new Date(p.lastAppointment.appointment_date), time: p.lastAppointment.appointment_time })}
                      </span>
                      <StatusBadge status={p.lastAppointment.status} />
                    </Last>
                  </Main>
                  <Button as={Link} to={`/appointments/${p.lastAppointment.id}`} variant="outline" size="sm" aria-label={t.t('patients.viewWith', { name: p.name })}>
                    {t.t('patients.view')}
                  </Button>
                </Row>
              </li>
            ))}
          </PlainList>
        )}
      </Spaced>
    </Page>
  );
}

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;
const Row = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  > a {
    min-height: ${({ theme }) => theme.sizes.touch};
  }
`;
const Main = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
const Last = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
