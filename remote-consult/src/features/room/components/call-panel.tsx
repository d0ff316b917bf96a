import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@musawo/shared/react';
import { useT } from '../../../i18n';
import type { RoomLive } from '../hooks/use-room-live';

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** Audio first: "Start audio call", ringing with "Join" and "Decline", then "Connected" with a running timer. */
export function CallPanel({ live, otherName, blocked = null, opensAt }: { live: RoomLive; otherName: string; blocked?: 'notOpen' | 'away' | null; opensAt?: string }) {
  const t = useT();
  const whyId = useId();
  const { call, session } = live;
  const [now, setNow] = useState(() => Date.now());
  const [packets, setPackets] = useState(0);
  const audio = useRef<HTMLAudioElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const localVideo = useRef<HTMLVideoElement>(null);
  const inCall = call.phase === 'connecting' || call.phase === 'connected' || call.phase === 'reconnecting';

  useEffect(() => {
    if (call.phase !== 'connected' && call.phase !== 'reconnecting') return undefined;
    // The timer, and whether sound is arriving (the connection's own statistics).
    const timer = setInterval(() => {
      setNow(Date.now());
      void session?.audioPacketsReceived().then(setPackets);
    }, 1000);
    return () => clearInterval(timer);
  }, [call.phase, session]);

  useEffect(() => {
    if (audio.current) audio.current.srcObject = live.remoteStream;
    if (remoteVideo.current) remoteVideo.current.srcObject = live.remoteStream;
  }, [live.remoteStream, call.remoteVideo]);
  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = live.localVideo;
  }, [live.localVideo]);

  if (session === null) return null;
  return (
    <Panel aria-label={t.t('call.label')} data-call-phase={call.phase} data-packets-received={packets}>
      <audio ref={audio} autoPlay />
      {call.phase === 'ringing-in' && (
        <Alert tone="info" title={t.t('call.incoming')} role="alert" action={
          <Buttons>
            <Button onClick={() => void session.join()}>{t.t('call.join')}</Button>
            <Button variant="outline" onClick={() => session.decline()}>{t.t('call.decline')}</Button>
          </Buttons>
        }>
          {t.t('call.isCalling', { name: otherName })}
        </Alert>
      )}
      {call.phase === 'ringing-out' && (
        <Status role="status">
          {t.t('call.calling', { name: otherName })} <Button variant="outline" size="sm" onClick={() => session.end()}>{t.t('call.cancel')}</Button>
        </Status>
      )}
      {call.phase === 'connecting' && <Status role="status">{t.t('call.connecting')}</Status>}
      {(call.phase === 'connected' || call.phase === 'reconnecting') && (
        <Status role="status">
          {t.t(call.phase === 'connected' ? 'call.connected' : 'call.reconnecting')} <time aria-label={t.t('call.time')}>{clock(now - (call.connectedAt ?? now))}</time>
          {call.phase === 'connected' && <Muted>{` · ${t.t(packets > 0 ? 'call.receiving' : 'call.waitingSound')}`}</Muted>}
        </Status>
      )}
      {inCall && (
        <>
          {(call.remoteVideo || call.video) && (
            <Videos>
              {call.remoteVideo && <Video ref={remoteVideo} autoPlay playsInline muted aria-label={t.t('call.theirVideo', { name: otherName })} />}
              {call.video && <Video ref={localVideo} autoPlay playsInline muted aria-label={t.t('call.yourVideo')} $small />}
            </Videos>
          )}
          <Buttons>
            <Button variant="outline" aria-pressed={call.muted} onClick={() => session.setMuted(!call.muted)}>
              {t.t(call.muted ? 'call.unmute' : 'call.mute')}
            </Button>
            <Button variant="outline" disabled={call.phase !== 'connected'} onClick={() => void session.setVideo(!call.video)}>
              {t.t(call.video ? 'call.videoOff' : 'call.videoOn')}
            </Button>
            <Button variant="danger" onClick={() => session.end()}>
              {t.t('call.end')}
            </Button>
          </Buttons>
        </>
      )}
      {(call.phase === 'idle' || call.phase === 'ended' || call.phase === 'failed') && (
        <Buttons>
          <Button onClick={() => void session.start()} disabled={live.status !== 'open' || blocked !== null} aria-describedby={blocked === null ? undefined : whyId}>
            {t.t('call.start')}
          </Button>
          {blocked !== null && (
            <Muted id={whyId}>{blocked === 'away' ? t.t('call.blocked.away', { name: otherName }) : t.t('call.blocked.notOpen', { at: new Date(opensAt ?? 0) })}</Muted>
          )}
        </Buttons>
      )}
      {call.notice !== null && <Muted role="status">{t.t(call.notice, { name: otherName })}</Muted>}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Status = styled.p`
  margin: 0;
  font-weight: 600;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;
const Videos = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;
const Video = styled.video<{ $small?: boolean }>`
  width: ${({ $small }) => ($small ? '30%' : '100%')};
  max-width: ${({ $small }) => ($small ? '160px' : '640px')};
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radii.md};
`;
