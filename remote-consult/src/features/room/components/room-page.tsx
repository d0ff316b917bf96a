import { useState } from 'react';
import styled from 'styled-components';
import { Link, useParams } from '@musawo/shared/router';
import { formatLongDate, formatTime, type ConsultRoom } from '@musawo/shared/contracts';
import { Alert, Button, Card, EmptyState, Notice, Page, Skeleton, Spinner, StatusBadge, TextArea } from '@musawo/shared/react';
import { useRoom, useRoomAction } from '../api/use-room';
import { useRoomLive } from '../hooks/use-room-live';
import { CallPanel } from './call-panel';
import { Composer } from './composer';
import { MessagesList } from './messages-list';

/** /consult/:appointmentId (issue 33): the appointment's patient and doctor, their messages, calls and notes. */
export function RoomPage({ WebSocketImpl }: { WebSocketImpl?: typeof WebSocket } = {}) {
  const { appointmentId = '' } = useParams();
  const query = useRoom(appointmentId);
  const notYours = query.isError && [403, 404].includes((query.error as { status?: number }).status ?? 0);
  return (
    <Page title="Consultation">
      {query.isPending ? (
        <Card aria-busy="true">
          <Skeleton width="40%" />
          <Skeleton width="80%" />
        </Card>
      ) : notYours ? (
        <EmptyState title="This consultation is not yours" description="Only the patient and the doctor of an appointment can open its consultation room." action={<Link to="/appointments">My Appointments</Link>} />
      ) : query.isError ? (
        <Alert tone="danger" title="Error loading the consultation" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error instanceof Error ? query.error.message : 'Please try again.'}
        </Alert>
      ) : (
        <Room room={query.data} WebSocketImpl={WebSocketImpl} />
      )}
    </Page>
  );
}

function Room({ room, WebSocketImpl }: { room: ConsultRoom; WebSocketImpl?: typeof WebSocket }) {
  const live = useRoomLive(room, WebSocketImpl === undefined ? {} : { WebSocketImpl });
  const action = useRoomAction(room.appointmentId);
  const isDoctor = room.role === 'doctor';
  const other = isDoctor ? room.patient.name : room.doctor.name;
  const open = room.status === 'ACCEPTED';
  const beforeWaitingRoom = !isDoctor && Date.now() < Date.parse(room.opensAt);
  const otherOnline = live.status === 'open' ? live.otherOnline : room.otherOnline;

  return (
    <Layout>
      <Card $padding={4}>
        <Header>
          <div>
            <Title>Consultation with {other}</Title>
            <Muted>
              {formatLongDate(room.appointment_date)} at {room.appointment_time}
            </Muted>
          </div>
          <StatusBadge status={room.status} />
        </Header>
        {open && (
          <Muted role="status">
            {otherOnline ? `${other} is in the room.` : `${other} is not in the room now: they will get a text message about your message.`}
            {live.status === 'offline' && ' Reconnecting to the room…'}
          </Muted>
        )}
        {isDoctor && open && (otherOnline || room.patientWaiting) && (
          <Alert tone="success" title="Patient is waiting">
            {room.patient.name} is in the consultation room.
          </Alert>
        )}
      </Card>

      {room.status === 'PENDING' && <Notice title="The doctor has not accepted this appointment yet">The room opens once the appointment is accepted.</Notice>}
      {(room.status === 'REJECTED' || room.status === 'CANCELLED') && (
        <Notice title="This consultation room is closed">The appointment was {room.status === 'REJECTED' ? 'rejected' : 'cancelled'}. Its history can still be read.</Notice>
      )}
      {room.status === 'COMPLETED' && (
        <Alert tone="success" title="Consultation completed">
          {room.notes ? <Notes>{room.notes}</Notes> : 'The doctor left no notes.'}
          {!isDoctor && (
            <p>
              <Link to={`/appointments/${room.appointmentId}`}>Rate your visit</Link> on the appointment page.
            </p>
          )}
        </Alert>
      )}

      {open && (
        <Card $padding={4}>
          {beforeWaitingRoom ? (
            <Muted>
              The waiting room opens at {formatTime(room.opensAt)}, 15 minutes before your appointment. You can write to the doctor before then.
            </Muted>
          ) : live.session === null ? (
            <Spinner label="Connecting to the room" />
          ) : (
            <CallPanel live={live} otherName={other} />
          )}
          <PhoneRequest room={room} busy={action.isPending} onAsk={() => action.mutate({ kind: 'ask-phone' })} onOutcome={(outcome) => action.mutate({ kind: 'phone-outcome', outcome })} />
        </Card>
      )}

      <Card $padding={4}>
        <SectionTitle>Messages</SectionTitle>
        <MessagesList messages={room.messages} role={room.role} appointmentId={room.appointmentId} />
        {open && <Composer appointmentId={room.appointmentId} />}
      </Card>

      {isDoctor && open && <DoctorNotes room={room} />}
      <Small>Prescriptions are not sent through Musawo: your doctor tells you what to take and where to get it.</Small>
    </Layout>
  );
}

function PhoneRequest({ room, busy, onAsk, onOutcome }: { room: ConsultRoom; busy: boolean; onAsk: () => void; onOutcome: (o: 'CALLED' | 'NOT_REACHED') => void }) {
  if (room.role === 'patient') {
    if (room.phoneRequest === 'REQUESTED') return <Muted role="status">You asked the doctor to phone you. Keep your phone near.</Muted>;
    return (
      <Aside>
        <Muted>Is the connection poor?</Muted>
        <Button variant="outline" loading={busy} onClick={onAsk}>
          Ask the doctor to phone me
        </Button>
      </Aside>
    );
  }
  if (room.phoneRequest !== 'REQUESTED') return null;
  return (
    <Alert tone="warning" title="The patient asks you to phone them" action={
      <Aside>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onOutcome('CALLED')}>I phoned the patient</Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onOutcome('NOT_REACHED')}>I could not reach them</Button>
      </Aside>
    }>
      Call <a href={`tel:${room.patient.phone_number ?? ''}`}>{room.patient.phone_number}</a>
    </Alert>
  );
}

function DoctorNotes({ room }: { room: ConsultRoom }) {
  const [notes, setNotes] = useState(room.notes ?? '');
  const action = useRoomAction(room.appointmentId);
  const started = Date.now() >= Date.parse(room.startsAt);
  return (
    <Card $padding={4}>
      <SectionTitle>Consultation notes</SectionTitle>
      <TextArea label="Consultation notes" hideLabel rows={5} maxLength={10_000} value={notes} onChange={(e) => setNotes(e.target.value)} hint="The patient reads these once you complete the consultation." />
      <Aside>
        <Button variant="outline" disabled={action.isPending} onClick={() => action.mutate({ kind: 'save-notes', notes })}>
          Save notes
        </Button>
        <Button loading={action.isPending} loadingLabel="Completing..." disabled={!started} onClick={() => action.mutate({ kind: 'complete', notes })}>
          Complete consultation
        </Button>
      </Aside>
      {!started && <Muted>You can complete the consultation once the appointment has started, at {formatTime(room.startsAt)}.</Muted>}
    </Card>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
`;
const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const Muted = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Notes = styled.p`
  white-space: pre-wrap;
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;
const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
