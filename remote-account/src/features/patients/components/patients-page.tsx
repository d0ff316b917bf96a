import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatLongDate } from '@musawo/shared/contracts';
import { Avatar, Button, Card, EmptyState, Notice, Page, Skeleton, StatusBadge, useSession } from '@musawo/shared/react';
import { LoadError } from '../../../shared-ui/load-error';
import { UsersIcon } from '../../../shared-ui/icons';
import { usePatients } from '../api/use-patients';

/** The doctor's patients: everyone who booked with them, with their latest appointment. */
export function PatientsPage() {
  const session = useSession();
  const isDoctor = session?.user.userType === 'doctor';
  const patients = usePatients(isDoctor);

  if (!isDoctor) {
    return (
      <Page title="Patients">
        <Spaced>
          <Notice
            tone="info"
            title="This page is for doctors"
            action={
              <Button as={Link} to="/appointments" variant="outline" size="sm">
                Go to My Appointments
              </Button>
            }
          >
            Doctors see the patients who booked with them here. Your own bookings are under My Appointments.
          </Notice>
        </Spaced>
      </Page>
    );
  }

  return (
    <Page title="Patients" lead="Everyone who has booked with you, with their latest appointment.">
      <Spaced>
        {patients.isPending ? (
          <List aria-busy="true" aria-label="Loading patients">
            {[0, 1, 2].map((i) => (
              <li key={i} data-testid="patient-skeleton">
                <Row>
                  <Skeleton circle height="40px" />
                  <Skeleton width="50%" />
                </Row>
              </li>
            ))}
          </List>
        ) : patients.isError ? (
          <LoadError title="Error loading patients" error={patients.error} onRetry={() => void patients.refetch()} />
        ) : patients.data.length === 0 ? (
          <EmptyState icon={<UsersIcon size={40} />} title="No patients yet" description="Patients who book with you will appear here." />
        ) : (
          <List aria-label="Patients">
            {patients.data.map((p) => (
              <li key={p.id}>
                <Row>
                  <Avatar name={p.name} src={p.imageUrl} decorative />
                  <Main>
                    <h2>{p.name}</h2>
                    <Muted>
                      {[p.phone_number, p.email].filter(Boolean).join(' · ')}
                      {p.appointments > 0 && ` · ${p.appointments} ${p.appointments === 1 ? 'appointment' : 'appointments'}`}
                    </Muted>
                    <Last>
                      <span>Last appointment:</span>
                      <span>
                        {formatLongDate(p.lastAppointment.appointment_date)}, {p.lastAppointment.appointment_time}
                      </span>
                      <StatusBadge status={p.lastAppointment.status} />
                    </Last>
                  </Main>
                  <Button as={Link} to={`/appointments/${p.lastAppointment.id}`} variant="outline" size="sm" aria-label={`View appointment with ${p.name}`}>
                    View appointment
                  </Button>
                </Row>
              </li>
            ))}
          </List>
        )}
      </Spaced>
    </Page>
  );
}

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
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
const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Last = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
