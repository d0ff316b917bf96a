import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link, useParams } from '@musawo/shared/router';
import type { ConsultRoom } from '@musawo/shared/contracts';
import { Alert, Button, Card, EmptyState, Notice, Page, Skeleton, Spinner, TextArea, useErrorText } from '@musawo/shared/react';
import { Dialog, StatusBadge } from '@musawo/shared/react-extras';
import { useT } from '../../../i18n';
import { useRoom, useRoomAction } from '../api/use-room';
import { useRoomLive } from '../hooks/use-room-live';
import { CallPanel } from './call-panel';
import { Composer } from './composer';
import { MessagesList } from './messages-list';
import { WrappingButton } from './wrapping-button';

/** /consult/:appointmentId (issue 33): the appointment's patient and doctor, their messages, calls and notes. */
export function RoomPage({ WebSocketImpl }: { WebSocketImpl?: typeof WebSocket } = {}) {
  const t = useT();
  const errorText = useErrorText();
  const { appointmentId = '' } = useParams();
  const query = useRoom(appointmentId);
  const notYours = query.isError && [403, 404].includes((query.error as { status?: number }).status ?? 0);
  return (
    <Page title={t.t('room.title')}>
      {query.isPending ? (
        <Card aria-busy="true">
          <Skeleton width="40%" />
          <Skeleton width="80%" />
        </Card>
      ) : notYours ? (
        <EmptyState title={t.t('room.notYours.title')} description={t.t('room.notYours.text')} action={<Link to="/appointments">{t.t('room.myAppointments')}</Link>} />
      ) : query.isError ? (
        <Alert tone="danger" title={t.t('room.loadError')} action={<Button onClick={() => void query.refetch()}>{t.t('room.tryAgain')}</Button>}>
          {errorText(query.error, t.t('room.pleaseTryAgain'))}
        </Alert>
      ) : (
        <Room room={query.data} WebSocketImpl={WebSocketImpl} />
      )}
    </Page>
  );
}

function Room({ room, WebSocketImpl }: { room: ConsultRoom; WebSocketImpl?: typeof WebSocket }) {
  const t = useT();
  const live = useRoomLive(room, WebSocketImpl === undefined ? {} : { WebSocketImpl });
  const action = useRoomAction(room.appointmentId);
  const isDoctor = room.role === 'doctor';
  const other = isDoctor ? room.patient.name : room.doctor.name;
  const open = room.status === 'ACCEPTED';
  const callsOpen = useTimeReached(Date.parse(room.opensAt));
  const otherOnline = live.status === 'open' ? live.otherOnline : room.otherOnline;
  // "Patient is waiting": in the room now, and the room open for the visit (not days before, writing a message).
  const patientWaiting = isDoctor && open && callsOpen && (live.status === 'open' ? live.otherOnline : room.patientWaiting);
  // Start rings only someone who can answer: otherwise it says why.
  const blocked = !callsOpen ? 'notOpen' : otherOnline ? null : 'away';

  return (
    <Layout>
      <Card $padding={4}>
        <Header>
          <HeaderText>
            <Title>{t.t('room.with', { name: other })}</Title>
            <Muted>{t.t('room.when', { day: new Date(room.appointment_date), time: room.appointment_time })}</Muted>
            {/* In person or online (issue 50 item 6); bookings without a mode were in person. */}
            <Muted>{t.t(room.visitMode === 'online' ? 'room.visitOnline' : 'room.visitInPerson')}</Muted>
          </HeaderText>
          {/* Whole at 360 px in every language ("Imekubali"): the title wraps, the badge goes below it if it must. */}
          <BadgeSlot>
            <StatusBadge status={room.status} />
          </BadgeSlot>
        </Header>
        {open && (
          <Muted role="status">
            {t.t(otherOnline ? 'room.otherIn' : 'room.otherOut', { name: other })}
            {live.status === 'offline' && ` ${t.t('room.reconnecting')}`}
          </Muted>
        )}
        {isDoctor && room.bookingNote !== undefined && room.bookingNote.trim() !== '' && (
          <Notice title={t.t('room.bookingNote')}>
            <Notes>{room.bookingNote}</Notes>
          </Notice>
        )}
        {patientWaiting && (
          <Alert tone="success" title={t.t('room.waiting.title')}>
            {t.t('room.waiting.text', { name: room.patient.name })}
          </Alert>
        )}
      </Card>

      {room.status === 'PENDING' && <Notice title={t.t('room.pending.title')}>{t.t('room.pending.text')}</Notice>}
      {(room.status === 'REJECTED' || room.status === 'CANCELLED') && (
        <Notice title={t.t('room.closed.title')}>{t.t('room.closed.text', { status: room.status })}</Notice>
      )}
      {room.status === 'COMPLETED' && (
        <Alert tone="success" title={t.t('room.completed.title')}>
          {room.notes ? <Notes>{room.notes}</Notes> : t.t('room.noNotes')}
          {!isDoctor && (
            <p>
              {t.rich('room.rate', {
                link: (chunks) => (
                  <Link key="rate" to={`/appointments/${room.appointmentId}`}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </Alert>
      )}

      {open && (
        <Card $padding={4}>
          {!isDoctor && !callsOpen ? (
            <Muted>{t.t('room.opensAt', { at: new Date(room.opensAt) })}</Muted>
          ) : live.session === null ? (
            <Spinner label={t.t('room.connecting')} />
          ) : (
            <CallPanel live={live} otherName={other} blocked={blocked} opensAt={room.opensAt} />
          )}
          <PhoneRequest room={room} busy={action.isPending} onAsk={() => action.mutate({ kind: 'ask-phone' })} onOutcome={(outcome) => action.mutate({ kind: 'phone-outcome', outcome })} />
        </Card>
      )}

      <Card $padding={4}>
        <SectionTitle>{t.t('room.messages')}</SectionTitle>
        <MessagesList messages={room.messages} role={room.role} appointmentId={room.appointmentId} />
        {open && <Composer appointmentId={room.appointmentId} />}
      </Card>

      {isDoctor && open && <DoctorNotes room={room} />}
      <Small>{t.t('room.prescriptions')}</Small>
    </Layout>
  );
}

/** Whether `at` (ms) has come, re-rendering when it does (the waiting room opening while the page is open). */
function useTimeReached(at: number): boolean {
  const [reached, setReached] = useState(() => Date.now() >= at);
  useEffect(() => {
    if (Date.now() >= at) {
      setReached(true);
      return undefined;
    }
    setReached(false);
    // Timers hold at most ~24.8 days: a later time is checked again then.
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = at - Date.now();
      if (left <= 0) setReached(true);
      else timer = setTimeout(wait, Math.min(left, 2 ** 31 - 1));
    };
    wait();
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
}

function PhoneRequest({ room, busy, onAsk, onOutcome }: { room: ConsultRoom; busy: boolean; onAsk: () => void; onOutcome: (o: 'CALLED' | 'NOT_REACHED') => void }) {
  const t = useT();
  if (room.role === 'patient') {
    if (room.phoneRequest === 'REQUESTED') return <Muted role="status">{t.t('phone.asked')}</Muted>;
    return (
      <Aside>
        <Muted>{t.t('phone.poor')}</Muted>
        <WrappingButton variant="outline" loading={busy} onClick={onAsk}>
          {t.t('phone.ask')}
        </WrappingButton>
      </Aside>
    );
  }
  if (room.phoneRequest !== 'REQUESTED') return null;
  return (
    <Alert tone="warning" title={t.t('phone.doctorTitle')} action={
      <Aside>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onOutcome('CALLED')}>{t.t('phone.called')}</Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onOutcome('NOT_REACHED')}>{t.t('phone.notReached')}</Button>
      </Aside>
    }>
      {t.rich('phone.call', {
        phone: room.patient.phone_number ?? '',
        link: (chunks) => (
          <a key="tel" href={`tel:${room.patient.phone_number ?? ''}`}>
            {chunks}
          </a>
        ),
      })}
    </Alert>
  );
}

function DoctorNotes({ room }: { room: ConsultRoom }) {
  const t = useT();
  const [notes, setNotes] = useState(room.notes ?? '');
  const [confirming, setConfirming] = useState(false);
  const action = useRoomAction(room.appointmentId);
  const started = Date.now() >= Date.parse(room.startsAt);
  return (
    <Card $padding={4}>
      <SectionTitle>{t.t('notes.title')}</SectionTitle>
      <TextArea label={t.t('notes.title')} hideLabel rows={5} maxLength={10_000} value={notes} onChange={(e) => setNotes(e.target.value)} hint={t.t('notes.hint')} />
      <Aside>
        <Button variant="outline" disabled={action.isPending} onClick={() => action.mutate({ kind: 'save-notes', notes })}>
          {t.t('notes.save')}
        </Button>
        <Button loading={action.isPending} loadingLabel={t.t('notes.completing')} disabled={!started} onClick={() => setConfirming(true)}>
          {t.t('notes.complete')}
        </Button>
      </Aside>
      {!started && <Muted>{t.t('notes.notStarted', { at: new Date(room.startsAt) })}</Muted>}
      {/* Completing closes the room for good: asked once more. */}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={t.t('notes.confirmTitle')}
        description={t.t('notes.confirmText')}
        footer={
          <Aside>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t.t('notes.confirmCancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                action.mutate({ kind: 'complete', notes });
              }}
            >
              {t.t('notes.complete')}
            </Button>
          </Aside>
        }
      />
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
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;
const HeaderText = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;
const BadgeSlot = styled.div`
  flex: 0 0 auto;
  & > * {
    max-width: none;
  }
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
