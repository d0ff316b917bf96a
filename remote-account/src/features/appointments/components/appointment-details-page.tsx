import { useState } from 'react';
import { Link, useParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { CANCEL_NOTICE_HOURS, formatAmount, formatLongDate, RESCHEDULE_NOTICE_HOURS, type Appointment } from '@musawo/shared/contracts';
import { Alert, Avatar, Button, Card, EmptyState, Page, Skeleton, Stars, useSession } from '@musawo/shared/react';
import { StatusBadge } from '@musawo/shared/react-extras';
import { Facts, Section, Muted } from '../../../shared-ui/section';
import { ArrowLeftIcon } from '../../../shared-ui/icons';
import { LoadError } from '../../../shared-ui/load-error';
import { useAppointment, useAppointmentAction, useAppointmentsFollowEvents, useCreateReview, type AppointmentAction } from '../api/use-appointments';
import { offersFor, tooLateToCancel, tooLateToReschedule } from '../hooks/appointment-rules';
import { ReasonDialog } from './reason-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { ReviewDialog } from './review-dialog';
import { useT } from '../../../i18n';

type Open = AppointmentAction | 'review' | 'reschedule' | null;

/** Spec §2.10 Appointment details: what was booked, who with, and the actions of spec §4. */
export function AppointmentDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useAppointment(id);
  useAppointmentsFollowEvents();
  const notFound = query.isError && [400, 403, 404].includes((query.error as { status?: number }).status ?? 0);

  return (
    <Page title={t.t('details.title')}>
      <Back to="/appointments">
        <ArrowLeftIcon size={18} />
        {t.t('details.back')}
      </Back>
      {query.isPending ? (
        <Card aria-busy="true" data-testid="appointment-skeleton">
          <Skeleton width="30%" />
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </Card>
      ) : notFound ? (
        <EmptyState title={t.t('details.notFound')} description={t.t('details.notFoundText')} />
      ) : query.isError ? (
        <LoadError title={t.t('details.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Details appointment={query.data} />
      )}
    </Page>
  );
}

function Details({ appointment: a }: { appointment: Appointment }) {
  const t = useT();
  const session = useSession();
  const userType = session?.user.userType;
  const isDoctor = userType === 'doctor';
  const [open, setOpen] = useState<Open>(null);
  const action = useAppointmentAction(a.id);
  const review = useCreateReview(a.id);
  const offers = offersFor(a, userType);
  const status = a.status.toUpperCase();
  // The refund is said with its amount when the fee is known (issue 50 item 5: the money comes back in full).
  const cancelText = a.fee !== undefined && a.fee > 0 ? t.t('cancel.refund', { amount: formatAmount(a.fee, 'UGX', t.lang) }) : t.t('cancel.description');

  const run = (kind: AppointmentAction, text?: string) =>
    action.mutate(
      { action: kind, text },
      {
        onSuccess: () => setOpen(null),
        // A race (409) or a refusal: the dialog closes and the page shows the appointment as it is now.
        onError: () => setOpen(null),
      },
    );

  // Bookings made before issue 50 item 6 carry no mode: they were in person.
  const online = a.visitMode === 'online';

  return (
    <Layout>
      <Card $padding={5}>
        <Stack>
          <Section title={t.t('details.appointment')}>
            <Facts
              items={[
                { label: t.t('details.status'), value: <StatusBadge status={a.status} /> },
                { label: t.t('details.date'), value: formatLongDate(a.appointment_date, t.lang) },
                { label: t.t('details.time'), value: a.appointment_time },
                {
                  label: t.t('details.visit'),
                  value: online ? t.t('details.visitOnline') : t.t('details.visitInPerson', { place: a.doctorId.address?.trim() || 'none' }),
                },
                { label: t.t('details.note'), value: a.appointment_note || '—' },
              ]}
            />
          </Section>

          {status === 'CANCELLED' && (
            <Alert tone="danger" title={t.t('details.cancellationReason')}>
              {a.cancellationReason || t.t('details.noReason')}
            </Alert>
          )}
          {status === 'REJECTED' && (
            <Alert tone="danger" title={t.t('details.rejectionReason')}>
              {a.rejectReason || t.t('details.noReason')}
            </Alert>
          )}
          {status === 'ACCEPTED' && (
            <Alert tone="success" title={isDoctor ? t.t('details.instructionsDoctor') : t.t('details.instructionsPatient')}>
              {a.acceptInstructions || t.t(online ? 'details.noInstructionsOnline' : 'details.noInstructions')}
            </Alert>
          )}
          {status === 'ACCEPTED' && (
            <p>
              {/* An in-person visit keeps its messages; only an online one is held in the room (issue 50 item 6). */}
              <Link to={`/consult/${a.id}`}>{t.t(online ? 'consult.open' : 'consult.messages')}</Link>
              {(a.unreadMessages ?? 0) > 0 && ` (${t.t('consult.unreadShort', { count: a.unreadMessages ?? 0 })})`}
              {isDoctor && a.patientWaiting && ` · ${t.t('consult.waiting')}`}
            </p>
          )}
          {status === 'COMPLETED' && a.consultNotes && (
            <Section title={t.t('consult.notes')}>
              <Notes>{a.consultNotes}</Notes>
              {!isDoctor && !a.hasReview && <Muted>{t.t('consult.reviewAsk')}</Muted>}
            </Section>
          )}
          {status === 'COMPLETED' && <Link to={`/consult/${a.id}`}>{t.t('consult.history')}</Link>}

          {isDoctor ? (
            <Section title={t.t('details.patient')}>
              <Person>
                <Avatar name={a.patientId.name} src={a.patientId.imageUrl} size="lg" decorative />
                <Facts
                  items={[
                    { label: t.t('details.name'), value: a.patientId.name },
                    { label: t.t('details.phone'), value: a.patientId.phone_number ? <a href={`tel:${a.patientId.phone_number}`}>{a.patientId.phone_number}</a> : '—' },
                    { label: t.t('details.email'), value: a.patientId.email ? <a href={`mailto:${a.patientId.email}`}>{a.patientId.email}</a> : '—' },
                  ]}
                />
              </Person>
            </Section>
          ) : (
            <Section title={t.t('details.doctor')}>
              <Person>
                <Avatar name={a.doctorId.name} src={a.doctorId.imageUrl} size="lg" decorative />
                <Facts
                  items={[
                    { label: t.t('details.name'), value: a.doctorId.id ? <Link to={`/doctor/${a.doctorId.id}`}>{a.doctorId.name}</Link> : a.doctorId.name },
                    { label: t.t('details.specialty'), value: a.doctorId.speciality?.speciality_name ?? '—' },
                    {
                      label: t.t('details.rating'),
                      value: (
                        <Rating>
                          <Stars rating={a.doctorId.rating} />
                          <span aria-hidden="true">{typeof a.doctorId.rating === 'number' ? a.doctorId.rating.toFixed(1) : t.t('details.new')}</span>
                        </Rating>
                      ),
                    },
                  ]}
                />
              </Person>
            </Section>
          )}

          {tooLateToReschedule(a, userType) && (
            <Muted>{t.t('details.tooLate', { hours: RESCHEDULE_NOTICE_HOURS })}</Muted>
          )}
          {tooLateToCancel(a, userType) && <Muted>{t.t('details.tooLateToCancel', { hours: CANCEL_NOTICE_HOURS })}</Muted>}

          {offers.length > 0 && (
            <Actions>
              {offers.includes('reschedule') && (
                <Button variant="outline" onClick={() => setOpen('reschedule')}>
                  {t.t('details.reschedule')}
                </Button>
              )}
              {offers.includes('accept') && <Button onClick={() => setOpen('accept')}>{t.t('details.accept')}</Button>}
              {offers.includes('reject') && (
                <Button variant="danger" onClick={() => setOpen('reject')}>
                  {t.t('details.reject')}
                </Button>
              )}
              {offers.includes('cancel') && (
                <Button variant="danger" onClick={() => setOpen('cancel')}>
                  {t.t('details.cancel')}
                </Button>
              )}
              {offers.includes('complete') && <Button onClick={() => setOpen('complete')}>{t.t('details.complete')}</Button>}
              {offers.includes('review') && <Button onClick={() => setOpen('review')}>{t.t('details.review')}</Button>}
            </Actions>
          )}
        </Stack>
      </Card>

      <ReasonDialog
        key={`accept-${String(open === 'accept')}`}
        open={open === 'accept'}
        onClose={() => setOpen(null)}
        title={t.t('accept.title')}
        description={t.t('accept.description', { name: a.patientId.name, day: new Date(a.appointment_date), time: a.appointment_time })}
        label={t.t('accept.label')}
        confirmLabel={t.t('accept.title')}
        formId="reason-accept-appointment"
        busyLabel={t.t('accept.busy')}
        busy={action.isPending}
        onConfirm={(text) => run('accept', text)}
      />
      <ReasonDialog
        key={`reject-${String(open === 'reject')}`}
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={t.t('reject.title')}
        description={t.t('reject.description')}
        label={t.t('reject.label')}
        required
        requiredMessage={t.t('reject.required')}
        confirmLabel={t.t('reject.title')}
        formId="reason-reject-appointment"
        confirmVariant="danger"
        busyLabel={t.t('reject.busy')}
        busy={action.isPending}
        onConfirm={(text) => run('reject', text)}
      />
      <ReasonDialog
        key={`cancel-${String(open === 'cancel')}`}
        open={open === 'cancel'}
        onClose={() => setOpen(null)}
        title={t.t('details.cancel')}
        description={cancelText}
        label={t.t('cancel.label')}
        required
        requiredMessage={t.t('cancel.required')}
        confirmLabel={t.t('details.cancel')}
        formId="reason-cancel-appointment"
        confirmVariant="danger"
        busyLabel={t.t('cancel.busy')}
        busy={action.isPending}
        onConfirm={(text) => run('cancel', text)}
      />
      <ReasonDialog
        key={`complete-${String(open === 'complete')}`}
        open={open === 'complete'}
        onClose={() => setOpen(null)}
        title={t.t('details.complete')}
        description={t.t('complete.description', { name: a.patientId.name })}
        confirmLabel={t.t('details.complete')}
        formId="reason-mark-as-completed"
        busyLabel={t.t('complete.busy')}
        busy={action.isPending}
        onConfirm={() => run('complete')}
      />
      {open === 'reschedule' && <RescheduleDialog appointment={a} open onClose={() => setOpen(null)} />}
      <ReviewDialog
        key={`review-${String(open === 'review')}`}
        open={open === 'review'}
        onClose={() => setOpen(null)}
        doctorName={a.doctorId.name}
        busy={review.isPending}
        onSubmit={(r) => review.mutate(r, { onSuccess: () => setOpen(null) })}
      />
    </Layout>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touch};
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Layout = styled.div`
  max-width: 720px;
`;
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;
const Person = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;

  > dl {
    flex: 1;
  }
`;
const Notes = styled.p`
  white-space: pre-wrap;
  margin: 0;
`;
const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  > * {
    flex: 1 1 160px;
  }
`;
