import { useState } from 'react';
import { Link, useParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatLongDate, RESCHEDULE_NOTICE_HOURS, type Appointment } from '@musawo/shared/contracts';
import { Alert, Avatar, Button, Card, EmptyState, Page, Skeleton, Stars, StatusBadge, useSession } from '@musawo/shared/react';
import { Facts, Section } from '../../../shared-ui/section';
import { ArrowLeftIcon } from '../../../shared-ui/icons';
import { LoadError } from '../../../shared-ui/load-error';
import { useAppointment, useAppointmentAction, useAppointmentsFollowEvents, useCreateReview, type AppointmentAction } from '../api/use-appointments';
import { offersFor, tooLateToReschedule } from '../hooks/appointment-rules';
import { ReasonDialog } from './reason-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { ReviewDialog } from './review-dialog';

type Open = AppointmentAction | 'review' | 'reschedule' | null;

/** Spec §2.10 Appointment details: what was booked, who with, and the actions of spec §4. */
export function AppointmentDetailsPage() {
  const { id = '' } = useParams();
  const query = useAppointment(id);
  useAppointmentsFollowEvents();
  const notFound = query.isError && [400, 403, 404].includes((query.error as { status?: number }).status ?? 0);

  return (
    <Page title="Appointment Details">
      <Back to="/appointments">
        <ArrowLeftIcon size={18} />
        Back to appointments
      </Back>
      {query.isPending ? (
        <Card aria-busy="true" data-testid="appointment-skeleton">
          <Skeleton width="30%" />
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </Card>
      ) : notFound ? (
        <EmptyState title="Appointment not found" description="It may have been removed, or it belongs to another account." />
      ) : query.isError ? (
        <LoadError title="Error loading appointment" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Details appointment={query.data} />
      )}
    </Page>
  );
}

function Details({ appointment: a }: { appointment: Appointment }) {
  const session = useSession();
  const userType = session?.user.userType;
  const isDoctor = userType === 'doctor';
  const [open, setOpen] = useState<Open>(null);
  const action = useAppointmentAction(a.id);
  const review = useCreateReview(a.id);
  const offers = offersFor(a, userType);
  const status = a.status.toUpperCase();

  const run = (kind: AppointmentAction, text?: string) =>
    action.mutate(
      { action: kind, text },
      {
        onSuccess: () => setOpen(null),
        // A race (409) or a refusal: the dialog closes and the page shows the appointment as it is now.
        onError: () => setOpen(null),
      },
    );

  return (
    <Layout>
      <Card $padding={5}>
        <Stack>
          <Section title="Appointment">
            <Facts
              items={[
                { label: 'Status', value: <StatusBadge status={a.status} /> },
                { label: 'Date', value: formatLongDate(a.appointment_date) },
                { label: 'Time', value: a.appointment_time },
                { label: 'Note', value: a.appointment_note || '—' },
              ]}
            />
          </Section>

          {status === 'CANCELLED' && (
            <Alert tone="danger" title="Cancellation reason">
              {a.cancellationReason || 'No reason was given.'}
            </Alert>
          )}
          {status === 'REJECTED' && (
            <Alert tone="danger" title="Rejection reason">
              {a.rejectReason || 'No reason was given.'}
            </Alert>
          )}
          {status === 'ACCEPTED' && (
            <Alert tone="success" title={isDoctor ? 'Your instructions to the patient' : 'Instructions from your doctor'}>
              {a.acceptInstructions || 'No special instructions. Please arrive a few minutes early.'}
            </Alert>
          )}
          {status === 'ACCEPTED' && (
            <p>
              <Link to={`/consult/${a.id}`}>Open consultation room</Link>
              {(a.unreadMessages ?? 0) > 0 && ` (${a.unreadMessages} unread)`}
              {isDoctor && a.patientWaiting && ' · Patient is waiting'}
            </p>
          )}
          {status === 'COMPLETED' && a.consultNotes && (
            <Section title="Consultation notes">
              <Notes>{a.consultNotes}</Notes>
              {!isDoctor && !a.hasReview && <Muted>How was your consultation? Write a review to help other patients choose.</Muted>}
            </Section>
          )}
          {status === 'COMPLETED' && <Link to={`/consult/${a.id}`}>Consultation history</Link>}

          {isDoctor ? (
            <Section title="Patient">
              <Person>
                <Avatar name={a.patientId.name} src={a.patientId.imageUrl} size="lg" decorative />
                <Facts
                  items={[
                    { label: 'Name', value: a.patientId.name },
                    { label: 'Phone', value: a.patientId.phone_number ? <a href={`tel:${a.patientId.phone_number}`}>{a.patientId.phone_number}</a> : '—' },
                    { label: 'Email', value: a.patientId.email ? <a href={`mailto:${a.patientId.email}`}>{a.patientId.email}</a> : '—' },
                  ]}
                />
              </Person>
            </Section>
          ) : (
            <Section title="Doctor">
              <Person>
                <Avatar name={a.doctorId.name} src={a.doctorId.imageUrl} size="lg" decorative />
                <Facts
                  items={[
                    { label: 'Name', value: a.doctorId.id ? <Link to={`/doctor/${a.doctorId.id}`}>{a.doctorId.name}</Link> : a.doctorId.name },
                    { label: 'Specialty', value: a.doctorId.speciality?.speciality_name ?? '—' },
                    {
                      label: 'Rating',
                      value: (
                        <Rating>
                          <Stars rating={a.doctorId.rating} />
                          <span aria-hidden="true">{typeof a.doctorId.rating === 'number' ? a.doctorId.rating.toFixed(1) : 'New'}</span>
                        </Rating>
                      ),
                    },
                  ]}
                />
              </Person>
            </Section>
          )}

          {tooLateToReschedule(a, userType) && (
            <Muted>This appointment starts in less than {RESCHEDULE_NOTICE_HOURS} hours, so it can no longer be rescheduled.</Muted>
          )}

          {offers.length > 0 && (
            <Actions>
              {offers.includes('reschedule') && (
                <Button variant="outline" onClick={() => setOpen('reschedule')}>
                  Reschedule
                </Button>
              )}
              {offers.includes('accept') && <Button onClick={() => setOpen('accept')}>Accept</Button>}
              {offers.includes('reject') && (
                <Button variant="danger" onClick={() => setOpen('reject')}>
                  Reject
                </Button>
              )}
              {offers.includes('cancel') && (
                <Button variant="danger" onClick={() => setOpen('cancel')}>
                  Cancel Appointment
                </Button>
              )}
              {offers.includes('complete') && <Button onClick={() => setOpen('complete')}>Mark as Completed</Button>}
              {offers.includes('review') && <Button onClick={() => setOpen('review')}>Write a review</Button>}
            </Actions>
          )}
        </Stack>
      </Card>

      <ReasonDialog
        key={`accept-${String(open === 'accept')}`}
        open={open === 'accept'}
        onClose={() => setOpen(null)}
        title="Accept Appointment"
        description={`Confirm the visit with ${a.patientId.name} on ${formatLongDate(a.appointment_date)} at ${a.appointment_time}.`}
        label="Instructions for the patient (optional)"
        confirmLabel="Accept Appointment"
        busyLabel="Accepting..."
        busy={action.isPending}
        onConfirm={(text) => run('accept', text)}
      />
      <ReasonDialog
        key={`reject-${String(open === 'reject')}`}
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title="Reject Appointment"
        description="The patient is told why and gets the fee back in their wallet."
        label="Reason for rejecting"
        required
        requiredMessage="Please enter a reason for rejecting this appointment."
        confirmLabel="Reject Appointment"
        confirmVariant="danger"
        busyLabel="Rejecting..."
        busy={action.isPending}
        onConfirm={(text) => run('reject', text)}
      />
      <ReasonDialog
        key={`cancel-${String(open === 'cancel')}`}
        open={open === 'cancel'}
        onClose={() => setOpen(null)}
        title="Cancel Appointment"
        description="The doctor is told why, and the fee goes back to your wallet."
        label="Reason for cancelling"
        required
        requiredMessage="Please enter a reason for cancelling this appointment."
        confirmLabel="Cancel Appointment"
        confirmVariant="danger"
        busyLabel="Cancelling..."
        busy={action.isPending}
        onConfirm={(text) => run('cancel', text)}
      />
      <ReasonDialog
        key={`complete-${String(open === 'complete')}`}
        open={open === 'complete'}
        onClose={() => setOpen(null)}
        title="Mark as Completed"
        description={`Confirm that the visit with ${a.patientId.name} took place. The fee is then paid to your wallet.`}
        confirmLabel="Mark as Completed"
        busyLabel="Saving..."
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
const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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
