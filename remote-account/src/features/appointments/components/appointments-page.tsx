import { Link, useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { APPOINTMENTS_PAGE_SIZE, formatLongDate, type Appointment } from '@musawo/shared/contracts';
import { Avatar, Button, Card, CalendarIcon, EmptyState, Page, Skeleton, useSession, VisuallyHidden } from '@musawo/shared/react';
import { Pagination, StatusBadge } from '@musawo/shared/react-extras';
import { LoadError } from '../../../shared-ui/load-error';
import { useT } from '../../../i18n';
import { useAppointments, useAppointmentsFollowEvents } from '../api/use-appointments';
import { PageBody, RowList } from '../../../shared-ui/section';
import { AppointmentsAgenda, parseView, ViewSwitch, type AppointmentsView } from './appointments-agenda';

export const totalPages = (total: number) => Math.max(1, Math.ceil(total / APPOINTMENTS_PAGE_SIZE));

/** Spec §2.10 My Appointments: 10 a page, newest first, each with its status badge. The page is in the URL. */
export function AppointmentsPage() {
  const t = useT();
  const session = useSession();
  const isDoctor = session?.user.userType === 'doctor';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // Doctors can also see their day or week (issue 32, item 4); the spec's list stays the default view.
  const view: AppointmentsView = isDoctor ? parseView(params.get('view')) : 'list';
  // A doctor's list: the visits still to come by their time, or the past and closed ones apart (issue 50).
  const section = isDoctor ? (params.get('show') === 'past' ? 'past' : 'upcoming') : undefined;
  const list = useAppointments(page, view === 'list', section);
  useAppointmentsFollowEvents();

  const goTo = (p: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p === 1) next.delete('page');
      else next.set('page', String(p));
      return next;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const title = isDoctor ? t.t('menu.appointments') : t.t('menu.myAppointments');
  return (
    <Page title={title} lead={isDoctor ? t.t('appts.leadDoctor') : t.t('appts.leadPatient')}>
      <PageBody>
        {isDoctor && <ViewSwitch view={view} onChange={(v) => setParams(v === 'list' ? {} : { view: v })} />}
        {section && view === 'list' && (
          <SectionSwitch role="group" aria-label={t.t('appts.sectionLabel')}>
            {(['upcoming', 'past'] as const).map((s) => (
              <Button key={s} type="button" size="sm" variant={s === section ? 'primary' : 'outline'} aria-pressed={s === section} onClick={() => setParams(s === 'past' ? { show: 'past' } : {})}>
                {t.t(s === 'past' ? 'appts.past' : 'appts.upcoming')}
              </Button>
            ))}
          </SectionSwitch>
        )}
        {view !== 'list' ? (
          <AppointmentsAgenda view={view} />
        ) : list.isPending ? (
          <RowList aria-busy="true" aria-label={t.t('appts.loading')}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} data-testid="appointment-skeleton">
                <RowCard>
                  <Skeleton circle height="40px" />
                  <Skeleton width="60%" />
                </RowCard>
              </li>
            ))}
          </RowList>
        ) : list.isError ? (
          <LoadError title={t.t('appts.loadError')} error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.results.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon size={40} />}
            title={section === 'past' ? t.t('appts.nonePast') : t.t('appts.none')}
            description={section === 'past' ? undefined : isDoctor ? t.t('appts.noneDoctor') : t.t('appts.nonePatient')}
            action={
              isDoctor ? undefined : (
                <Button as={Link} to="/find-doctor">
                  {t.t('appts.findDoctor')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <RowList aria-label={title}>
              {list.data.results.map((a) => (
                <li key={a.id}>
                  <AppointmentRow appointment={a} isDoctor={isDoctor} />
                </li>
              ))}
            </RowList>
            <Pagination page={page} totalPages={totalPages(list.data.total)} onChange={goTo} label={t.t('appts.pages')} />
          </>
        )}
      </PageBody>
    </Page>
  );
}

function AppointmentRow({ appointment: a, isDoctor }: { appointment: Appointment; isDoctor: boolean }) {
  const t = useT();
  const other = isDoctor ? a.patientId : a.doctorId;
  const specialty = isDoctor ? undefined : a.doctorId.speciality?.speciality_name;
  return (
    <RowLink to={`/appointments/${a.id}`}>
      <RowCard $interactive>
        <Avatar name={other.name} src={other.imageUrl} decorative />
        <Main>
          <Name>{other.name}</Name>
          {specialty && <Muted>{specialty}</Muted>}
          <When>
            {formatLongDate(a.appointment_date, t.lang)}
            <VisuallyHidden>{t.t('appts.at')}</VisuallyHidden>
            <span aria-hidden="true"> · </span>
            {a.appointment_time}
          </When>
        </Main>
        {(a.unreadMessages ?? 0) > 0 && <Unread aria-label={t.t('consult.unread', { count: a.unreadMessages ?? 0 })}>{t.t('consult.unreadShort', { count: a.unreadMessages ?? 0 })}</Unread>}
        {isDoctor && a.patientWaiting && <Waiting>{t.t('consult.waiting')}</Waiting>}
        <StatusBadge status={a.status} />
      </RowCard>
    </RowLink>
  );
}

const Unread = styled.span`
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;
const Waiting = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;
const RowLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};
`;
const RowCard = styled(Card)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Main = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;
const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const When = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const SectionSwitch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
